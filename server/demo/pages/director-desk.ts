import type { PageContentInput as PageContent } from "../../../contract/page-blocks.ts";
import { p, photo } from "./blocks.ts";

export const page: PageContent = {
  title: "Director's Desk",
  description:
    "A message from the Director of TVMS on the school's aims, its partnership with parents and its plans for the future.",
  trail: ["About Us"],
  blocks: [
    photo("director-desk", "Mr. Sameer Patil, Director"),
    { type: "heading", text: "Message from the Director" },
    p(
      "Dear parents, students and well-wishers, it gives me great pleasure to welcome you to Tiny Vision Model School. For more than four decades this school has stood for sound academics, strong values and genuine care for every child. I consider it a privilege to carry forward the work that our founders began in 1980.",
    ),
    p(
      "Our aim is simple: to help each child discover what they are good at and to give them the confidence and discipline to build on it. Good examination results matter, and we are proud of ours, but we want our students to leave school as thoughtful, honest and capable young people who can learn on their own and work well with others.",
    ),
    p(
      "We continue to invest in our campus, with smart classrooms, well-equipped laboratories, a library and sports facilities, and in the training of our teachers. Just as important is our partnership with parents. I invite you to stay in touch with your child's teachers, attend the parents' meetings and share your suggestions with us. Together we can give our children the best possible start in life.",
    ),
    p("Mr. Sameer Patil, Director"),
  ],
};
