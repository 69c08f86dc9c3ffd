import { wordsFrom } from "../../words-from.ts";

/** The staff area's words for content-content-row (English only for now: a staff language later is translation work only). */
export const contentContentRowWords = wordsFrom({
  sentBack: "Sent back:",
  edit: "Edit",
  view: "View",
  delete: "Delete",
  showsFromUntil: "Shows from {from} until {until}",
  showsFrom: "Shows from {from}",
  showsUntil: "Shows until {until}",
  photoOne: "{count} photo",
  photoMany: "{count} photos",
  move: "Move “{name}” {direction}",
  edit2: "Edit “{name}”",
  viewOnTheWebsite: "View “{name}” on the website (opens in a new tab)",
  delete2: "Delete “{name}”",
} as const);
