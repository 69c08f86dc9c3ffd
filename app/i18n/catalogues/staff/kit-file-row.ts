import { wordsFrom } from "../../words-from.ts";

/** The staff area's words for kit-file-row (English only for now: a staff language later is translation work only). */
export const kitFileRowWords = wordsFrom({
  "fileRow.parentsSeeItAs": "Parents see it as a picture.",
  "fileRow.parentsGetADownload": "Parents get a Download circular (PDF) button.",
  "fileRow.parentsGetADownload2": "Parents get a download button.",
  "fileRow.open": "Open",
  "fileRow.opensInANew": "(opens in a new tab)",
  "fileRow.cover": "Cover",
  "fileRow.makeCover": "Make cover",
  "fileRow.remove": "Remove",
  "fileRow.makeTheCover": "Make {name} the cover",
  "fileRow.remove2": "Remove {name}",
} as const);
