import { wordsFrom } from "../../words-from.ts";

/** The staff area's words for route-alerts (English only for now: a staff language later is translation work only). */
export const routeAlertsWords = wordsFrom({
  alerts: "Alerts",
} as const);
