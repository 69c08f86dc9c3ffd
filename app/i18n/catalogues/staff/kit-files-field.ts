import { wordsFrom } from "../../words-from.ts";

/** The staff area's words for kit-files-field (English only for now: a staff language later is translation work only). */
export const kitFilesFieldWords = wordsFrom({
  "filesField.none": "No {noun}s yet.",
  "filesField.moved": "{Noun} moved to position {to} of {count}.",
  "filesField.movedCover": "{Noun} moved to position {to} of {count}. It is now the cover.",
  "filesField.replaceThe": "Replace the {noun}",
  "filesField.chooseA": "Choose a {noun}",
  "filesField.addS": "Add {noun}s",
} as const);
