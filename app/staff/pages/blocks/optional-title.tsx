import type { Block } from "../../../../contract/page-blocks.ts";
import { pagesWords as sw } from "../../../i18n/catalogues/staff/pages.ts";
import { plain } from "./fields.tsx";

/** The heading some lists may have above them. */
export function title<B extends Block>(p: { f: (name: string) => string; block: B; onChange: (b: B) => void }) {
  return plain<B>([{ name: "title", label: sw("headingOptional"), optional: true }])(p);
}
