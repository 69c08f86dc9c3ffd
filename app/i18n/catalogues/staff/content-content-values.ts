import { wordsFrom } from "../../words-from.ts";

/** The staff area's words for content-content-values (English only for now: a staff language later is translation work only). */
export const contentContentValuesWords = wordsFrom({
  enterTheDateAs: "Enter the date as {DMY_HINT}",
  enterTheTimeAs: "Enter the time as hh:mm",
  enterAnAddressStarting: "Enter an address starting with http:// or https://",
  enterTheStartTime: "Enter the start time, or leave both empty",
  theEndTimeMust: "The end time must be after the start time",
  theLastDayCannot: "The last day cannot be before the first day",
  enterThe: "Enter the {v1}",
  untitled: "Untitled",
} as const);
