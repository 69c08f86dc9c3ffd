import { wordsFrom } from "../../words-from.ts";

/** The staff area's words for kit-unsaved-changes (English only for now: a staff language later is translation work only). */
export const kitUnsavedChangesWords = wordsFrom({
  "unsavedChanges.leaveWithoutSaving": "Leave without saving?",
  "unsavedChanges.whatYouChangedOn": "What you changed on this page is not saved yet. If you leave now, it is lost.",
  "unsavedChanges.leaveWithoutSaving2": "Leave without saving",
} as const);
