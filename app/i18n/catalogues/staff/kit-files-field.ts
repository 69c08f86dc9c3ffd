import { wordsFrom } from "../../words-from.ts";

/** The staff area's words for kit-files-field (English only for now: a staff language later is translation work only). */
export const kitFilesFieldWords = wordsFrom({
  none: "No {noun}s yet.",
  moved: "{Noun} moved to position {to} of {count}.",
  movedCover: "{Noun} moved to position {to} of {count}. It is now the cover.",
  replaceThe: "Replace the {noun}",
  chooseA: "Choose a {noun}",
  addS: "Add {noun}s",
} as const);
