import { wordsFrom } from "../../words-from.ts";

/** The staff area's words for content-route-item-translate (English only for now: a staff language later is translation work only). */
export const contentRouteItemTranslateWords = wordsFrom({
  translate: "Translate",
} as const);
