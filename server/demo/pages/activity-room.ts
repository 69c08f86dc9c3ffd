import type { PageContentInput as PageContent } from "../../../contract/page-blocks.ts";
import { p } from "./blocks.ts";

export const page: PageContent = {
  title: "Activity Room",
  description: "The kindergarten activity room at TVMS, where young children learn through play, art and exploration.",
  trail: ["Kindergarten Zone"],
  blocks: [
    p(
      "The activity room is a colourful, safe space where our kindergarten children learn through play. Puzzles, building blocks, sensory trays, art materials and pretend-play corners help them develop fine motor skills, coordination, language and social skills, while they simply enjoy themselves.",
    ),
    {
      type: "photos",
      page: "activity-room",
      tab: "Activity Room",
      alt: "Children in the activity room",
      layout: "grid",
    },
  ],
};
