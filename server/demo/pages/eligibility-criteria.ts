import type { PageContent } from "../../../contract/page-blocks.ts";
import { admissionRules } from "./admission-rules.ts";

export const page: PageContent = {
  title: "Eligibility Criteria",
  description: "Age requirements and documents needed for admission to the kindergarten classes at TVMS.",
  trail: ["Admission"],
  blocks: [
    {
      type: "paragraph",
      text: "Admission to Tiny Vision Model School is open to children who meet the age requirement for the class applied for, subject to the availability of seats. Please check the criteria below before you submit an enquiry.",
    },
    ...admissionRules,
    {
      type: "paragraph",
      text: "Please bring the originals for verification along with one set of photocopies. For the step-by-step process, see the admission procedure.",
    },
    {
      type: "links",
      links: [
        { label: "Admission procedure", href: "/admission-procedure" },
        { label: "Admission enquiry", href: "/admission-enquire" },
      ],
    },
  ],
};
