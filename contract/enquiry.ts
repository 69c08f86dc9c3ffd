import { z } from "zod";
import {
  academicYearOptions,
  classOptions,
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
  tcMessages,
} from "./enquiry-rules.ts";

// Options, defaults, messages and limits live in the zod-free enquiry-rules.ts
// (the browser uses them without zod); they are re-exported here unchanged.
export {
  academicYearOptions,
  classOptions,
  type EnquiryField,
  enquiryDefaults,
  enquiryFieldOrder,
  enquiryMessages,
  IDEMPOTENCY_HEADER,
  schoolOptions,
  tcMessages,
} from "./enquiry-rules.ts";

const required = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(ENQUIRY_TEXT_MAX, enquiryOtherMessages.tooLong)
    .refine((s) => !hasBadCharacters(s), enquiryOtherMessages.badCharacters);

/**
 * The enquiry as the old site sent it (spec section 7), validated with the
 * messages of spec section 5. The API runs this schema; the form runs
 * validateEnquiry of enquiry-rules.ts, built from the same constants (a test
 * keeps the two in step).
 */
export const AdmissionEnquiry = z.object({
  academicYear: z.enum(academicYearOptions, { error: enquiryOtherMessages.academicYear }),
  name: required(enquiryMessages.name),
  fatherName: required(enquiryMessages.fatherName),
  phone: z
    .string({ error: enquiryMessages.phoneBlank })
    .trim()
    .min(1, enquiryMessages.phoneBlank)
    .regex(PHONE_PATTERN, enquiryMessages.phoneInvalid),
  email: z
    .string({ error: enquiryMessages.emailBlank })
    .trim()
    .min(1, enquiryMessages.emailBlank)
    .max(ENQUIRY_EMAIL_MAX, enquiryMessages.emailInvalid)
    .regex(EMAIL_PATTERN, enquiryMessages.emailInvalid)
    .refine((s) => !hasBadCharacters(s), enquiryOtherMessages.badCharacters),
  school: z.enum(schoolOptions.map((o) => o.value) as ["cbse", "state"], { error: enquiryOtherMessages.school }),
  class: z.enum(classOptions.map((o) => o.value) as [string, ...string[]], { error: enquiryOtherMessages.class }),
  /** DPDP Act 2023: a parent's consent to process the child's data; the server stores when it was given. */
  consent: z.literal(true, { error: enquiryMessages.consent }),
});
export type AdmissionEnquiryInput = z.infer<typeof AdmissionEnquiry>;

/**
 * A key the form makes when it is shown, so a double click or a retried
 * request stores one enquiry. Sent as the Idempotency-Key header or as the
 * idempotencyKey body field; a UUID fits.
 */
export const IdempotencyKey = z.string().regex(IDEMPOTENCY_KEY_PATTERN, IDEMPOTENCY_KEY_MESSAGE);

/** POST /api/form/{school}/AdmissionEnquire body. */
export const AdmissionEnquiryRequest = AdmissionEnquiry.extend({ idempotencyKey: IdempotencyKey.optional() });

/** Answer of a stored (or replayed) enquiry: 201 {id}. */
export const EnquiryCreated = z.object({ id: z.string() });

/** An enquiry as staff read it (GET /api/admin/enquiries), newest first. */
export const StoredEnquiry = z.object({
  id: z.string(),
  academicYear: z.string(),
  name: z.string(),
  fatherName: z.string(),
  phone: z.string(),
  email: z.string(),
  school: z.string(),
  class: z.string(),
  consentAt: z.string().nullable(),
  status: z.string(),
  notes: z.string(),
  createdAt: z.string(),
});
export type StoredEnquiry = z.infer<typeof StoredEnquiry>;

/** What the enquiry service answers, for the API and for the page action without JavaScript. */
export type EnquiryOutcome =
  | { status: "created"; id: string; replayed: boolean }
  | { status: "invalid"; errors: Record<string, string> }
  | { status: "rate-limited"; retryAfter: number; message: string }
  | { status: "conflict"; message: string };

/** The per-client limit on stored enquiries (multiplied by RATE_LIMIT_FACTOR in tests). */
export const ENQUIRY_LIMIT = { max: 5, windowMs: 60_000 } as const;

export function enquiryRateMessage(retryAfter: number): string {
  return `Too many enquiries were sent from your connection. Please wait ${retryAfter} seconds and try again.`;
}

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
export const TcLookup = z.object({
  name: z
    .string({ error: tcMessages.empty })
    .trim()
    .min(1, tcMessages.empty)
    .max(TC_NAME_MAX, enquiryOtherMessages.tooLong)
    .refine((s) => !hasBadCharacters(s), enquiryOtherMessages.badCharacters),
  admission: z
    .string({ error: tcMessages.empty })
    .trim()
    .min(1, tcMessages.empty)
    .max(TC_ADMISSION_MAX, enquiryOtherMessages.tooLong)
    .refine((s) => !hasBadCharacters(s), enquiryOtherMessages.badCharacters),
});
export type TcLookupInput = z.infer<typeof TcLookup>;

/**
 * 200 answer: data is a path under /api/image/ ("tc/<token>") that works for
 * a few minutes; the token is random, never derived from the student.
 */
export const TcFound = z.object({ data: z.string().regex(/^tc\/[A-Za-z0-9_-]{43}$/) });

export type TcOutcome =
  | { status: "found"; data: string }
  | { status: "not-found" }
  | { status: "invalid"; errors: Record<string, string> }
  | { status: "rate-limited"; retryAfter: number; message: string };

/** Tries per client IP and, separately, per admission number. Deliberately not relaxed in tests. */
export const TC_LIMIT = { max: 5, windowMs: 5 * 60_000 } as const;
/** Every lookup answer takes at least this long, so timing tells nothing. */
export const TC_MIN_DURATION_MS = 300;
/** How long the returned certificate path works. */
export const TC_LINK_TTL_MS = 10 * 60_000;

export function tcRateMessage(retryAfter: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfter / 60));
  return `Too many tries. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`;
}

/** Names match ignoring case, dots and repeated spaces ("A. Kumar" = "a kumar"). */
export function normalizeStudentName(name: string): string {
  return name.normalize("NFKC").toLowerCase().replace(/\./g, " ").replace(/\s+/g, " ").trim();
}

/** Admission numbers match ignoring case and surrounding spaces. */
export function normalizeAdmissionNo(admission: string): string {
  return admission.normalize("NFKC").trim().toUpperCase();
}
