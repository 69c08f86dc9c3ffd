import { wordsFrom } from "../../words-from.ts";

/** The staff area's words for content-approval-note (English only for now: a staff language later is translation work only). */
export const contentApprovalNoteWords = wordsFrom({
  approvalAndSchedule: "Approval and schedule",
  theApproverWrote: "The approver wrote:",
  sentOn: "Sent on {when}.",
} as const);
