import type { PageContentInput as PageContent } from "../../../contract/page-blocks.ts";
import { links, p } from "./blocks.ts";

export const page: PageContent = {
  title: "High School",
  description:
    "The TVMS high school for the 8th to the 10th standard: SSC preparation, a regular test series and a 100% result.",
  trail: ["TVMS"],
  blocks: [
    p(
      "Our high school covers the 8th to the 10th standard and prepares students for the SSC examination of the State Board. The school achieved a 100% SSC result in both 2023-24 and 2024-25, and our top scorer of 2024-25 secured 97.80%. Meet our top scorers on the SSC Examination and Toppers pages.",
    ),
    {
      type: "list",
      title: "How we prepare our students",
      items: [
        "A regular test series in every subject, with detailed feedback",
        "Preliminary examinations in the SSC pattern before the board examination",
        "Extra and remedial classes for students who need more support",
        "Guidance in answer writing, time management and revision",
        "Practical work in the science and computer laboratories",
        "Career counselling and guidance on choosing a stream",
      ],
    },
    p(
      "Academic work is balanced with sport, competitions, the Interact Club and the Student Council, where senior students take on responsibility and learn to lead.",
    ),
    links(["SSC results", "/SSC-Examination"], ["Toppers", "/toppers"]),
  ],
};
