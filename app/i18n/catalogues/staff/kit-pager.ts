import { wordsFrom } from "../../words-from.ts";

/** The staff area's words for kit-pager (English only for now: a staff language later is translation work only). */
export const kitPagerWords = wordsFrom({
  "pager.previousPage": "← Previous page",
  "pager.page": "Page",
  "pager.of": "of",
  "pager.nextPage": "Next page →",
  "pager.pagesOf": "Pages of {v1}",
} as const);
