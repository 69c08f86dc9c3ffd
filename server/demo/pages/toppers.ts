import type { PageContent } from "../../../contract/page-blocks.ts";

export const page: PageContent = {
  title: "Toppers",
  description:
    "The SSC 2023-24 batch of TVMS: a 100% result with 65 merit, 178 distinction and 20 first division passes.",
  trail: ["Student Life"],
  blocks: [
    { type: "heading", text: "SSC 2023-24 results" },
    {
      type: "paragraph",
      text: "We are delighted to share the outstanding SSC results of the 2023-24 batch. The school achieved a 100% result: 65 students earned a place in the merit category, 178 students passed with distinction and 20 students passed in first division.",
    },
    {
      type: "stats",
      stats: [
        { value: "100%", label: "result" },
        { value: "65", label: "students in merit" },
        { value: "178", label: "students with distinction" },
        { value: "20", label: "students in first division" },
      ],
    },
    {
      type: "paragraph",
      text: "These results reflect the steady effort of our students, the dedication of our teachers and the support of parents throughout the year. We congratulate every member of the batch and wish them success in the next stage of their education.",
    },
    { type: "photos", page: "pages", tab: "toppers", alt: "SSC 2023-24 toppers of TVMS", layout: "single" },
  ],
};
