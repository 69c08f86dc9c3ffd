import { todayInKolkata } from "../../contract/dates.ts";
import {
  applicableItems,
  type DisclosureValues,
  type DocumentValue,
  defaultSettings,
  disclosureItems,
  formatDmy,
} from "../../contract/disclosure-items.ts";
import { disclosureParts } from "../../contract/text-translations.ts";
import { buildSampleDocumentPdf } from "../disclosure/sample-document-pdf.ts";
import type { Services } from "../services.ts";
import { writeTextTranslations } from "../translations/text-transfer.ts";
import { demoDisclosureTranslations } from "./demo-disclosure-texts.ts";
import { demoClassNames } from "./demo-school.ts";

const shift = (iso: string, years: number, days = 0) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() + years);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** Each Section B document: issued some time ago, valid for a few more years (none near expiry in the demo). */
const documents: Record<string, { issuedYearsAgo: number; validYears: number | null; lines: string[] }> = {
  affiliationLetter: {
    issuedYearsAgo: 2,
    validYears: 5,
    lines: ["Extension of provisional affiliation up to Secondary level", "Affiliation No. 1199999"],
  },
  registration: {
    issuedYearsAgo: 3,
    validYears: 5,
    lines: ["Demo Education Society, registered under the Societies Act"],
  },
  noc: { issuedYearsAgo: 6, validYears: null, lines: ["No objection to affiliation with CBSE, New Delhi"] },
  rte: { issuedYearsAgo: 1, validYears: 3, lines: ["Recognition under section 18 of the RTE Act, 2009"] },
  buildingSafety: {
    issuedYearsAgo: 1,
    validYears: 3,
    lines: ["Structure found safe as per National Building Code 2016"],
  },
  fireSafety: { issuedYearsAgo: 1, validYears: 2, lines: ["Fire safety measures inspected and found adequate"] },
  deo: {
    issuedYearsAgo: 4,
    validYears: null,
    lines: ["Self-certification verified by the District Education Officer"],
  },
  waterHealth: {
    issuedYearsAgo: 0,
    validYears: 1,
    lines: ["Drinking water tested potable", "Toilets and kitchen inspected: sanitary"],
  },
};

/**
 * Fills every disclosure item with believable sample values, and every
 * document with a small PDF marked SAMPLE, dated around `now` so the demo is
 * complete and current whenever it is loaded.
 */
/** Committee members, each `[name, role]`. */
const members = (...pairs: [name: string, role: string][]) => pairs.map(([name, role]) => ({ name, role }));

export async function loadDemoDisclosure(services: Services, school: string, now = new Date()): Promise<void> {
  const today = todayInKolkata(now);
  const year = Number(today.slice(0, 4));
  const pdf = async (name: string, title: string, lines: string[]) =>
    (await services.files.save(school, buildSampleDocumentPdf(title, lines), `${name}.pdf`)).id;

  const values: DisclosureValues = {
    principal: { name: "Mrs. Sample Principal", qualification: "M.Sc., M.Ed." },
  };
  for (const item of disclosureItems) {
    if (item.kind !== "document") continue;
    const d = documents[item.key];
    const issueDate = shift(today, -d.issuedYearsAgo, -40);
    const validUntil = d.validYears === null ? "" : shift(issueDate, d.validYears);
    const lines = [...d.lines, `Issued on ${formatDmy(issueDate)}`];
    if (validUntil) lines.push(`Valid until ${formatDmy(validUntil)}`);
    lines.push("Self-attested by the Principal");
    const value: DocumentValue = { file: await pdf(item.key, item.label, lines), issueDate, validUntil };
    values[item.key] = value;
  }

  // The one fee table: the Fees page under Admission reads it too (issue 26).
  values.fees = {
    rows: demoClassNames.map((c, i) => ({
      className: c,
      tuition: String(24000 + Math.floor(i / 3) * 4000),
      other: String(3500 + Math.floor(i / 5) * 1000),
      instalments: "3: April, August and December",
      notes:
        i < 3
          ? "Includes the kindergarten activity kit"
          : i === demoClassNames.length - 1
            ? "Includes the SSC board examination fee"
            : "",
    })),
    file: await pdf("fee-structure", "Fee structure", [
      `Fees for the school year ${year}-${String((year + 1) % 100).padStart(2, "0")}`,
    ]),
  };
  values.calendar = {
    file: await pdf("academic-calendar", "Annual academic calendar", [
      "Term 1: April to September",
      "Term 2: October to March",
    ]),
  };
  values.smc = {
    rows: members(
      ["Mr. Sample Chairperson", "Chairperson"],
      ["Mrs. Sample Principal", "Member Secretary"],
      ["Dr. Sample Educationist", "Educationist nominated by CBSE"],
      ["Mr. Sample Parent", "Parent member"],
      ["Ms. Sample Teacher", "Teacher member"],
    ),
  };
  values.pta = {
    rows: members(
      ["Mrs. Sample Parent", "President"],
      ["Mr. Sample Teacher", "Secretary"],
      ["Mr. Another Parent", "Member"],
      ["Ms. Another Teacher", "Member"],
    ),
  };
  const results = (base: number) =>
    [3, 2, 1].map((ago, i) => {
      const registered = base + i * 4;
      return {
        year: String(year - ago),
        registered: String(registered),
        passed: String(registered - (i === 0 ? 2 : 1)),
        remarks: i === 2 ? "Highest score 98.4%" : "",
      };
    });
  values.resultsX = { rows: results(58) };
  values.resultsXII = { rows: results(42) };
  values.staffPrincipal = { value: "Mrs. Sample Principal (regular)" };
  values.teachers = { pgt: "6", tgt: "14", prt: "18" };
  values.sectionRatio = { value: "1.5 : 1" };
  values.specialEducator = { value: "Ms. Sample Educator, B.Ed. (Special Education)" };
  values.counsellor = { value: "Mr. Sample Counsellor, M.A. Psychology (counsellor and wellness teacher)" };
  values.campusArea = { value: "8100" };
  values.classrooms = { number: "26", size: "46" };
  values.labs = { number: "5", size: "62" };
  values.internet = { value: "Yes" };
  values.girlsToilets = { value: "12" };
  values.inspectionVideo = { value: "https://www.youtube.com/@example-school" };
  const yearLabel = (start: number) => `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
  values.annualReports = {
    rows: await Promise.all(
      [3, 2, 1].map(async (ago) => ({
        year: yearLabel(year - ago),
        file: await pdf(`annual-report-${year - ago}`, `Annual report ${yearLabel(year - ago)}`, [
          "Academics, activities, results",
        ]),
      })),
    ),
  };
  const settings = { ...defaultSettings, board: "CBSE" as const, hasClassXII: false };
  await services.disclosure.replaceAll(school, values, settings);
  // Its free texts in Marathi and Hindi (issue 29), each remembering the English it was made from.
  const parts = disclosureParts(applicableItems(settings), values);
  const { db } = services.database;
  await writeTextTranslations(db, services.schools, school, "disclosure", demoDisclosureTranslations(parts), parts);
}
