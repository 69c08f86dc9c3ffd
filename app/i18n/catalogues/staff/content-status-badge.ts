import { wordsFrom } from "../../words-from.ts";

/** The staff area's words for content-status-badge (English only for now: a staff language later is translation work only). */
export const contentStatusBadgeWords = wordsFrom({
  published: "Published",
  draft: "Draft",
  withdrawn: "Withdrawn",
} as const);
