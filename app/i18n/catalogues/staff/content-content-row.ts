import { wordsFrom } from "../../words-from.ts";

/** The staff area's words for content-content-row (English only for now: a staff language later is translation work only). */
export const contentContentRowWords = wordsFrom({
  "contentRow.sentBack": "Sent back:",
  "contentRow.edit": "Edit",
  "contentRow.view": "View",
  "contentRow.delete": "Delete",
  "contentRow.shows": "Shows",
  "contentRow.photo": "photo",
  "contentRow.move": "Move “{name}” {direction}",
  "contentRow.edit2": "Edit “{name}”",
  "contentRow.viewOnTheWebsite": "View “{name}” on the website (opens in a new tab)",
  "contentRow.delete2": "Delete “{name}”",
} as const);
