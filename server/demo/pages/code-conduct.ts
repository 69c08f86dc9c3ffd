import type { PageContentInput as PageContent } from "../../../contract/page-blocks.ts";

export const page: PageContent = {
  title: "Code of Conduct",
  description: "The code of conduct for students of Tiny Vision Model School.",
  trail: ["School Policies"],
  blocks: [],
};
