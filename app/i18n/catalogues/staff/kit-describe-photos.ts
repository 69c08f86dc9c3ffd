import { wordsFrom } from "../../words-from.ts";

/** The staff area's words for kit-describe-photos (English only for now: a staff language later is translation work only). */
export const kitDescribePhotosWords = wordsFrom({
  describeThesePhotos: "Describe these photos ({count})",
  thesePhotosAreOn:
    "These photos are on the website already. A short description (for example: Students at the morning assembly) lets people who cannot see them know what they show.",
  altLabel: "Description of {where}",
  save: "Save",
  saveWhat: "description of {where}",
  descriptionOfSaved: "Description of {where} saved.",
  writeWhatThePhoto: "Write what the photo shows",
  savingFailedPleaseTry: "Saving failed. Please try again.",
} as const);
