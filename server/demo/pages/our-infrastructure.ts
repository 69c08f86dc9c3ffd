import type { PageContentInput as PageContent } from "../../../contract/page-blocks.ts";
import { p, tab } from "./blocks.ts";

export const page: PageContent = {
  title: "Our Infrastructure",
  description:
    "A photo tour of the TVMS campus: assembly area, laboratories, library, staff room and interactive classrooms.",
  trail: ["School infrastructure"],
  blocks: [
    p(
      "Our campus is designed to support every kind of learning, from quiet reading to hands-on experiments. Choose a facility below to see it in photos.",
    ),
    {
      type: "photo-tabs",
      page: "our-infrastructure",
      label: "Facilities",
      tabs: [
        tab(
          "Assembly",
          "The whole school gathers here each morning for prayer, the pledge, news and short student presentations.",
        ),
        tab(
          "Computer Lab",
          "A networked computer lab where every student gets hands-on practice during computer periods.",
        ),
        tab(
          "Library",
          "A well-stocked library of reference books, fiction, magazines and newspapers in English, Marathi and Hindi, with a quiet reading area.",
        ),
        tab(
          "Science Lab",
          "Physics, chemistry and biology practicals are carried out in a spacious, well-equipped laboratory under teacher supervision.",
        ),
        tab("Staff Room", "A comfortable staff room where teachers plan lessons, correct work and meet one another."),
        tab(
          "English Lab",
          "A language lab with headphones and interactive software for listening, pronunciation and speaking practice.",
        ),
        tab(
          "Interactive classroom learning",
          "Students learning together through discussion, group work and activities in the classroom.",
        ),
        tab("Audio Visual Room", "Used for educational films, presentations and guest lectures."),
        tab("Interactive Classroom", "Bright, airy classrooms fitted with smart boards."),
      ],
    },
  ],
};
