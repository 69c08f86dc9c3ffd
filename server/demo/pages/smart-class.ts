import type { PageContentInput as PageContent } from "../../../contract/page-blocks.ts";
import { p, photo } from "./blocks.ts";

export const page: PageContent = {
  title: "Smart Class",
  description:
    "TVMS smart classes combine digital lessons with classroom teaching to make learning clearer and more engaging.",
  trail: ["School infrastructure"],
  blocks: [
    p(
      "Our smart classes combine traditional teaching with digital content mapped to the State Board syllabus. Animated lessons, 3D models and short videos help students picture what they are learning, whether it is the water cycle, the structure of a cell or a theorem in geometry.",
    ),
    p(
      "The teacher remains at the centre of every lesson. Digital content is used to explain, demonstrate and revise, followed by discussion, questions and written practice. Regular recap sessions and on-screen quizzes help teachers check understanding and give extra help where it is needed.",
    ),
    photo("smart-class", "A smart class lesson in progress"),
  ],
};
