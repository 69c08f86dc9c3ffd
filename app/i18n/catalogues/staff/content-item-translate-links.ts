import { wordsFrom } from "../../words-from.ts";

/** The staff area's words for content-item-translate-links (English only for now: a staff language later is translation work only). */
export const contentItemTranslateLinksWords = wordsFrom({
  translate: "Translate",
} as const);
