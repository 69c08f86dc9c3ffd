import { describe, expect, it } from "vitest";
import { AdmissionEnquiry } from "../../../contract/enquiry.ts";
import { defaultValues, valuesFromForm } from "./enquiry-values.ts";

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
});
