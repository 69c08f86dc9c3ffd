import { type EnquiryField, enquiryDefaults } from "../../../contract/enquiry.ts";

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

export const defaultValues: EnquiryValues = { ...enquiryDefaults, consent: false };

export type EnquiryErrors = Partial<Record<EnquiryField, string>>;

const textFields = ["academicYear", "name", "fatherName", "phone", "email", "school", "class"] as const;

/** Reads a posted form (the page without JavaScript); an absent checkbox means no consent. */
export function valuesFromForm(form: FormData): EnquiryValues {
  const out = { ...defaultValues };
  for (const field of textFields) {
    const v = form.get(field);
    out[field] = typeof v === "string" ? v : "";
  }
  out.consent = form.get("consent") !== null;
  return out;
}

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
