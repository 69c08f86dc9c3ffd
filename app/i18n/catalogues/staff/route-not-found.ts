import { wordsFrom } from "../../words-from.ts";

/** The staff area's words for route-not-found (English only for now: a staff language later is translation work only). */
export const routeNotFoundWords = wordsFrom({
  pageNotFound: "Page not found",
} as const);
