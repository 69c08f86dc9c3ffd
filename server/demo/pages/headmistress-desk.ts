import type { PageContentInput as PageContent } from "../../../contract/page-blocks.ts";
import { p, photo } from "./blocks.ts";

export const page: PageContent = {
  title: "Headmistress's Desk",
  description:
    "A message from the Headmistress of the TVMS kindergarten about learning through play in the early years.",
  trail: ["About Us"],
  blocks: [
    photo("headmistress-desk", "Mrs. Kavita Deshpande, Headmistress (Kindergarten)"),
    { type: "heading", text: "Message from the Headmistress (Kindergarten)" },
    p(
      "Dear parents, the first years of school are among the most important in a child's life. In our kindergarten, children take their first steps away from home, make their first friends and discover the joy of learning. Our task is to make those steps happy and secure.",
    ),
    p(
      "We believe young children learn best through play, stories, songs, movement and hands-on activities. Our classrooms and activity rooms are designed to be bright, safe and inviting, and our teachers are trained to observe each child closely, encourage their curiosity and gently build habits of listening, sharing and self-help.",
    ),
    p(
      "Early literacy and number skills develop naturally in this environment, alongside fine motor skills, language and confidence. We keep parents closely informed and welcome you to share your child's progress and concerns with us at any time. Thank you for trusting us with your little ones.",
    ),
    p("Mrs. Kavita Deshpande, Headmistress (Kindergarten)"),
  ],
};
