import type { PageContentInput as PageContent, PersonInput as Person } from "../../../contract/page-blocks.ts";
import { p } from "./blocks.ts";

const sample: Person = {
  name: "Rohan Deshmukh",
  meta: "Batch of 2015",
  role: "Software Engineer",
  text: "TVMS taught me discipline and the confidence to speak up. The teachers' encouragement in the science lab and at the Interact Club shaped the person I am today.",
  photo: "alumni",
};

export const page: PageContent = {
  title: "Alumni",
  description: "Former students of TVMS and where their journey has taken them.",
  trail: ["More Info"],
  blocks: [
    p(
      "Our alumni are our pride. Former students of TVMS are doctors, engineers, teachers, entrepreneurs, artists and public servants, and many stay in touch with the school as mentors and guest speakers. If you are a former student, we would love to hear from you.",
    ),
    { type: "people", people: [sample, { ...sample }, { ...sample }] },
  ],
};
