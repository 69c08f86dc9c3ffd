import { wordsFrom } from "../../words-from.ts";

/** The staff area's words for content-content-filters (English only for now: a staff language later is translation work only). */
export const contentContentFiltersWords = wordsFrom({
  "contentFilters.search": "Search",
  "contentFilters.status": "Status",
  "contentFilters.clearFilters": "Clear filters",
  "contentFilters.all": "All",
  "contentFilters.published": "Published",
  "contentFilters.drafts": "Drafts",
  "contentFilters.search2": "Search {v1}",
} as const);
