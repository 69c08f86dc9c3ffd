import type { BlockInput as Block } from "../../../contract/page-blocks.ts";

/** The documents to bring for admission (also listed in the attendance policy). */
export const admissionDocuments = [
  "Birth certificate of the child",
  "Passport-size photographs of the mother, the father and the ward",
  "Phone or electricity bill as proof of address",
  "Medical certificate",
  "Vaccination record",
];

/** The age rules and documents, shown on both the admission procedure and the eligibility criteria pages. */
export const admissionRules: Block[] = [
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
    items: admissionDocuments,
  },
];
