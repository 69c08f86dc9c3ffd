import { wordsFrom } from "../../words-from.ts";

/** The staff area's words for content-content-form (English only for now: a staff language later is translation work only). */
export const contentContentFormWords = wordsFrom({
  "contentForm.notifyParentsSendIt":
    "Notify parents: send it to the phones that follow the school when it is published (once)",
  "contentForm.status": "Status",
  "contentForm.pleaseWaitUntilThe": "Please wait until the uploads have finished.",
  "contentForm.sentForApproval": "Sent for approval",
  "contentForm.savedAsADraft": "Saved as a draft",
  "contentForm.savingFailedPleaseTry": "Saving failed. Please try again.",
  "contentForm.sendForApproval": "Send for approval",
  "contentForm.saveAndPublish": "Save and publish",
  "contentForm.publishedShownOnThe": "Published: shown on the website",
  "contentForm.draftOnlyStaffSee": "Draft: only staff see it",
  "contentForm.withdrawnItsAddressTells": "Withdrawn: its address tells visitors it was withdrawn",
  "contentForm.published": "Published",
  "contentForm.savedStillWithdrawn": "Saved (still withdrawn)",
  "contentForm.saveDraft": "Save draft",
} as const);
