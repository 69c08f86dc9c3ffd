import type { PageContentInput as PageContent } from "../../../contract/page-blocks.ts";
import { p, photo } from "./blocks.ts";

export const page: PageContent = {
  title: "Twinkle Hall",
  description: "Twinkle Hall, the bright and safe multi-purpose hall of the TVMS kindergarten.",
  trail: ["Kindergarten Zone"],
  blocks: [
    photo("twinkle-hall", "Children playing in Twinkle Hall"),
    p(
      "Twinkle Hall is the heart of our kindergarten. It is where our youngest students gather for music and movement, celebrate festivals and birthdays, and put on their first little performances for their parents.",
    ),
    {
      type: "list",
      title: "Features",
      items: [
        "Spacious, well-ventilated hall with soft, non-slip flooring",
        "Cheerful, child-friendly murals and displays",
        "Low stage for rhymes, role-play and small performances",
        "Sound system and projector for songs, stories and videos",
        "Age-appropriate toys, blocks and play equipment",
        "Rounded furniture and covered fittings for safety",
        "Used for assemblies, festival celebrations and parents' events",
      ],
    },
  ],
};
