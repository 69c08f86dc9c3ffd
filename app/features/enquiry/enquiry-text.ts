import {
  type EnquiryField,
  enquiryMessages,
  enquiryOtherMessages,
  enquiryRateMessage,
} from "../../../contract/enquiry-rules.ts";
import type { MessageKey, Translate } from "../../i18n/i18n-context.tsx";

/** The catalogue keys of the form's labels (app/i18n/catalogues). */
export const enquiryLabels = {
  academicYear: "enquiry.label.academicYear",
  name: "enquiry.label.name",
  fatherName: "enquiry.label.fatherName",
  phone: "enquiry.label.phone",
  email: "enquiry.label.email",
  school: "enquiry.label.school",
  class: "enquiry.label.class",
  consent: "enquiry.label.consent",
} as const satisfies Record<EnquiryField, MessageKey>;

/**
 * The spec's messages (contract/enquiry-rules.ts, in English: the API answers with them) and
 * their catalogue keys: a form in Marathi or Hindi shows each in its language, whether the
 * server answered (without JavaScript) or the script checked the form in the browser.
 */
const messageKeys: [english: string, key: MessageKey][] = [
  [enquiryMessages.name, "enquiry.error.name"],
  [enquiryMessages.fatherName, "enquiry.error.fatherName"],
  [enquiryMessages.phoneBlank, "enquiry.error.phoneBlank"],
  [enquiryMessages.phoneInvalid, "enquiry.error.phoneInvalid"],
  [enquiryMessages.emailBlank, "enquiry.error.emailBlank"],
  [enquiryMessages.emailInvalid, "enquiry.error.emailInvalid"],
  [enquiryMessages.consent, "enquiry.error.consent"],
  [enquiryMessages.success, "enquiry.success"],
  [enquiryMessages.next, "enquiry.next"],
  [enquiryMessages.failure, "enquiry.failure"],
  [enquiryOtherMessages.academicYear, "enquiry.error.academicYear"],
  [enquiryOtherMessages.school, "enquiry.error.school"],
  [enquiryOtherMessages.class, "enquiry.error.class"],
  [enquiryOtherMessages.tooLong, "enquiry.error.tooLong"],
  [enquiryOtherMessages.badCharacters, "enquiry.error.badCharacters"],
  ["Submit", "enquiry.submit"],
  ["Submitting...", "enquiry.submitting"],
];

/** One of the spec's English messages in the reader's language (anything else as it is). */
export function localMessage(t: Translate, english: string): string {
  const key = messageKeys.find(([e]) => e === english)?.[1];
  if (key) return t(key);
  const wait = /^Too many enquiries .* wait (\d+) seconds/.exec(english);
  if (wait && english === enquiryRateMessage(Number(wait[1]))) return t("enquiry.rateLimited", { seconds: wait[1] });
  return english;
}

/**
 * English message → the reader's language, for the browser script (it checks with the
 * contract's English messages); written into the page, only when the page is not English.
 */
export function scriptMessages(t: Translate): Record<string, string> {
  return {
    ...Object.fromEntries(messageKeys.map(([english, key]) => [english, t(key)])),
    // The rate limit's message names its seconds: the script fills them in.
    rateLimited: t("enquiry.rateLimited", { seconds: "{seconds}" }),
  };
}
