import type { PageContent } from "../page-types.ts";

export const page: PageContent = {
  title: "Eligibility Criteria",
  description: "Age requirements and documents needed for admission to the kindergarten classes at TVMS.",
  trail: ["Admission"],
  blocks: [
    {
      type: "paragraph",
      text: "Admission to Tiny Vision Model School is open to children who meet the age requirement for the class applied for, subject to the availability of seats. Please check the criteria below before you submit an enquiry.",
    },
    { type: "heading", text: "Age criteria" },
    {
      type: "list",
      items: [
        "Nursery: 3 years of age.",
        "KG-I: 4 years of age as on 30 September of the year of admission.",
        "KG-II: 5 years of age as on 30 September of the year of admission.",
      ],
    },
    { type: "heading", text: "Documents required" },
    {
      type: "list",
      items: [
        "Birth certificate of the child",
        "Passport-size photographs of the mother, the father and the ward",
        "Phone or electricity bill as proof of address",
        "Medical certificate",
        "Vaccination record",
      ],
    },
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
