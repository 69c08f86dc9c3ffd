import { wordsFrom } from "../../words-from.ts";

/** The staff area's words for kit-photo-item (English only for now: a staff language later is translation work only). */
export const kitPhotoItemWords = wordsFrom({
  demoPicture: "Demo picture",
  remove: "Remove",
  replace: "Replace",
  replaceWhat: "Replace {label}",
  uploadingTheNew: "Uploading the new {label}",
  altLabel: "Description of {label} for blind visitors",
  save: "Save",
  saveWhat: "description of {label}",
  descriptionOfSaved: "Description of {label} saved.",
  savingFailed: "Saving failed.",
  remove2: "Remove {label}",
  files: "Files",
  describeIt: "Describe the photo for people who cannot see it",
  notDescribed: "{label}, not described yet",
} as const);
