import { wordsFrom } from "../../words-from.ts";

/** The staff area's words for route-page-photos (English only for now: a staff language later is translation work only). */
export const routePagePhotosWords = wordsFrom({
  pagePhotos: "Page photos",
} as const);
