import { wordsFrom } from "../../words-from.ts";

/** The staff area's words for kit-file-row (English only for now: a staff language later is translation work only). */
export const kitFileRowWords = wordsFrom({
  parentsSeeItAs: "Parents see it as a picture.",
  parentsGetADownload: "Parents get a Download circular (PDF) button.",
  parentsGetADownload2: "Parents get a download button.",
  openNewTab: "Open {name} (opens in a new tab)",
  // The badge of a document without a picture.
  pdfBadge: "PDF",
  fileBadge: "FILE",
  cover: "Cover",
  makeCover: "Make cover",
  remove: "Remove",
  makeTheCover: "Make {name} the cover",
  remove2: "Remove {name}",
} as const);
