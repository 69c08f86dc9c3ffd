import type { PageContentInput as PageContent } from "../../../contract/page-blocks.ts";
import { p } from "./blocks.ts";

export const page: PageContent = {
  title: "Shinning Stars",
  description: "The Shinning Stars bulletin board, where TVMS celebrates students who have excelled.",
  trail: ["Student Life"],
  blocks: [
    p(
      "Our bulletin board celebrates the students who have made us proud: in examinations, competitions, sports and the arts. Every star here is a reminder that hard work and perseverance pay off.",
    ),
    {
      type: "photo-tabs",
      page: "shinning-stars",
      label: "Shinning Stars",
      tabs: [{ name: "Bulletin Board" }],
    },
  ],
};
