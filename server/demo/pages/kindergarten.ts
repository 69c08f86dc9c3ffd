import type { PageContentInput as PageContent } from "../../../contract/page-blocks.ts";
import { p } from "./blocks.ts";

export const page: PageContent = {
  title: "Kindergarten",
  description: "The TVMS kindergarten for Nursery, KG-I and KG-II: learning through play in bright, safe rooms.",
  trail: ["Kindergarten Zone"],
  blocks: [
    p(
      "Our kindergarten welcomes children in Nursery, KG-I and KG-II. In a warm, safe and joyful setting, they learn through play, rhymes, stories, art, music and movement, and take their first steps in reading, writing and numbers at their own pace.",
    ),
    {
      type: "list",
      title: "Activities",
      items: [
        "Circle time, rhymes, songs and story telling",
        "Phonics, early writing and number games",
        "Art, craft, clay modelling and colouring",
        "Outdoor play, music and movement",
        "Festival celebrations, theme days and small class performances",
      ],
    },
    {
      type: "list",
      title: "Room features",
      items: [
        "Spacious, airy classrooms with child-sized furniture",
        "Colourful, themed walls and learning displays",
        "Toys, puzzles and learning aids suited to each age group",
        "A separate activity room and Twinkle Hall for play and performances",
        "Clean, child-friendly washrooms and attentive support staff",
      ],
    },
    {
      type: "photo-tabs",
      page: "kindergarten",
      label: "Kindergarten photos",
      tabs: [
        { name: "School Premises" },
        { name: "Class Overview" },
        { name: "Students Entry - First Day Snapshots" },
        { name: "Recreational Rooms" },
      ],
    },
  ],
};
