import { describe, expect, it } from "vitest";
import {
  applicableItems,
  completeness,
  type DisclosureValues,
  defaultSettings,
  disclosureItems,
  disclosureSections,
  disclosureWarnings,
  documentStatus,
  formatDmy,
  parseDmy,
  passPercent,
} from "./disclosure-items.ts";

const profile = {
  name: "Demo School",
  affiliationNo: "1199999",
  schoolCode: "99999",
  address: "Plot 12, Pune 411000",
  email: "a@b.in",
  phones: "+91 20 1",
};
const pdfDoc = (validUntil: string) => ({ file: "ab/x.pdf", issueDate: "2025-01-10", validUntil });

describe("the Appendix IX item list", () => {
  it("lists the sections A to E then the annual reports, each with items, keys unique", () => {
    expect(disclosureSections.map((s) => s.id)).toEqual(["A", "B", "C", "D", "E", "R"]);
    for (const s of disclosureSections) expect(disclosureItems.some((i) => i.section === s.id)).toBe(true);
    expect(new Set(disclosureItems.map((i) => i.key)).size).toBe(disclosureItems.length);
    // Items run in section order, so the public page and the staff page follow the format.
    const order = disclosureItems.map((i) => "ABCDER".indexOf(i.section));
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(disclosureItems.filter((i) => i.section === "B")).toHaveLength(8);
  });

  it("counts the Class XII results only for a school with Class XII", () => {
    const without = applicableItems(defaultSettings).length;
    expect(applicableItems({ ...defaultSettings, hasClassXII: true })).toHaveLength(without + 1);
  });
});

describe("dates dd/mm/yyyy", () => {
  it("reads and writes day first, and refuses dates that do not exist", () => {
    expect(parseDmy("24/11/2026")).toBe("2026-11-24");
    expect(parseDmy(" 1-2-2026 ")).toBe("2026-02-01");
    expect(parseDmy("2026-02-01")).toBe("2026-02-01");
    expect(parseDmy("31/02/2026")).toBeNull();
    expect(parseDmy("11/24/2026")).toBeNull();
    expect(parseDmy("tomorrow")).toBeNull();
    expect(formatDmy("2026-11-24")).toBe("24/11/2026");
  });
});

describe("document status on a given day", () => {
  it("is valid up to and including its last day, then expired; expiring within 30 days", () => {
    expect(documentStatus(pdfDoc("2026-11-24"), "2026-11-24")).toBe("expiring");
    expect(documentStatus(pdfDoc("2026-11-24"), "2026-11-25")).toBe("expired");
    expect(documentStatus(pdfDoc("2026-12-24"), "2026-11-24")).toBe("expiring");
    expect(documentStatus(pdfDoc("2026-12-25"), "2026-11-24")).toBe("valid");
    expect(documentStatus(pdfDoc(""), "2099-01-01")).toBe("valid");
    expect(documentStatus(undefined, "2026-11-24")).toBe("missing");
  });
});

describe("completeness", () => {
  it("counts the profile items, and stops counting a document once it expires", () => {
    const values: DisclosureValues = { fireSafety: pdfDoc("2026-11-25") };
    const before = completeness(values, defaultSettings, profile, "2026-11-24");
    // Name, affiliation number, school code, address, e-mail and phones from the profile, and the fire certificate.
    expect(before.done).toBe(7);
    expect(before.total).toBe(applicableItems(defaultSettings).length);
    // A profile without the CBSE numbers leaves those two items to do.
    expect(
      completeness(values, defaultSettings, { ...profile, affiliationNo: "", schoolCode: "" }, "2026-11-24").done,
    ).toBe(5);
    const after = completeness(values, defaultSettings, profile, "2026-11-26");
    expect(after.done).toBe(6);
    expect(after.missing.map((m) => m.key)).toContain("fireSafety");
  });

  it("needs every required cell of a table and every field", () => {
    const values: DisclosureValues = {
      resultsX: { rows: [{ year: "2025", registered: "50", passed: "", remarks: "" }] },
      teachers: { pgt: "4", tgt: "9", prt: "" },
    };
    let c = completeness(values, defaultSettings, profile, "2026-01-01");
    expect(c.missing.map((m) => m.key)).toEqual(expect.arrayContaining(["resultsX", "teachers"]));
    values.resultsX = { rows: [{ year: "2025", registered: "50", passed: "49", remarks: "" }] };
    values.teachers = { pgt: "4", tgt: "9", prt: "12" };
    c = completeness(values, defaultSettings, profile, "2026-01-01");
    expect(c.missing.map((m) => m.key)).not.toEqual(expect.arrayContaining(["resultsX"]));
    expect(c.missing.map((m) => m.key)).not.toContain("teachers");
  });

  it("computes the pass percentage", () => {
    expect(passPercent("58", "57")).toBe("98.3");
    expect(passPercent("0", "0")).toBe("");
    expect(passPercent("", "3")).toBe("");
  });
});

describe("dashboard warnings", () => {
  const at = (today: string, values: DisclosureValues = { fireSafety: pdfDoc("2026-12-24") }) =>
    disclosureWarnings(values, defaultSettings, profile, today);

  it("warn 30 days ahead, urgently 7 days ahead, and once expired", () => {
    expect(at("2026-11-23")).toEqual([]);
    expect(at("2026-11-24")).toEqual([expect.objectContaining({ key: "fireSafety", level: "notice" })]);
    expect(at("2026-12-17")).toEqual([expect.objectContaining({ level: "soon" })]);
    expect(at("2026-12-23")[0].message).toContain("tomorrow");
    expect(at("2026-12-25")).toEqual([
      expect.objectContaining({ key: "fireSafety", level: "expired", message: expect.stringContaining("24/12/2026") }),
    ]);
  });

  it("remind ahead of 15 February while items are missing, and ahead of 15 September without the year's report", () => {
    expect(at("2027-01-20", {}).map((w) => w.key)).toContain("deadline");
    expect(at("2027-02-16", {}).map((w) => w.key)).not.toContain("deadline");
    expect(at("2027-08-20", {}).find((w) => w.key === "annualReports")?.message).toContain("2026-27");
    const withReport: DisclosureValues = { annualReports: { rows: [{ year: "2026-27", file: "ab/r.pdf" }] } };
    expect(at("2027-08-20", withReport).map((w) => w.key)).not.toContain("annualReports");
    expect(at("2027-07-01", {}).map((w) => w.key)).not.toContain("annualReports");
  });
});
