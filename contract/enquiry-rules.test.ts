import { describe, expect, it } from "vitest";
import { AdmissionEnquiry, CertificateLookupInput, fieldErrors, IdempotencyKey } from "./enquiry.ts";
import {
  certificateFieldsFilled,
  certificatePageMessages,
  cleanPhone,
  type EnquiryValues,
  enquiryBody,
  enquiryDefaults,
  enquiryMessages,
  newIdempotencyKey,
  validateEnquiry,
} from "./enquiry-rules.ts";

const valid: EnquiryValues = {
  academicYear: "2026-27",
  name: "Aarav Deshmukh",
  fatherName: "Sunil Deshmukh",
  phone: "9876543210",
  email: "sunil@example.com",
  school: "state",
  class: "Class 4",
  consent: true,
};

/** Every case the browser can meet, and a few it cannot (tampered selects, overlong text). */
const cases: [string, Partial<EnquiryValues>][] = [
  ["valid", {}],
  ["valid with spaces around", { name: "  Aarav ", phone: " 9876543210 ", email: " a@b.in " }],
  ["all empty", { name: "", fatherName: "", phone: "", email: "", consent: false }],
  ["spaces only", { name: "   ", fatherName: "\t", phone: "  ", email: " " }],
  ["short phone", { phone: "98765" }],
  ["long phone", { phone: "987654321012" }],
  ["phone with +91", { phone: "+919876543210" }],
  ["phone with letters", { phone: "98765abcde" }],
  ["email without @", { email: "sunil at example.com" }],
  ["email without dot", { email: "sunil@example" }],
  ["email with space", { email: "su nil@example.com" }],
  ["email too long", { email: `${"a".repeat(195)}@example.com` }],
  ["name too long", { name: "a".repeat(201) }],
  ["name at the limit", { name: "a".repeat(200) }],
  ["unknown year", { academicYear: "2030-31" }],
  ["unknown board", { school: "icse" }],
  ["unknown class", { class: "Class 11" }],
  ["no consent", { consent: false }],
];

describe("validateEnquiry (the browser's check without zod)", () => {
  it.each(cases)("gives the same messages as the API's zod schema: %s", (_label, change) => {
    const values = { ...valid, ...change };
    const parsed = AdmissionEnquiry.safeParse(values);
    expect(validateEnquiry(values)).toEqual(parsed.success ? {} : fieldErrors(parsed.error));
  });

  it("uses the spec's exact messages for blank and malformed fields", () => {
    expect(validateEnquiry({ ...enquiryDefaults, consent: false })).toEqual({
      name: "Please enter the student name",
      fatherName: "Please enter the parent name",
      phone: "Please enter mobile number",
      email: "Please enter email",
      consent: "Please confirm your consent to send this enquiry",
    });
    expect(validateEnquiry({ ...valid, phone: "12345", email: "x@y" })).toEqual({
      phone: enquiryMessages.phoneInvalid,
      email: enquiryMessages.emailInvalid,
    });
    expect(enquiryMessages.phoneInvalid).toBe("Enter a valid 10-digit mobile number");
    expect(enquiryMessages.emailInvalid).toBe("Enter a valid email address");
  });

  it("sends what the schema would store: trimmed text", () => {
    const values = { ...valid, name: "  Aarav ", phone: " 9876543210 " };
    const parsed = AdmissionEnquiry.parse(values);
    expect(enquiryBody(values)).toEqual(parsed);
  });
});

describe("newIdempotencyKey", () => {
  it("makes distinct version-4 UUIDs the API accepts as keys", () => {
    const keys = new Set(Array.from({ length: 100 }, newIdempotencyKey));
    expect(keys.size).toBe(100);
    for (const k of keys) {
      expect(k).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(IdempotencyKey.safeParse(k).success).toBe(true);
    }
  });
});

describe("certificateFieldsFilled", () => {
  it.each([
    [{ admission: "", name: "" }, false],
    [{ admission: "TV2019/045", name: "" }, false],
    [{ admission: "", name: "Aarav" }, false],
    [{ admission: "TV2019/045", name: "   " }, false],
    [{ admission: "TV2019/045", name: "Aarav" }, true],
  ])("agrees with the API's check for %o", (input, filled) => {
    expect(certificateFieldsFilled(input)).toBe(filled);
    const parsed = CertificateLookupInput.safeParse(input);
    expect(parsed.success).toBe(filled);
    if (!parsed.success) expect(Object.values(fieldErrors(parsed.error))).toContain(certificatePageMessages.empty);
  });
});

describe("mobile numbers as parents write them (issue 16)", () => {
  const written = ["98765 43210", "98765-43210", "+91 98765 43210", "+91-9876543210", "098765 43210", "919876543210"];
  it.each(written)("accepts %s and stores the 10 digits, in the form and the API", (phone) => {
    const values = { ...valid, phone };
    expect(validateEnquiry(values)).toEqual({});
    expect(enquiryBody(values).phone).toBe("9876543210");
    const parsed = AdmissionEnquiry.safeParse(values);
    expect(parsed.success && parsed.data.phone).toBe("9876543210");
  });

  it.each(["98765 4321", "+91 98765 432101", "0 98765", "98765 abcde"])(
    "refuses %s: not 10 digits after cleaning",
    (phone) => {
      expect(validateEnquiry({ ...valid, phone })).toEqual({ phone: enquiryMessages.phoneInvalid });
      expect(AdmissionEnquiry.safeParse({ ...valid, phone }).success).toBe(false);
    },
  );

  it("cleanPhone leaves a plain 10-digit number alone", () => {
    expect(cleanPhone(" 9876543210 ")).toBe("9876543210");
  });
});
