import { wordsFrom } from "../../words-from.ts";

/** The staff area's words for kit-confirm-dialog (English only for now: a staff language later is translation work only). */
export const kitConfirmDialogWords = wordsFrom({
  cancel: "Cancel",
} as const);
