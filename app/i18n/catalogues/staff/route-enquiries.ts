import { wordsFrom } from "../../words-from.ts";

/** The staff area's words for route-enquiries (English only for now: a staff language later is translation work only). */
export const routeEnquiriesWords = wordsFrom({
  enquiries: "Enquiries",
} as const);
