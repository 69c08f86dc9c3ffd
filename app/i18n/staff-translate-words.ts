import { enStaffTranslate } from "./catalogues/en-staff-translate.ts";
import { wordsFrom } from "./words-from.ts";

/** The translation screens' words (en-staff-translate.ts), for those screens only. */
export const translateStaffWords = wordsFrom(enStaffTranslate);
