import type { PageContentInput as PageContent } from "../../../contract/page-blocks.ts";
import { p } from "./blocks.ts";

export const page: PageContent = {
  title: "Our Inspiration",
  description:
    "The founders of TVMS and the simple ideals of service, discipline and lifelong learning that still guide the school.",
  trail: ["About Us"],
  blocks: [
    p(
      "Our inspiration is the life and work of our founders, Shri Madhukar Patil and Smt. Kusum Patil. When they started the school in 1980, they had little more than two rooms, a blackboard and the goodwill of a few families. What they did have was a clear idea of what a school should be: a place where children are known by name, where teachers lead by example, and where no child is left behind.",
    ),
    {
      type: "quote",
      text: "A school is not measured by the size of its buildings but by the character of the children who walk out of its gates.",
      cite: "Shri Madhukar Patil, Founder",
    },
    p(
      "Smt. Kusum Patil personally taught the youngest classes for many years. She would say that patience is the first lesson a teacher must learn, and that a child who feels safe will always be ready to learn. Her warmth shaped the culture of our kindergarten and primary section, and it remains the standard we hold ourselves to.",
    ),
    { type: "heading", text: "The ideals we carry forward" },
    {
      type: "list",
      items: [
        "Service: education is a service to the family, the community and the nation.",
        "Discipline: good habits, punctuality and self-control make every other achievement possible.",
        "Simplicity: we value effort and honesty over show.",
        "Lifelong learning: teachers and students alike keep learning, every day.",
      ],
    },
  ],
};
