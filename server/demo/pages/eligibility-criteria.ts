import type { PageContentInput as PageContent } from "../../../contract/page-blocks.ts";
import { admissionRules } from "./admission-rules.ts";
import { links, p } from "./blocks.ts";

export const page: PageContent = {
  title: "Eligibility Criteria",
  description: "Age requirements and documents needed for admission to the kindergarten classes at TVMS.",
  trail: ["Admission"],
  blocks: [
    p(
      "Admission to Tiny Vision Model School is open to children who meet the age requirement for the class applied for, subject to the availability of seats. Please check the criteria below before you submit an enquiry.",
    ),
    ...admissionRules,
    p(
      "Please bring the originals for verification along with one set of photocopies. For the step-by-step process, see the admission procedure.",
    ),
    links(["Admission procedure", "/admission-procedure"], ["Admission enquiry", "/admission-enquire"]),
  ],
};
