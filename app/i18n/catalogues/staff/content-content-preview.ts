import { wordsFrom } from "../../words-from.ts";

/** The staff area's words for content-content-preview (English only for now: a staff language later is translation work only). */
export const contentContentPreviewWords = wordsFrom({
  preview: "Preview",
  fileOne: "{count} file",
  fileMany: "{count} files",
  seeItOnThe: "See it on the website (opens in a new tab)",
  itShowsOnThe: "It shows on the website once published.",
  untitled: "Untitled",
} as const);
