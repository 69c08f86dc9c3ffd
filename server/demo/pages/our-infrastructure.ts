import type { PageContent } from "../../../contract/page-blocks.ts";

export const page: PageContent = {
  title: "Our Infrastructure",
  description:
    "A photo tour of the TVMS campus: assembly area, laboratories, library, staff room and interactive classrooms.",
  trail: ["School infrastructure"],
  blocks: [
    {
      type: "paragraph",
      text: "Our campus is designed to support every kind of learning, from quiet reading to hands-on experiments. Choose a facility below to see it in photos.",
    },
    {
      type: "photo-tabs",
      page: "our-infrastructure",
      label: "Facilities",
      tabs: [
        {
          name: "Assembly",
          blocks: [
            {
              type: "paragraph",
              text: "The whole school gathers here each morning for prayer, the pledge, news and short student presentations.",
            },
          ],
        },
        {
          name: "Computer Lab",
          blocks: [
            {
              type: "paragraph",
              text: "A networked computer lab where every student gets hands-on practice during computer periods.",
            },
          ],
        },
        {
          name: "Library",
          blocks: [
            {
              type: "paragraph",
              text: "A well-stocked library of reference books, fiction, magazines and newspapers in English, Marathi and Hindi, with a quiet reading area.",
            },
          ],
        },
        {
          name: "Science Lab",
          blocks: [
            {
              type: "paragraph",
              text: "Physics, chemistry and biology practicals are carried out in a spacious, well-equipped laboratory under teacher supervision.",
            },
          ],
        },
        {
          name: "Staff Room",
          blocks: [
            {
              type: "paragraph",
              text: "A comfortable staff room where teachers plan lessons, correct work and meet one another.",
            },
          ],
        },
        {
          name: "English Lab",
          blocks: [
            {
              type: "paragraph",
              text: "A language lab with headphones and interactive software for listening, pronunciation and speaking practice.",
            },
          ],
        },
        {
          name: "Interactive classroom learning",
          blocks: [
            {
              type: "paragraph",
              text: "Students learning together through discussion, group work and activities in the classroom.",
            },
          ],
        },
        {
          name: "Audio Visual Room",
          blocks: [{ type: "paragraph", text: "Used for educational films, presentations and guest lectures." }],
        },
        {
          name: "Interactive Classroom",
          blocks: [{ type: "paragraph", text: "Bright, airy classrooms fitted with smart boards." }],
        },
      ],
    },
  ],
};
