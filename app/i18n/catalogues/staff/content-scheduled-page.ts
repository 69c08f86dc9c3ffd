import { wordsFrom } from "../../words-from.ts";

/** The staff area's words for content-scheduled-page (English only for now: a staff language later is translation work only). */
export const contentScheduledPageWords = wordsFrom({
  untitled: "Untitled",
} as const);
