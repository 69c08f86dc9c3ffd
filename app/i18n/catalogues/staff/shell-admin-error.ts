import { wordsFrom } from "../../words-from.ts";

/** The staff area's words for shell-admin-error (English only for now: a staff language later is translation work only). */
export const shellAdminErrorWords = wordsFrom({
  pleaseTryAgainIf: "Please try again. If it keeps happening, tell the administrator.",
} as const);
