import { wordsFrom } from "../../words-from.ts";

/** The staff area's words for kit-photo-order (English only for now: a staff language later is translation work only). */
export const kitPhotoOrderWords = wordsFrom({
  photoMovedToPosition: "Photo moved to position {v1} of {length}.",
  removeThisPhoto: "Remove this photo?",
  movingFailed: "Moving failed: {message}",
  movingFailed2: "Moving failed.",
  untitledPhoto: "Untitled photo",
  remove: "Remove",
} as const);
