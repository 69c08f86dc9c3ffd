import { wordsFrom } from "../../words-from.ts";

/** The staff area's words for kit-pager (English only for now: a staff language later is translation work only). */
export const kitPagerWords = wordsFrom({
  previousPage: "← Previous page",
  pageOf: "Page {page} of {pages}",
  nextPage: "Next page →",
  pagesOf: "Pages of {v1}",
} as const);
