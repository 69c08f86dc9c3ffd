import { wordsFrom } from "../../words-from.ts";

/** The staff area's words for route-content-edit (English only for now: a staff language later is translation work only). */
export const routeContentEditWords = wordsFrom({
  content: "Content",
  edit: "Edit {singular}",
  edit2: "Edit {singular}: {v2}",
} as const);
