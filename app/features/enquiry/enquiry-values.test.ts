import { describe, expect, it } from "vitest";
import { AdmissionEnquiry, IdempotencyKey } from "../../../contract/enquiry.ts";
import { defaultValues, newIdempotencyKey, valuesFromForm } from "./enquiry-values.ts";

describe("enquiry form values", () => {
  it("starts from the spec's defaults with no consent", () => {
    expect(defaultValues).toEqual({
      academicYear: "2025-26",
      name: "",
      fatherName: "",
      phone: "",
      email: "",
      school: "cbse",
      class: "Nursery",
      consent: false,
    });
  });

  it("reads a posted form; a missing checkbox is no consent", () => {
    const form = new FormData();
    for (const [k, v] of Object.entries({
      academicYear: "2024-25",
      name: "Aarav",
      fatherName: "Sunil",
      phone: "9876543210",
      email: "a@b.in",
      school: "state",
      class: "KG",
    }))
      form.set(k, v);
    expect(valuesFromForm(form).consent).toBe(false);
    expect(AdmissionEnquiry.safeParse(valuesFromForm(form)).success).toBe(false);
    form.set("consent", "yes");
    const values = valuesFromForm(form);
    expect(values).toMatchObject({ academicYear: "2024-25", class: "KG", consent: true });
    expect(AdmissionEnquiry.safeParse(values).success).toBe(true);
  });

  it("makes distinct version-4 UUIDs the API accepts as keys", () => {
    const keys = new Set(Array.from({ length: 100 }, newIdempotencyKey));
    expect(keys.size).toBe(100);
    for (const k of keys) {
      expect(k).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(IdempotencyKey.safeParse(k).success).toBe(true);
    }
  });
});
