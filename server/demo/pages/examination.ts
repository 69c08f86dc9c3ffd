import type { PageContent } from "../../../contract/page-blocks.ts";
import { p } from "./blocks.ts";

export const page: PageContent = {
  title: "Examination",
  description: "Olympiads, scholarship and other competitive examinations TVMS students take part in, in photos.",
  trail: ["Student Life"],
  blocks: [
    p(
      "Besides the school's own examinations, we encourage students to appear for recognised competitive examinations. They test understanding rather than memory, build exam confidence and bring our students recognition beyond the school. Teachers guide participants with practice papers and extra sessions.",
    ),
    {
      type: "photo-tabs",
      page: "examination",
      label: "Examinations",
      tabs: [
        {
          name: "English Olympiad",
          blocks: [p("Tests grammar, vocabulary, reading comprehension and writing skills.")],
        },
        {
          name: "Hindi Rashtrabhasha",
          blocks: [p("Graded examinations in Hindi language and literature, taken level by level.")],
        },
        {
          name: "Math's Concept Exam",
          blocks: [p("Checks how well students understand mathematical concepts, not just procedures.")],
        },
        {
          name: "Math's Olympiad",
          blocks: [p("Challenging problems in reasoning and mathematics for keen young mathematicians.")],
        },
        {
          name: "Olympiad Exam",
          blocks: [p("General olympiads covering several subjects and logical reasoning.")],
        },
        {
          name: "Scholarship Exam",
          blocks: [
            p("Scholarship examinations for primary and upper primary students, with special coaching at school."),
          ],
        },
        {
          name: "Science Olympiad",
          blocks: [p("Tests scientific knowledge, reasoning and application of concepts.")],
        },
        {
          name: "Vidyarthi Vigyaaan Manthan",
          blocks: [p("A national science talent search that encourages curiosity and scientific thinking.")],
        },
      ],
    },
  ],
};
