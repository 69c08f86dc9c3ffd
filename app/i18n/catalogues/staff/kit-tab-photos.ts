import { wordsFrom } from "../../words-from.ts";

/** The staff area's words for kit-tab-photos (English only for now: a staff language later is translation work only). */
export const kitTabPhotosWords = wordsFrom({
  thePhotosCouldNot: "The photos could not be loaded.",
  photoRemoved: "Photo removed.",
  removingFailed: "Removing failed: {message}",
  removingFailed2: "Removing failed.",
  all: "Describe, replace, reorder or remove the photos of {name} ({count})",
  countOne: "{name}: 1 photo",
  count: "{name}: {count} photos",
  waiting: "Visitors see the new photos once the page is published.",
} as const);
