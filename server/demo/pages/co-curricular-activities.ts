import type { PageContentInput as PageContent } from "../../../contract/page-blocks.ts";
import { p } from "./blocks.ts";

export const page: PageContent = {
  title: "Co-Curricular Activities",
  description: "Competitions, celebrations, workshops and the school song: co-curricular life at TVMS in photos.",
  trail: ["Student Life"],
  blocks: [
    p(
      "Co-curricular activities give our students the chance to speak, create, perform and compete. Debates, elocution and story telling build confidence; drawing, map and maths activities sharpen skills; and celebrations and inter-house competitions bring the whole school together.",
    ),
    {
      type: "photo-tabs",
      page: "co-curricular-activities",
      label: "Co-curricular activities",
      tabs: [
        { name: "Debate Competition" },
        { name: "Drawing Competition" },
        { name: "Elocution Competition" },
        { name: "Reflective Thursday" },
        {
          name: "School Song Details",
          blocks: [
            { type: "heading", text: "Our School Song", level: 3 },
            p(
              "The school song is sung at morning assembly and on every school occasion. Its chorus line, “Conquer thyself”, is our school motto.",
            ),
            p(
              "With open minds and hearts sincere,\nWe gather every morning here;\nThe lamp of learning in our hands,\nWe'll carry it to distant lands.\nConquer thyself, our motto true,\nIn all we think and all we do.",
            ),
            p(
              "On sports field, stage and study floor,\nWe seek the truth and strive for more;\nThrough every triumph, every fall,\nWe stand as one, we stand for all.\nWith courage, kindness, faith and skill,\nWe climb the steep and distant hill.",
            ),
            p(
              "To parents, teachers, friends we owe\nThe roots from which our branches grow;\nWherever life may lead our feet,\nOur school will keep our hearts complete.\nOur school, our home, our guiding star,\nYou shine in us, wherever we are.",
            ),
          ],
        },
        { name: "Story Telling" },
        { name: "Math's Activity" },
        { name: "Map Activity" },
        { name: "Interhouse Competition" },
        { name: "Bhartiya Sanskriti G. Pariwar" },
        { name: "Christmas" },
        { name: "Independence Day" },
        { name: "Workshop" },
        { name: "Physical Education" },
      ],
    },
  ],
};
