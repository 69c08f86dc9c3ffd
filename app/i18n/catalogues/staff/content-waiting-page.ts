import { wordsFrom } from "../../words-from.ts";

/** The staff area's words for content-waiting-page (English only for now: a staff language later is translation work only). */
export const contentWaitingPageWords = wordsFrom({
  untitled: "Untitled",
} as const);
