import type { PageContent } from "../../../contract/page-blocks.ts";

export const page: PageContent = {
  title: "Coming Soon",
  description: "This page of the TVMS website is being prepared and will be available soon.",
  blocks: [{ type: "photos", page: "pages", tab: "coming-soon", alt: "Coming soon", layout: "single" }],
};
