import type { PageContentInput as PageContent } from "../../../contract/page-blocks.ts";
import { photo } from "./blocks.ts";

export const page: PageContent = {
  title: "Coming Soon",
  description: "This page of the TVMS website is being prepared and will be available soon.",
  blocks: [photo("coming-soon", "Coming soon")],
};
