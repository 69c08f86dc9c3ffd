import type { PageContentInput as PageContent } from "../../../contract/page-blocks.ts";
import { p } from "./blocks.ts";

export const page: PageContent = {
  title: "President's Philosophy",
  description: "The educational philosophy of the President of TVMS, in the President's own words.",
  trail: ["About Us"],
  blocks: [
    p(
      "The President of the school's managing trust guides its direction and keeps it true to the ideals of its founders. The philosophy below shapes how we teach, how we care for our students and how we plan for the school's future.",
    ),
    { type: "messages", category: "President" },
  ],
};
