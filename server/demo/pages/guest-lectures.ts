import type { PageContentInput as PageContent } from "../../../contract/page-blocks.ts";
import { p } from "./blocks.ts";

export const page: PageContent = {
  title: "Guest Lectures",
  description:
    "Guest lectures at TVMS bring experts into the school, with benefits for parents, teachers and students.",
  trail: ["Student Life"],
  blocks: [
    p(
      "We regularly invite doctors, scientists, counsellors, police officers, artists, sportspersons and our own alumni to speak at the school. Guest lectures connect what students learn in class with the world outside and open their eyes to new ideas and careers.",
    ),
    {
      type: "cards",
      cards: [
        {
          title: "Benefits for parents",
          items: [
            "Sessions on parenting, child health, nutrition and exam stress",
            "Guidance on careers and streams after the 10th standard",
            "A better understanding of how to support learning at home",
          ],
        },
        {
          title: "Benefits for teachers",
          items: [
            "Fresh ideas on teaching methods and classroom technology",
            "Updates on curriculum, assessment and child psychology",
            "Opportunities to learn from experts and to share experience",
          ],
        },
        {
          title: "Benefits for students",
          items: [
            "Real-world knowledge beyond the textbook",
            "Awareness of careers, health, safety and civic responsibility",
            "Inspiration from role models, and the confidence to ask questions",
          ],
        },
      ],
    },
    { type: "photos", page: "guest-lectures", tab: "Guest Lectures", alt: "A guest lecture at TVMS", layout: "grid" },
  ],
};
