import type { PageContentInput as PageContent } from "../../../contract/page-blocks.ts";
import { p } from "./blocks.ts";

export const page: PageContent = {
  title: "TVMS Faculty",
  description: "The qualified, experienced and caring teachers of Tiny Vision Model School.",
  trail: ["TVMS"],
  blocks: [
    p(
      "Our teachers are the strength of our school. Every member of the faculty holds the professional qualifications required for their level, such as D.Ed., B.Ed. or M.Ed., along with a degree in the subject they teach, and many have years of experience in the classroom.",
    ),
    p(
      "Just as important as qualifications is the care our teachers bring to their work. They know their students by name, notice when a child is struggling and take the time to help. Kindergarten teachers are trained in early childhood education, and specialist teachers guide students in physical education, art, music, dance and computers.",
    ),
    {
      type: "list",
      title: "Keeping our teaching up to date",
      items: [
        "Regular in-house training on teaching methods, smart class tools and assessment",
        "Participation in workshops and seminars conducted by education boards and experts",
        "Subject-wise meetings to plan lessons and share good practice",
        "Mentoring of new teachers by senior colleagues",
      ],
    },
  ],
};
