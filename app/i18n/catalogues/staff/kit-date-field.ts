import { wordsFrom } from "../../words-from.ts";

/** The staff area's words for kit-date-field (English only for now: a staff language later is translation work only). */
export const kitDateFieldWords = wordsFrom({
  writeItAs: "Write it as dd/mm/yyyy.",
  ddMmYyyy: "dd/mm/yyyy",
} as const);
