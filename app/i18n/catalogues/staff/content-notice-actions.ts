import { wordsFrom } from "../../words-from.ts";

/** The staff area's words for content-notice-actions (English only for now: a staff language later is translation work only). */
export const contentNoticeActionsWords = wordsFrom({
  "noticeActions.copiedTheWhatsappMessage": "Copied the WhatsApp message for “{name}”. Paste it into the class group.",
  "noticeActions.copyingDidNotWork": "Copying did not work here: use Send on WhatsApp instead.",
  "noticeActions.copyForWhatsapp": "Copy for WhatsApp: “{name}”",
  "noticeActions.copyForWhatsapp2": "Copy for WhatsApp",
  "noticeActions.sendOnWhatsapp": "Send on WhatsApp",
  "noticeActions.withdraw": "Withdraw",
  "noticeActions.withdrewItsAddressNow": "Withdrew “{name}”. Its address now tells visitors it was withdrawn.",
  "noticeActions.withdraw2": "Withdraw “",
  "noticeActions.itLeavesTheWebsite":
    "It leaves the website's lists at once. Anyone opening its address, for example from a forwarded WhatsApp message, is told the school withdrew it on today's date.",
  "noticeActions.cancel": "Cancel",
  "noticeActions.replacedByOptional": "Replaced by (optional)",
  "noticeActions.nothingReplacesIt": "Nothing replaces it",
  "noticeActions.sendOnWhatsappOpens": "Send “{name}” on WhatsApp (opens in a new tab)",
  "noticeActions.withdraw3": "Withdraw “{name}”",
  "noticeActions.withdrawingFailedPleaseTry": "Withdrawing failed. Please try again.",
} as const);
