/**
 * The admission enquiry and transfer certificate rules without zod: options,
 * limits, the spec's exact messages and plain validation. The browser
 * behaviours (app/enhance) import this module; contract/enquiry.ts builds its
 * zod schemas from the same constants, so form and API cannot drift apart.
 */

/** Options and defaults of the admission enquiry form (spec section 9). */
export const academicYearOptions = ["2024-25", "2025-26", "2026-27"] as const;
export const schoolOptions = [
  { value: "cbse", label: "CBSE" },
  { value: "state", label: "State" },
] as const;
export const classOptions = [
  { value: "Nursery", label: "Nursery" },
  { value: "KG", label: "KG" },
  ...Array.from({ length: 10 }, (_, i) => ({ value: `Class ${i + 1}`, label: `Class ${i + 1}` })),
] as const;

export const enquiryDefaults = {
  academicYear: "2025-26",
  name: "",
  fatherName: "",
  phone: "",
  email: "",
  school: "cbse",
  class: "Nursery",
} as const;

export const enquiryMessages = {
  name: "Please enter the student name",
  fatherName: "Please enter the parent name",
  phoneBlank: "Please enter mobile number",
  phoneInvalid: "Enter a valid 10-digit mobile number",
  emailBlank: "Please enter email",
  emailInvalid: "Enter a valid email address",
  consent: "Please confirm your consent to send this enquiry",
  success: "✅ Your form was submitted successfully.",
  /** Shown under the success message, which gets the focus: what the parent can expect now. */
  next: "What happens next: the admissions office will call you on the mobile number you gave within two working days to answer your questions and invite you to visit the school. Please keep your phone handy.",
  failure: "❌ There was an error submitting the form. Please try again.",
} as const;

/** Messages of fields a parent cannot get wrong in the form (selects, overlong text). */
export const enquiryOtherMessages = {
  academicYear: "Choose an academic year",
  school: "Choose a school board",
  class: "Choose a class",
  tooLong: "Too long",
  badCharacters: "Please remove the unusual characters from this field",
} as const;

/**
 * Control characters (NUL among them) and unpaired UTF-16 halves: no form
 * field needs them, PostgreSQL cannot store NUL, and a lone surrogate is not
 * valid text anywhere else either.
 */
export function hasBadCharacters(text: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
  return /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(
    text,
  );
}

export const ENQUIRY_TEXT_MAX = 200;
export const ENQUIRY_EMAIL_MAX = 200;
export const PHONE_PATTERN = /^\d{10}$/;

/**
 * The 10 digits of an Indian mobile number as parents write it: spaces, dashes,
 * dots and brackets are dropped, and so are a +91 / 0091 / 91 country code and a
 * leading 0 ("+91 98765-43210", "098765 43210" → "9876543210"). Anything else is
 * returned as it is, to fail the 10-digit check.
 */
export function cleanPhone(raw: string): string {
  const p = raw.trim().replace(/[\s\-().]/g, "");
  if (p.startsWith("+91")) return p.slice(3);
  if (p.startsWith("0091") && p.length === 14) return p.slice(4);
  if (p.startsWith("91") && p.length === 12) return p.slice(2);
  if (p.startsWith("0") && p.length === 11) return p.slice(1);
  return p;
}
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Fields in the order the form shows them; the first invalid one gets the focus. */
export const enquiryFieldOrder = [
  "academicYear",
  "name",
  "fatherName",
  "phone",
  "email",
  "school",
  "class",
  "consent",
] as const;
export type EnquiryField = (typeof enquiryFieldOrder)[number];
/** The fields an enquiry stores as the parent typed them (consent is stored as its time). */
export const enquiryStoredFields = enquiryFieldOrder.filter(
  (f): f is Exclude<EnquiryField, "consent"> => f !== "consent",
);

/** What the form holds: the enquiry fields as typed, plus the consent box. */
export interface EnquiryValues {
  academicYear: string;
  name: string;
  fatherName: string;
  phone: string;
  email: string;
  school: string;
  class: string;
  consent: boolean;
}

export type EnquiryErrors = Partial<Record<EnquiryField, string>>;

const inOptions = (options: readonly { value: string }[], value: string) => options.some((o) => o.value === value);

function requiredText(value: string, message: string): string | undefined {
  const v = value.trim();
  if (v.length < 1) return message;
  if (v.length > ENQUIRY_TEXT_MAX) return enquiryOtherMessages.tooLong;
  if (hasBadCharacters(v)) return enquiryOtherMessages.badCharacters;
  return undefined;
}

/** The choices a form offers: the school's own (the page reads them from its selects) or spec section 9's. */
interface FormChoices {
  academicYears: readonly string[];
  boards: readonly { value: string }[];
  classes: readonly { value: string }[];
}

