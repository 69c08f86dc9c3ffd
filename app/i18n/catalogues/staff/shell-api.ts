import { wordsFrom } from "../../words-from.ts";

/** The staff area's words for shell-api (English only for now: a staff language later is translation work only). */
export const shellApiWords = wordsFrom({
  youDoNotHave: "You do not have access to this page",
  yourSessionHasEnded: "Your session has ended. Please sign in again.",
  thisItemNoLonger: "This item no longer exists.",
  theFileIsToo: "The file is too large.",
  thisTypeOfFile: "This type of file is not accepted. Use JPEG, PNG, WebP or PDF.",
  tooManyRequestsPlease: "Too many requests. Please wait a moment and try again.",
  theUploadFailedPlease: "The upload failed. Please try again.",
} as const);
