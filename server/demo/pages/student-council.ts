import type { PageContentInput as PageContent } from "../../../contract/page-blocks.ts";
import { p } from "./blocks.ts";

export const page: PageContent = {
  title: "Student Council",
  description:
    "The TVMS Student Council, formed in 2012, helps students build leadership skills and take part in school decisions.",
  trail: ["Student Life"],
  blocks: [
    p(
      "The Student Council was started in 2012 to give students a real voice in the life of the school. Council members are chosen each year from the senior classes and include the Head Boy, the Head Girl, house captains and vice-captains, and class representatives.",
    ),
    p(
      "The council is a platform for students to plan and run events, from assemblies and celebrations to the Annual Sports Meet and cleanliness drives, and to share the views of their classmates when decisions about student life are made. Council members meet regularly with the teachers in charge and the principal.",
    ),
    {
      type: "list",
      title: "Leadership skills council members develop",
      items: [
        "Planning and organising events",
        "Speaking in public and representing others",
        "Working in a team and resolving disagreements fairly",
        "Taking responsibility and setting an example to younger students",
        "Managing time alongside their studies",
      ],
    },
  ],
};