/**
 * The first message per invalid field, exactly as the zod schema
 * (contract/enquiry.ts admissionEnquirySchema) reports it; empty when all is valid.
 */
export function validateEnquiry(
  values: EnquiryValues,
  choices: FormChoices = { academicYears: academicYearOptions, boards: schoolOptions, classes: classOptions },
): EnquiryErrors {
  const errors: EnquiryErrors = {};
  if (!choices.academicYears.includes(values.academicYear)) {
    errors.academicYear = enquiryOtherMessages.academicYear;
  }
  const name = requiredText(values.name, enquiryMessages.name);
  if (name) errors.name = name;
  const fatherName = requiredText(values.fatherName, enquiryMessages.fatherName);
  if (fatherName) errors.fatherName = fatherName;

  const phone = cleanPhone(values.phone);
  if (phone.length < 1) errors.phone = enquiryMessages.phoneBlank;
  else if (!PHONE_PATTERN.test(phone)) errors.phone = enquiryMessages.phoneInvalid;

  const email = values.email.trim();
  if (email.length < 1) errors.email = enquiryMessages.emailBlank;
  else if (email.length > ENQUIRY_EMAIL_MAX || !EMAIL_PATTERN.test(email)) errors.email = enquiryMessages.emailInvalid;
  else if (hasBadCharacters(email)) errors.email = enquiryOtherMessages.badCharacters;

  if (!inOptions(choices.boards, values.school)) errors.school = enquiryOtherMessages.school;
  if (!inOptions(choices.classes, values.class)) errors.class = enquiryOtherMessages.class;
  if (values.consent !== true) errors.consent = enquiryMessages.consent;
  return errors;
}

/** The enquiry as the API takes it (spec section 7): trimmed text, consent given. */
export function enquiryBody(values: EnquiryValues) {
  return {
    academicYear: values.academicYear,
    name: values.name.trim(),
    fatherName: values.fatherName.trim(),
    phone: cleanPhone(values.phone),
    email: values.email.trim(),
    school: values.school,
    class: values.class,
    consent: values.consent,
  };
}

/** The header that carries the idempotency key (the body may carry it as idempotencyKey too). */
export const IDEMPOTENCY_HEADER = "idempotency-key";
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,100}$/;
export const IDEMPOTENCY_KEY_MESSAGE = "The idempotency key must be 16 to 100 letters, digits, dashes or underscores";

/**
 * A random UUID (version 4) for the idempotency key. crypto.randomUUID exists
 * only on https pages; getRandomValues works everywhere.
 */
export function newIdempotencyKey(): string {
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export const certificatePageMessages = {
  empty: "Please fill in all fields",
  failed: "Failed to process your request. Please try again later.",
  download: "Failed to download data.",
} as const;

/**
 * Issue 16: when the details match no certificate, say so (the spec's
 * "try again later" stays for real failures). One message for a wrong name
 * and an unknown number alike, so it reveals nothing about who is enrolled.
 */
export function certificateNoMatchMessage(officePhone: string): string {
  return `No certificate matches these details. Check the admission number and name, or call the office on ${officePhone}.`;
}

/** The downloaded certificate's file name: the admission number ("TV2019/045" → "TC-TV2019-045.jpg"). */
export function certificateFileName(admission: string): string {
  const safe = admission
    .normalize("NFKC")
    .trim()
    .toUpperCase()
    .replace(/[^A-Z0-9_-]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
  return safe ? `TC-${safe}.jpg` : "tc.jpg";
}

export const TC_NAME_MAX = 200;
export const TC_ADMISSION_MAX = 50;

/** The spec's one check before a lookup: both fields filled (spaces alone do not count). */
export function certificateFieldsFilled(input: { admission: string; name: string }): boolean {
  return input.admission.trim() !== "" && input.name.trim() !== "";
}

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

export type CertificateLookupOutcome =
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

/**
 * The total cap on name guesses for one admission number (README Security
 * notes): 20 wrong names in 24 hours, whoever sends them; after that every
 * name, the right one too, is refused until the day's window ends, because
 * an answer to the right name would tell a guesser it was right.
 */
export const TC_NUMBER_DAY_LIMIT = { max: 20, windowMs: 24 * 60 * 60_000 } as const;

export function certificateNumberDayMessage(retryAfter: number): string {
  const hours = Math.max(1, Math.ceil(retryAfter / 3600));
  return `Too many names were tried for this admission number. Please try again in ${hours} hour${hours === 1 ? "" : "s"}, or ask the school office for the certificate.`;
}

export function certificateRateMessage(retryAfter: number): string {
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
