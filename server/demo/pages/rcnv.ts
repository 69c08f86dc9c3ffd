import type { PageContentInput as PageContent } from "../../../contract/page-blocks.ts";
import { p, photo } from "./blocks.ts";

export const page: PageContent = {
  title: "RCNV Interact Club",
  description:
    "The Interact Club of TVMS, sponsored by RCNV, where students learn leadership through community service.",
  trail: ["Student Life"],
  blocks: [
    p(
      "The Interact Club of our school is sponsored by RCNV, our partner Rotary club. Interact is Rotary's service club for young people, and it gives students the chance to plan and carry out projects that make a difference in their school and community.",
    ),
    p(
      "Club members elect their own office bearers, hold regular meetings and organise activities such as tree plantation, cleanliness drives, donation drives for books and clothes, visits to old-age homes and awareness rallies. Along the way they learn to lead, to work as a team, to manage small budgets and to speak in public.",
    ),
    photo("RCNV", "Interact Club members at a community service project"),
  ],
};
