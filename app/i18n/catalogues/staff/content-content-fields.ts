import { wordsFrom } from "../../words-from.ts";

/** The staff area's words for content-content-fields (English only for now: a staff language later is translation work only). */
export const contentContentFieldsWords = wordsFrom({
  add: "Add {v1} {singular}",
} as const);
