import type { PageContentInput as PageContent } from "../../../contract/page-blocks.ts";
import { p } from "./blocks.ts";

export const page: PageContent = {
  title: "Smart Board",
  description: "How interactive smart boards are used in TVMS classrooms, with their key features and benefits.",
  trail: ["School infrastructure"],
  blocks: [
    p(
      "Our classrooms are equipped with interactive smart boards that bring lessons to life. Teachers use them to show diagrams, animations and videos, to write and draw over any content, and to let students come up and solve problems on the board themselves.",
    ),
    { type: "heading", text: "Key features" },
    {
      type: "list",
      items: [
        "Large, high-resolution touch display visible from every seat",
        "Write, highlight and annotate directly on lesson content",
        "Built-in library of animations, simulations and educational videos",
        "Lessons can be saved and revisited for revision",
        "Multi-touch, so more than one student can work on the board at once",
      ],
    },
    { type: "heading", text: "Benefits" },
    {
      type: "list",
      items: [
        "Difficult concepts become easier to understand when students can see them",
        "Lessons are more engaging, and students participate more",
        "Supports visual, auditory and hands-on learners alike",
        "Quick quizzes give teachers instant feedback on what the class has understood",
        "Saves class time otherwise spent drawing diagrams on the blackboard",
      ],
    },
  ],
};
