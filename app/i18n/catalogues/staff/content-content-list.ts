import { wordsFrom } from "../../words-from.ts";

/** The staff area's words for content-content-list (English only for now: a staff language later is translation work only). */
export const contentContentListWords = wordsFrom({
  "contentList.theDisappearsFromThe": "The {singular} disappears from the website at once. This cannot be undone.",
  "contentList.couldNotDelete": "Could not delete “{name}”: {message}",
  "contentList.nothingMatchesTheseFilters": "Nothing matches these filters.",
  "contentList.couldNotMove": "Could not move “{name}”: {message}",
  "contentList.theWebsiteShowsThese":
    "The website shows these in the order of this list. To change the order, clear the filters",
  "contentList.delete": "Delete “{name}”?",
  "contentList.delete2": "Delete",
  "contentList.deleted": "Deleted “{name}”.",
  "contentList.deletingFailed": "Deleting failed.",
  "contentList.loading": "Loading…",
  "contentList.noYet": "No {v1} yet.",
  "contentList.movedNowOf": "Moved “{name}” {v2}: now {v3} of {length}.",
  "contentList.movingFailed": "Moving failed.",
} as const);
