import { wordsFrom } from "../../words-from.ts";

/** The staff area's words for content-content-values (English only for now: a staff language later is translation work only). */
export const contentContentValuesWords = wordsFrom({
  "contentValues.enterTheDateAs": "Enter the date as {DMY_HINT}",
  "contentValues.enterTheTimeAs": "Enter the time as hh:mm",
  "contentValues.enterAnAddressStarting": "Enter an address starting with http:// or https://",
  "contentValues.enterTheStartTime": "Enter the start time, or leave both empty",
  "contentValues.theEndTimeMust": "The end time must be after the start time",
  "contentValues.theLastDayCannot": "The last day cannot be before the first day",
  "contentValues.enterThe": "Enter the {v1}",
  "contentValues.untitled": "Untitled",
} as const);
