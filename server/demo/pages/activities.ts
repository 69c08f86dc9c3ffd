import type { PageContentInput as PageContent } from "../../../contract/page-blocks.ts";
import { p } from "./blocks.ts";

export const page: PageContent = {
  title: "Activities",
  description: "Sports, arts, music, dance, karate, yoga and other activities students enjoy at TVMS, in photos.",
  trail: ["Student Life"],
  blocks: [
    p(
      "Every student at TVMS takes part in sports and the arts as part of the school week. Trained coaches and teachers guide them in games, fitness, music, dance, art and self-defence, helping each child find an activity they love. Choose an activity below to see our students in action.",
    ),
    {
      type: "photo-tabs",
      page: "activities",
      label: "Activities",
      tabs: [
        { name: "Badminton" },
        { name: "Kabbadi" },
        { name: "Skating Rink" },
        { name: "Volley Ball Ground" },
        { name: "Table Tennis" },
        { name: "Art And Craft" },
        { name: "Drawing" },
        { name: "Chess" },
        { name: "Dance" },
        { name: "Drawing Activity" },
        { name: "Karate" },
        { name: "Music" },
        { name: "Synthesizer" },
        { name: "Tabla" },
        { name: "Yoga" },
      ],
    },
  ],
};
