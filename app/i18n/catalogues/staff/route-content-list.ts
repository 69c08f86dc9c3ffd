import { wordsFrom } from "../../words-from.ts";

/** The staff area's words for route-content-list (English only for now: a staff language later is translation work only). */
export const routeContentListWords = wordsFrom({
  content: "Content",
} as const);
