import { z } from "zod";

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
  failure: "❌ There was an error submitting the form. Please try again.",
} as const;

const required = (message: string) => z.string({ error: message }).trim().min(1, message).max(200, "Too long");

/**
 * The enquiry as the old site sent it (spec section 7), validated with the
 * messages of spec section 5. The same schema runs in the form and the API.
 */
export const AdmissionEnquiry = z.object({
  academicYear: z.enum(academicYearOptions, { error: "Choose an academic year" }),
  name: required(enquiryMessages.name),
  fatherName: required(enquiryMessages.fatherName),
  phone: z
    .string({ error: enquiryMessages.phoneBlank })
    .trim()
    .min(1, enquiryMessages.phoneBlank)
    .regex(/^\d{10}$/, enquiryMessages.phoneInvalid),
  email: z
    .string({ error: enquiryMessages.emailBlank })
    .trim()
    .min(1, enquiryMessages.emailBlank)
    .max(200, enquiryMessages.emailInvalid)
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, enquiryMessages.emailInvalid),
  school: z.enum(schoolOptions.map((o) => o.value) as ["cbse", "state"], { error: "Choose a school board" }),
  class: z.enum(classOptions.map((o) => o.value) as [string, ...string[]], { error: "Choose a class" }),
});
export type AdmissionEnquiryInput = z.infer<typeof AdmissionEnquiry>;

/** Field → first message, the shape of the API's 400 answer and of the form's errors. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "_");
    out[key] ??= issue.message;
  }
  return out;
}

export const TcLookup = z.object({
  name: z.string().trim().min(1, "Please fill in all fields").max(200),
  admission: z.string().trim().min(1, "Please fill in all fields").max(50),
});
export const tcMessages = {
  empty: "Please fill in all fields",
  failed: "Failed to process your request. Please try again later.",
  download: "Failed to download data.",
} as const;
