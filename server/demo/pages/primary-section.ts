import type { PageContentInput as PageContent } from "../../../contract/page-blocks.ts";
import { p } from "./blocks.ts";

export const page: PageContent = {
  title: "Primary Section",
  description: "The TVMS primary section curriculum for the 1st to the 7th standard.",
  trail: ["TVMS"],
  blocks: [
    p(
      "Our primary section covers the 1st to the 7th standard and follows the State Board curriculum. These are the years in which children build the foundations of language, mathematics and scientific thinking, and develop the habits of reading, careful work and curiosity that will carry them through school.",
    ),
    {
      type: "list",
      title: "Subjects",
      items: [
        "English, Marathi and Hindi",
        "Mathematics",
        "Environmental Studies (1st to 4th standard); Science, History, Civics and Geography (5th to 7th standard)",
        "Computer education",
        "Art and craft, music and dance",
        "Physical education, sports and yoga",
        "Value education",
      ],
    },
    p(
      "Lessons combine explanation, smart class content, activities, projects and field visits. Students are assessed continuously through class work, oral work, projects and unit tests, as well as term examinations, and parents receive regular feedback on their child's progress.",
    ),
  ],
};
