import { wordsFrom } from "../../words-from.ts";

/** The staff area's words for kit-file-uploads (English only for now: a staff language later is translation work only). */
export const kitFileUploadsWords = wordsFrom({
  "fileUploads.isAScannedPicture":
    "{name} is a scanned picture: phones and screen readers cannot read its words. Type or paste what it says on this form as well.",
  "fileUploads.theUploadFailed": "The upload failed.",
  "fileUploads.uploading": "Uploading {name}…",
  "fileUploads.uploadingS": "Uploading {length} {noun}s…",
  "fileUploads.uploadingOfDone": "Uploading: {done} of {total} done",
  "fileUploads.uploadsOfDone": "Uploads: {done} of {total} done",
  "fileUploads.uploading2": "Uploading {name}",
} as const);
