import { wordsFrom } from "../../words-from.ts";

/** The staff area's words for kit-photo-order (English only for now: a staff language later is translation work only). */
export const kitPhotoOrderWords = wordsFrom({
  "photoOrder.photoMovedToPosition": "Photo moved to position {v1} of {length}.",
  "photoOrder.removeThisPhoto": "Remove this photo?",
  "photoOrder.movingFailed": "Moving failed: {message}",
  "photoOrder.movingFailed2": "Moving failed.",
  "photoOrder.untitledPhoto": "Untitled photo",
  "photoOrder.remove": "Remove",
} as const);
