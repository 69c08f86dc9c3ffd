import type { PageContent } from "../../../contract/page-blocks.ts";
import { p } from "./blocks.ts";

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
        {
          name: "Assembly",
          blocks: [
            p(
              "The whole school gathers here each morning for prayer, the pledge, news and short student presentations.",
            ),
          ],
        },
        {
          name: "Computer Lab",
          blocks: [p("A networked computer lab where every student gets hands-on practice during computer periods.")],
        },
        {
          name: "Library",
          blocks: [
            p(
              "A well-stocked library of reference books, fiction, magazines and newspapers in English, Marathi and Hindi, with a quiet reading area.",
            ),
          ],
        },
        {
          name: "Science Lab",
          blocks: [
            p(
              "Physics, chemistry and biology practicals are carried out in a spacious, well-equipped laboratory under teacher supervision.",
            ),
          ],
        },
        {
          name: "Staff Room",
          blocks: [p("A comfortable staff room where teachers plan lessons, correct work and meet one another.")],
        },
        {
          name: "English Lab",
          blocks: [
            p(
              "A language lab with headphones and interactive software for listening, pronunciation and speaking practice.",
            ),
          ],
        },
        {
          name: "Interactive classroom learning",
          blocks: [p("Students learning together through discussion, group work and activities in the classroom.")],
        },
        {
          name: "Audio Visual Room",
          blocks: [p("Used for educational films, presentations and guest lectures.")],
        },
        {
          name: "Interactive Classroom",
          blocks: [p("Bright, airy classrooms fitted with smart boards.")],
        },
      ],
    },
  ],
};
