import { wordsFrom } from "../../words-from.ts";

/** The staff area's words for content-content-field (English only for now: a staff language later is translation work only). */
export const contentContentFieldWords = wordsFrom({
  timeIndia: "Time (India)",
} as const);
