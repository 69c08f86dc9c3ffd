import type { PageContentInput as PageContent } from "../../../contract/page-blocks.ts";
import { p } from "./blocks.ts";

export const page: PageContent = {
  title: "TVMS Leadership",
  description:
    "Meet the Director, President, principals and kindergarten headmistress who lead Tiny Vision Model School.",
  trail: ["TVMS"],
  blocks: [
    p(
      "Tiny Vision Model School is led by a team that combines long experience in education with a shared commitment to the school's founding values. Read a message from each of them below.",
    ),
    {
      type: "people",
      people: [
        {
          name: "Mr. Sameer Patil",
          role: "Director",
          photo: "director-desk",
          href: "/director-desk",
          linkLabel: "VIEW MORE",
        },
        {
          name: "Mrs. Anjali Patil",
          role: "President",
          photo: "president",
          href: "/president-philosophy",
          linkLabel: "VIEW MORE",
        },
        {
          name: "Mrs. Meera Joshi",
          role: "Principal (Primary School)",
          photo: "principal-desk-primary",
          href: "/principal-desk",
          linkLabel: "VIEW MORE",
        },
        {
          name: "Mr. Prakash Kulkarni",
          role: "Principal (High School)",
          photo: "principal-desk-high",
          href: "/principal-desk",
          linkLabel: "VIEW MORE",
        },
        {
          name: "Mrs. Kavita Deshpande",
          role: "Headmistress (Kindergarten)",
          photo: "headmistress-desk",
          href: "/headmistress-desk",
          linkLabel: "VIEW MORE",
        },
      ],
    },
  ],
};
