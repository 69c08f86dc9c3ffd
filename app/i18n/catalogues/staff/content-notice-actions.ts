import { wordsFrom } from "../../words-from.ts";

/** The staff area's words for content-notice-actions (English only for now: a staff language later is translation work only). */
export const contentNoticeActionsWords = wordsFrom({
  copiedTheWhatsappMessage: "Copied the WhatsApp message for “{name}”. Paste it into the class group.",
  copyingDidNotWork: "Copying did not work here: use Send on WhatsApp instead.",
  copyForWhatsapp: "Copy for WhatsApp: “{name}”",
  copyForWhatsapp2: "Copy for WhatsApp",
  sendOnWhatsapp: "Send on WhatsApp",
  withdraw: "Withdraw",
  withdrewItsAddressNow: "Withdrew “{name}”. Its address now tells visitors it was withdrawn.",
  withdrawWhat: "Withdraw “{name}”?",
  itLeavesTheWebsite:
    "It leaves the website's lists at once. Anyone opening its address, for example from a forwarded WhatsApp message, is told the school withdrew it on today's date.",
  cancel: "Cancel",
  replacedByOptional: "Replaced by (optional)",
  nothingReplacesIt: "Nothing replaces it",
  sendOnWhatsappOpens: "Send “{name}” on WhatsApp (opens in a new tab)",
  withdraw3: "Withdraw “{name}”",
  withdrawingFailedPleaseTry: "Withdrawing failed. Please try again.",
} as const);
