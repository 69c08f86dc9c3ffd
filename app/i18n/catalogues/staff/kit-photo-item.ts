import { wordsFrom } from "../../words-from.ts";

/** The staff area's words for kit-photo-item (English only for now: a staff language later is translation work only). */
export const kitPhotoItemWords = wordsFrom({
  "photoItem.demoPicture": "Demo picture",
  "photoItem.remove": "Remove",
  "photoItem.replace": "Replace",
  "photoItem.uploadingTheNew": "Uploading the new {label}",
  "photoItem.altLabel": "Description of {label} for blind visitors",
  "photoItem.save": "Save",
  "photoItem.saveWhat": "description of {label}",
  "photoItem.descriptionOfSaved": "Description of {label} saved.",
  "photoItem.savingFailed": "Saving failed.",
  "photoItem.remove2": "Remove {label}",
  "photoItem.files": "Files",
  "photoItem.describeIt": "Describe the photo for people who cannot see it",
} as const);
