import type { PageContentInput as PageContent } from "../../../contract/page-blocks.ts";
import { p, photo } from "./blocks.ts";

export const page: PageContent = {
  title: "Principal's Desk",
  description: "Messages from the principals of the TVMS primary school and high school to students and parents.",
  trail: ["About Us"],
  blocks: [
    { type: "heading", text: "Principal (Primary School)" },
    photo("principal-desk-primary", "Mrs. Meera Joshi, Principal (Primary School)"),
    p(
      "Dear parents and students, the primary years lay the foundation for everything that follows. From the 1st to the 7th standard, our focus is on strong reading, writing and number skills, a love of books and a habit of asking questions. We want every child to enjoy coming to school and to feel that their effort is noticed.",
    ),
    p(
      "Our teachers combine careful classroom teaching with activities, projects, smart class lessons, sports and the arts, so that children learn by doing as well as by listening. We assess progress regularly and share it with you, because a child does best when home and school work together. I look forward to meeting you at our parents' meetings and school events.",
    ),
    p("Mrs. Meera Joshi, Principal (Primary School)"),
    { type: "heading", text: "Principal (High School)" },
    photo("principal-desk-high", "Mr. Prakash Kulkarni, Principal (High School)"),
    p(
      "Dear students and parents, the high school years, from the 8th to the 10th standard, ask more of our students than ever before. They prepare for the SSC examination while also discovering their interests and thinking about their future. Our role is to guide them with clear teaching, regular practice and honest feedback.",
    ),
    p(
      "Our regular test series, remedial sessions and personal attention have helped our students achieve a 100% SSC result in each of the last two years. Equally, we encourage them to take part in sports, competitions, the Student Council and the Interact Club, because confidence, teamwork and responsibility are learned outside the classroom too. I urge every student to work steadily, stay curious and be kind.",
    ),
    p("Mr. Prakash Kulkarni, Principal (High School)"),
  ],
};
