import type { PageContentInput as PageContent } from "../../../contract/page-blocks.ts";
import { p, tab } from "./blocks.ts";

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
        tab("English Olympiad", "Tests grammar, vocabulary, reading comprehension and writing skills."),
        tab("Hindi Rashtrabhasha", "Graded examinations in Hindi language and literature, taken level by level."),
        tab("Math's Concept Exam", "Checks how well students understand mathematical concepts, not just procedures."),
        tab("Math's Olympiad", "Challenging problems in reasoning and mathematics for keen young mathematicians."),
        tab("Olympiad Exam", "General olympiads covering several subjects and logical reasoning."),
        {
          name: "Scholarship Exam",
          blocks: [
            p("Scholarship examinations for primary and upper primary students, with special coaching at school."),
          ],
        },
        tab("Science Olympiad", "Tests scientific knowledge, reasoning and application of concepts."),
        tab(
          "Vidyarthi Vigyaaan Manthan",
          "A national science talent search that encourages curiosity and scientific thinking.",
        ),
      ],
    },
  ],
};
