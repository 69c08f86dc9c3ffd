import { wordsFrom } from "../../words-from.ts";

/** The staff area's words for content-approval-note (English only for now: a staff language later is translation work only). */
export const contentApprovalNoteWords = wordsFrom({
  "approvalNote.approvalAndSchedule": "Approval and schedule",
  "approvalNote.theApproverWrote": "The approver wrote:",
} as const);
