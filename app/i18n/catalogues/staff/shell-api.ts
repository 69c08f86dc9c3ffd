import { wordsFrom } from "../../words-from.ts";

/** The staff area's words for shell-api (English only for now: a staff language later is translation work only). */
export const shellApiWords = wordsFrom({
  "api.youDoNotHave": "You do not have access to this page",
  "api.yourSessionHasEnded": "Your session has ended. Please sign in again.",
  "api.thisItemNoLonger": "This item no longer exists.",
  "api.theFileIsToo": "The file is too large.",
  "api.thisTypeOfFile": "This type of file is not accepted. Use JPEG, PNG, WebP or PDF.",
  "api.tooManyRequestsPlease": "Too many requests. Please wait a moment and try again.",
  "api.theUploadFailedPlease": "The upload failed. Please try again.",
} as const);
