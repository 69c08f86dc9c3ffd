import { wordsFrom } from "../../words-from.ts";

/** The staff area's words for content-content-form (English only for now: a staff language later is translation work only). */
export const contentContentFormWords = wordsFrom({
  notifyParentsSendIt: "Notify parents: send it to the phones that follow the school when it is published (once)",
  status: "Status",
  pleaseWaitUntilThe: "Please wait until the uploads have finished.",
  sentForApproval: "Sent for approval",
  savedAsADraft: "Saved as a draft",
  savingFailedPleaseTry: "Saving failed. Please try again.",
  sendForApproval: "Send for approval",
  saveAndPublish: "Save and publish",
  publishedShownOnThe: "Published: shown on the website",
  draftOnlyStaffSee: "Draft: only staff see it",
  withdrawnItsAddressTells: "Withdrawn: its address tells visitors it was withdrawn",
  published: "Published",
  savedStillWithdrawn: "Saved (still withdrawn)",
  saveDraft: "Save draft",
} as const);
