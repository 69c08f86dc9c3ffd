import type { PageContentInput as PageContent } from "../../../contract/page-blocks.ts";
import { p } from "./blocks.ts";

export const page: PageContent = {
  title: "Concert",
  description: "Photos from the TVMS annual concerts of 2024 and 2023, where every class takes the stage.",
  trail: ["Gallery"],
  blocks: [
    p(
      "The annual concert is one of the most awaited days of the school year. Students from kindergarten to the 10th standard perform dances, songs, plays and skits that they rehearse for weeks with their teachers, in front of a packed audience of families.",
    ),
    { type: "heading", text: "Concert 2024" },
    {
      type: "photos",
      page: "concert",
      tab: "Concert 2024",
      alt: "Students performing at Concert 2024",
      layout: "carousel",
    },
    { type: "heading", text: "Concert 2023" },
    {
      type: "photos",
      page: "concert",
      tab: "Concert 2023",
      alt: "Students performing at Concert 2023",
      layout: "carousel",
    },
  ],
};
