import { wordsFrom } from "../../words-from.ts";

/** The staff area's words for content-content-preview (English only for now: a staff language later is translation work only). */
export const contentContentPreviewWords = wordsFrom({
  "contentPreview.preview": "Preview",
  "contentPreview.file": "file",
  "contentPreview.seeItOnThe": "See it on the website (opens in a new tab)",
  "contentPreview.itShowsOnThe": "It shows on the website once published.",
  "contentPreview.untitled": "Untitled",
} as const);
