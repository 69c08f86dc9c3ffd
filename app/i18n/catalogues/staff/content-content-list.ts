import { wordsFrom } from "../../words-from.ts";

/** The staff area's words for content-content-list (English only for now: a staff language later is translation work only). */
export const contentContentListWords = wordsFrom({
  theDisappearsFromThe: "The {singular} disappears from the website at once. This cannot be undone.",
  couldNotDelete: "Could not delete “{name}”: {message}",
  nothingMatchesTheseFilters: "Nothing matches these filters.",
  couldNotMove: "Could not move “{name}”: {message}",
  orderNote: "The website shows these in the order of this list. To change the order, clear the filters.",
  orderNotePaged:
    "The website shows these in the order of this list. To change the order, clear the filters (the whole list must fit on one page).",
  count: "{count} {kind}",
  countFound: "{count} {kind} found",
  delete: "Delete “{name}”?",
  delete2: "Delete",
  deleted: "Deleted “{name}”.",
  deletingFailed: "Deleting failed.",
  loading: "Loading…",
  noYet: "No {v1} yet.",
  movedNowOf: "Moved “{name}” {v2}: now {v3} of {length}.",
  movingFailed: "Moving failed.",
} as const);
