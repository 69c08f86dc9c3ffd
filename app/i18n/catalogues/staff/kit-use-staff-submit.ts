import { wordsFrom } from "../../words-from.ts";

/** The staff area's words for kit-use-staff-submit (English only for now: a staff language later is translation work only). */
export const kitUseStaffSubmitWords = wordsFrom({
  thatDidNotWork: "That did not work",
} as const);
