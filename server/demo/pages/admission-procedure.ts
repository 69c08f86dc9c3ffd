import type { PageContentInput as PageContent } from "../../../contract/page-blocks.ts";
import { admissionRules } from "./admission-rules.ts";
import { links, p } from "./blocks.ts";

export const page: PageContent = {
  title: "Admission Procedure",
  description: "How to apply for admission to TVMS, step by step, with the age rules and the documents to bring.",
  trail: ["Admission"],
  blocks: [
    p(
      "We are glad you are considering Tiny Vision Model School for your child. The admission process is simple, and our office staff are happy to help you at every step.",
    ),
    { type: "heading", text: "Steps to admission" },
    {
      type: "list",
      ordered: true,
      items: [
        "Submit the online admission enquiry form, or visit the school office during working hours.",
        "Collect the admission form from the office and, if you wish, take a tour of the campus.",
        "Return the completed form with the documents listed below.",
        "Attend a short, informal interaction with the child and the parents.",
        "On confirmation of admission, complete the fee payment to reserve the seat.",
      ],
    },
    ...admissionRules,
    p("Admission is granted subject to the availability of seats. The school's decision on admission is final."),
    links(["Make an admission enquiry", "/admission-enquire"], ["Eligibility criteria", "/eligibility-criteria"]),
  ],
};
