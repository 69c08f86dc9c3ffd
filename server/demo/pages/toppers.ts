import type { PageContentInput as PageContent } from "../../../contract/page-blocks.ts";
import { p, photo, stats } from "./blocks.ts";

export const page: PageContent = {
  title: "Toppers",
  description:
    "The SSC 2023-24 batch of TVMS: a 100% result with 65 merit, 178 distinction and 20 first division passes.",
  trail: ["Student Life"],
  blocks: [
    { type: "heading", text: "SSC 2023-24 results" },
    p(
      "We are delighted to share the outstanding SSC results of the 2023-24 batch. The school achieved a 100% result: 65 students earned a place in the merit category, 178 students passed with distinction and 20 students passed in first division.",
    ),
    stats(
      undefined,
      ["100%", "result"],
      ["65", "students in merit"],
      ["178", "students with distinction"],
      ["20", "students in first division"],
    ),
    p(
      "These results reflect the steady effort of our students, the dedication of our teachers and the support of parents throughout the year. We congratulate every member of the batch and wish them success in the next stage of their education.",
    ),
    photo("toppers", "SSC 2023-24 toppers of TVMS"),
  ],
};
