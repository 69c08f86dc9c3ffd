import { wordsFrom } from "../../words-from.ts";

/** The staff area's words for route-dashboard (English only for now: a staff language later is translation work only). */
export const routeDashboardWords = wordsFrom({
  dashboard: "Dashboard",
} as const);
