import type { PageContentInput as PageContent } from "../../../contract/page-blocks.ts";
import { p, photo } from "./blocks.ts";

export const page: PageContent = {
  title: "Mission",
  description: "The mission of TVMS: quality education, strong values and the all-round development of every child.",
  trail: ["About Us"],
  blocks: [
    photo("mission", "Students of TVMS at morning assembly"),
    p(
      "Our mission is to provide every child with a sound, well-rounded education in a safe, disciplined and caring environment, so that each student can reach their full potential in studies, in sport and the arts, and as a person.",
    ),
    {
      type: "list",
      title: "To fulfil this mission, we commit to",
      items: [
        "teach with clarity and care, and give each child individual attention;",
        "build strong foundations in language, mathematics and science;",
        "encourage curiosity, creativity and independent thinking;",
        "offer sports, arts and co-curricular activities to every student;",
        "instil honesty, discipline, respect and a sense of service;",
        "work in close partnership with parents.",
      ],
    },
  ],
};
