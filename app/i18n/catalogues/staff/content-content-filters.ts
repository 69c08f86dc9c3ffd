import { wordsFrom } from "../../words-from.ts";

/** The staff area's words for content-content-filters (English only for now: a staff language later is translation work only). */
export const contentContentFiltersWords = wordsFrom({
  search: "Search",
  status: "Status",
  clearFilters: "Clear filters",
  all: "All",
  published: "Published",
  drafts: "Drafts",
  search2: "Search {v1}",
} as const);
