import { wordsFrom } from "../../words-from.ts";

/** The staff area's words for kit-describe-photos (English only for now: a staff language later is translation work only). */
export const kitDescribePhotosWords = wordsFrom({
  "describePhotos.describeThesePhotos": "Describe these photos (",
  "describePhotos.thesePhotosAreOn":
    "These photos are on the website already. A short description (for example: Students at the morning assembly) lets people who cannot see them know what they show.",
  "describePhotos.altLabel": "Description of {where}",
  "describePhotos.save": "Save",
  "describePhotos.saveWhat": "description of {where}",
  "describePhotos.descriptionOfSaved": "Description of {where} saved.",
  "describePhotos.writeWhatThePhoto": "Write what the photo shows",
  "describePhotos.savingFailedPleaseTry": "Saving failed. Please try again.",
} as const);
