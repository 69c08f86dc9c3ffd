import type { PageContentInput as PageContent } from "../../../contract/page-blocks.ts";

export const page: PageContent = {
  title: "Vision",
  description: "The vision of Tiny Vision Model School: confident, compassionate and capable young citizens.",
  trail: ["About Us"],
  blocks: [
    {
      type: "quote",
      text: "To nurture confident, compassionate and capable young citizens who think for themselves, respect others, serve their community and carry the light of learning wherever life takes them.",
      cite: "Vision of TVMS",
    },
  ],
};
