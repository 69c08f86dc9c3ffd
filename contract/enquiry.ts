import { z } from "zod";
import {
  academicYearOptions,
  certificatePageMessages,
  classOptions,
  cleanPhone,
  EMAIL_PATTERN,
  ENQUIRY_EMAIL_MAX,
  ENQUIRY_TEXT_MAX,
  enquiryMessages,
  enquiryOtherMessages,
  hasBadCharacters,
  IDEMPOTENCY_KEY_MESSAGE,
  IDEMPOTENCY_KEY_PATTERN,
  PHONE_PATTERN,
  schoolOptions,
  TC_ADMISSION_MAX,
  TC_NAME_MAX,
} from "./enquiry-rules.ts";

// Options, defaults, messages and limits live in the zod-free enquiry-rules.ts
// (the browser uses them without zod); they are re-exported here unchanged.
export {
  academicYearOptions,
  type CertificateLookupOutcome,
  certificateNumberDayMessage,
  certificatePageMessages,
  certificateRateMessage,
  classOptions,
  ENQUIRY_LIMIT,
  type EnquiryField,
  type EnquiryOutcome,
  enquiryDefaults,
  enquiryFieldOrder,
  enquiryMessages,
  enquiryRateMessage,
  IDEMPOTENCY_HEADER,
  normalizeAdmissionNo,
  normalizeStudentName,
  schoolOptions,
  TC_LIMIT,
  TC_LINK_TTL_MS,
  TC_MIN_DURATION_MS,
  TC_NUMBER_DAY_LIMIT,
} from "./enquiry-rules.ts";

const required = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(ENQUIRY_TEXT_MAX, enquiryOtherMessages.tooLong)
    .refine((s) => !hasBadCharacters(s), enquiryOtherMessages.badCharacters);

/** The choices a school offers in the enquiry form (its profile's admission settings). */
export interface EnquiryChoices {
  academicYears: readonly string[];
  boards: readonly { value: string }[];
  classes: readonly { value: string }[];
}

/** The choices of spec section 9, for callers without a school profile (API docs, tests). */
export const standardChoices: EnquiryChoices = {
  academicYears: academicYearOptions,
  boards: schoolOptions,
  classes: classOptions,
};

const oneOf = (values: readonly string[], message: string) =>
  z.string({ error: message }).refine((v) => values.includes(v), message);

/**
 * The enquiry as the old site sent it (spec section 7), validated with the
 * messages of spec section 5 against the school's own choices. The API runs
 * this schema; the form runs validateEnquiry of enquiry-rules.ts, built from
 * the same constants (a test keeps the two in step).
 */
export function admissionEnquirySchema(choices: EnquiryChoices) {
  return z.object({
    academicYear: oneOf(choices.academicYears, enquiryOtherMessages.academicYear),
    name: required(enquiryMessages.name),
    fatherName: required(enquiryMessages.fatherName),
    phone: z
      .string({ error: enquiryMessages.phoneBlank })
      .trim()
      .min(1, enquiryMessages.phoneBlank)
      .transform(cleanPhone)
      .pipe(z.string().min(1, enquiryMessages.phoneBlank).regex(PHONE_PATTERN, enquiryMessages.phoneInvalid)),
    email: z
      .string({ error: enquiryMessages.emailBlank })
      .trim()
      .min(1, enquiryMessages.emailBlank)
      .max(ENQUIRY_EMAIL_MAX, enquiryMessages.emailInvalid)
      .regex(EMAIL_PATTERN, enquiryMessages.emailInvalid)
      .refine((s) => !hasBadCharacters(s), enquiryOtherMessages.badCharacters),
    school: oneOf(
      choices.boards.map((o) => o.value),
      enquiryOtherMessages.school,
    ),
    class: oneOf(
      choices.classes.map((o) => o.value),
      enquiryOtherMessages.class,
    ),
    /** DPDP Act 2023: a parent's consent to process the child's data; the server stores when it was given. */
    consent: z.literal(true, { error: enquiryMessages.consent }),
  });
}

/** The enquiry with the standard choices of spec section 9. */
export const AdmissionEnquiry = admissionEnquirySchema(standardChoices);
export type AdmissionEnquiryInput = z.infer<typeof AdmissionEnquiry>;

/**
 * A key the form makes when it is shown, so a double click or a retried
 * request stores one enquiry. Sent as the Idempotency-Key header or as the
 * idempotencyKey body field; a UUID fits.
 */
export const IdempotencyKey = z.string().regex(IDEMPOTENCY_KEY_PATTERN, IDEMPOTENCY_KEY_MESSAGE);

/** Field → first message, the shape of the API's 400 answer and of the form's errors. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "_");
    out[key] ??= issue.message;
  }
  return out;
}

/** POST /api/tc/{school} body: the student's full name and the admission number. */
export const CertificateLookupInput = z.object({
  name: z
    .string({ error: certificatePageMessages.empty })
    .trim()
    .min(1, certificatePageMessages.empty)
    .max(TC_NAME_MAX, enquiryOtherMessages.tooLong)
    .refine((s) => !hasBadCharacters(s), enquiryOtherMessages.badCharacters),
  admission: z
    .string({ error: certificatePageMessages.empty })
    .trim()
    .min(1, certificatePageMessages.empty)
    .max(TC_ADMISSION_MAX, enquiryOtherMessages.tooLong)
    .refine((s) => !hasBadCharacters(s), enquiryOtherMessages.badCharacters),
});
