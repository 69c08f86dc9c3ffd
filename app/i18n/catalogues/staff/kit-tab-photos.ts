import { wordsFrom } from "../../words-from.ts";

/** The staff area's words for kit-tab-photos (English only for now: a staff language later is translation work only). */
export const kitTabPhotosWords = wordsFrom({
  "tabPhotos.thePhotosCouldNot": "The photos could not be loaded.",
  "tabPhotos.photoRemoved": "Photo removed.",
  "tabPhotos.removingFailed": "Removing failed: {message}",
  "tabPhotos.removingFailed2": "Removing failed.",
  "photos.all": "Describe, replace, reorder or remove the photos of {name} ({count})",
  "photos.countOne": "{name}: 1 photo",
  "photos.count": "{name}: {count} photos",
  "photos.waiting": "Visitors see the new photos once the page is published.",
} as const);
