import {
  type EnquiryField,
  type EnquiryValues,
  enquiryDefaults,
  enquiryFieldOrder,
} from "../../../contract/enquiry-rules.ts";

export type { EnquiryErrors, EnquiryValues } from "../../../contract/enquiry-rules.ts";

export const defaultValues: EnquiryValues = { ...enquiryDefaults, consent: false };

const textFields = enquiryFieldOrder.filter((f): f is Exclude<EnquiryField, "consent"> => f !== "consent");

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
