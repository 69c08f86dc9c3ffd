import { wordsFrom } from "../../words-from.ts";

/** The staff area's words for kit-file-uploads (English only for now: a staff language later is translation work only). */
export const kitFileUploadsWords = wordsFrom({
  isAScannedPicture:
    "{name} is a scanned picture: phones and screen readers cannot read its words. Type or paste what it says on this form as well.",
  theUploadFailed: "The upload failed.",
  uploading: "Uploading {name}…",
  uploadingS: "Uploading {length} {noun}s…",
  uploadingOfDone: "Uploading: {done} of {total} done",
  uploadsOfDone: "Uploads: {done} of {total} done",
  uploading2: "Uploading {name}",
} as const);
