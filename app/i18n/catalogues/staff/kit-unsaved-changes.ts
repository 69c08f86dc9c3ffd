import { wordsFrom } from "../../words-from.ts";

/** The staff area's words for kit-unsaved-changes (English only for now: a staff language later is translation work only). */
export const kitUnsavedChangesWords = wordsFrom({
  leaveWithoutSaving: "Leave without saving?",
  whatYouChangedOn: "What you changed on this page is not saved yet. If you leave now, it is lost.",
  leaveWithoutSaving2: "Leave without saving",
} as const);
