import { formatDmy, parseDmy } from "./dates.ts";

/**
 * CBSE Mandatory Public Disclosure (Appendix IX of the affiliation bye-laws),
 * item by item in the order of the format. One list drives the staff form,
 * the public page, the completeness meter and the warnings, so an item can
 * never be shown but not counted, or counted but not shown.
 *
 * Zod-free on purpose: the staff pages and the public page import it, and
 * zod would add ~20 KB to the staff bundle. The API's schemas, built from
 * this list, are in contract/disclosure.ts.
 */

type DisclosureSectionId = "A" | "B" | "C" | "D" | "E" | "R";

export const disclosureSections: readonly { id: DisclosureSectionId; title: string }[] = [
  { id: "A", title: "A. General information" },
  { id: "B", title: "B. Documents and information" },
  { id: "C", title: "C. Result and academics" },
  { id: "D", title: "D. Staff (teaching)" },
  { id: "E", title: "E. School infrastructure" },
  { id: "R", title: "Annual reports" },
];

type FieldType = "text" | "number" | "url" | "yesno" | "file" | "date";

export interface FieldDef {
  name: string;
  label: string;
  type: FieldType;
  /** Shown after the value on the public page ("m²"). */
  unit?: string;
  /** May be left empty without making the item incomplete. */
  optional?: boolean;
}

interface Base {
  key: string;
  section: DisclosureSectionId;
  label: string;
  /** A sentence of help for staff. */
  help?: string;
}

/** Read from the school profile (name, address…); staff change it there, not here. */
interface ProfileItem extends Base {
  kind: "profile";
  field: keyof DisclosureProfile;
}
/** A few values (principal's name and qualification, campus area…). */
export interface FieldsItem extends Base {
  kind: "fields";
  fields: readonly FieldDef[];
}
/** A self-attested PDF with its issue date and, when it expires, its last valid day. */
export interface DocumentItem extends Base {
  kind: "document";
  /** Whether the certificate has a validity that runs out (fire, building…). */
  expires: boolean;
}
/** A PDF alone (academic calendar). */
interface FileItem extends Base {
  kind: "file";
}
/** Rows of values, with an optional PDF beside the table (fee structure). */
export interface TableItem extends Base {
  kind: "table";
  columns: readonly FieldDef[];
  /** Board results: a pass percentage column is computed from registered and passed. */
  passPercent?: boolean;
  /** A PDF may be attached beside the table. */
  withFile?: boolean;
  /** Only when the school has this (Class XII results). */
  when?: "classXII";
}

export type DisclosureItem = ProfileItem | FieldsItem | DocumentItem | FileItem | TableItem;

const resultColumns: readonly FieldDef[] = [
  { name: "year", label: "Year", type: "text" },
  { name: "registered", label: "Students registered", type: "number" },
  { name: "passed", label: "Students passed", type: "number" },
  { name: "remarks", label: "Remarks", type: "text", optional: true },
];

const memberColumns: readonly FieldDef[] = [
  { name: "name", label: "Name", type: "text" },
  { name: "role", label: "Designation", type: "text" },
];

const doc = (key: string, label: string, expires: boolean, help?: string): DocumentItem => ({
  key,
  section: "B",
  label,
  kind: "document",
  expires,
  help,
});

/** Every item of Appendix IX, in order. */
export const disclosureItems: readonly DisclosureItem[] = [
  { key: "schoolName", section: "A", label: "Name of the school", kind: "profile", field: "name" },
  { key: "affiliationNo", section: "A", label: "Affiliation number", kind: "profile", field: "affiliationNo" },
  { key: "schoolCode", section: "A", label: "School code", kind: "profile", field: "schoolCode" },
  { key: "address", section: "A", label: "Complete address with PIN code", kind: "profile", field: "address" },
  {
    key: "principal",
    section: "A",
    label: "Principal's name and qualification",
    kind: "fields",
    fields: [
      { name: "name", label: "Principal's name", type: "text" },
      { name: "qualification", label: "Qualification", type: "text" },
    ],
  },
  { key: "email", section: "A", label: "School e-mail", kind: "profile", field: "email" },
  { key: "phones", section: "A", label: "Contact numbers", kind: "profile", field: "phones" },

  doc("affiliationLetter", "Affiliation or upgradation letter and latest extension of affiliation", true),
  doc("registration", "Society, trust or company registration certificate, or its renewal", true),
  doc("noc", "No objection certificate (NOC) from the State Government", false),
  doc("rte", "Recognition certificate under the RTE Act, 2009, and its renewal", true),
  doc("buildingSafety", "Building safety certificate (National Building Code)", true),
  doc("fireSafety", "Fire safety certificate from the competent authority", true),
  doc("deo", "DEO certificate for affiliation or upgradation, or self-certification", false),
  doc("waterHealth", "Water, health and sanitation certificates", true),

  {
    key: "fees",
    section: "C",
    label: "Fee structure of the school",
    kind: "table",
    withFile: true,
    help: "Yearly fees in rupees for each class. Parents see this table on the Fees page too (under Admission). A PDF of the fee notice may be added.",
    columns: [
      { name: "className", label: "Class", type: "text" },
      { name: "tuition", label: "Tuition fee (₹ a year)", type: "number" },
      { name: "other", label: "Other fees (₹ a year)", type: "number", optional: true },
      { name: "instalments", label: "Instalments", type: "text", optional: true },
      { name: "notes", label: "Notes", type: "text", optional: true },
    ],
  },
  { key: "calendar", section: "C", label: "Annual academic calendar", kind: "file" },
  {
    key: "smc",
    section: "C",
    label: "List of School Management Committee (SMC) members",
    kind: "table",
    columns: memberColumns,
  },
  {
    key: "pta",
    section: "C",
    label: "List of Parents Teachers Association (PTA) members",
    kind: "table",
    columns: memberColumns,
  },
  {
    key: "resultsX",
    section: "C",
    label: "Last three years' board results: Class X",
    kind: "table",
    passPercent: true,
    columns: resultColumns,
  },
  {
    key: "resultsXII",
    section: "C",
    label: "Last three years' board results: Class XII",
    kind: "table",
    passPercent: true,
    when: "classXII",
    columns: resultColumns,
  },

  {
    key: "staffPrincipal",
    section: "D",
    label: "Principal",
    kind: "fields",
    fields: [{ name: "value", label: "Principal (name, or post and status)", type: "text" }],
  },
  {
    key: "teachers",
    section: "D",
    label: "Total number of teachers",
    kind: "fields",
    fields: [
      { name: "pgt", label: "PGT (post-graduate teachers)", type: "number" },
      { name: "tgt", label: "TGT (trained graduate teachers)", type: "number" },
      { name: "prt", label: "PRT (primary teachers)", type: "number" },
    ],
  },
  {
    key: "sectionRatio",
    section: "D",
    label: "Teachers section ratio",
    kind: "fields",
    fields: [{ name: "value", label: "Teachers section ratio (for example 1.5 : 1)", type: "text" }],
  },
  {
    key: "specialEducator",
    section: "D",
    label: "Details of special educator",
    kind: "fields",
    fields: [{ name: "value", label: "Special educator (name and qualification)", type: "text" }],
  },
  {
    key: "counsellor",
    section: "D",
    label: "Details of counsellor and wellness teacher",
    kind: "fields",
    fields: [{ name: "value", label: "Counsellor and wellness teacher (name and qualification)", type: "text" }],
  },

  {
    key: "campusArea",
    section: "E",
    label: "Total campus area of the school",
    kind: "fields",
    fields: [{ name: "value", label: "Campus area (square metres)", type: "number", unit: "m²" }],
  },
  {
    key: "classrooms",
    section: "E",
    label: "Number and size of the classrooms",
    kind: "fields",
    fields: [
      { name: "number", label: "Number of classrooms", type: "number" },
      { name: "size", label: "Size of each classroom (square metres)", type: "number", unit: "m²" },
    ],
  },
  {
    key: "labs",
    section: "E",
    label: "Number and size of the laboratories, including computer labs",
    kind: "fields",
    fields: [
      { name: "number", label: "Number of laboratories", type: "number" },
      { name: "size", label: "Size of each laboratory (square metres)", type: "number", unit: "m²" },
    ],
  },
  {
    key: "internet",
    section: "E",
    label: "Internet facility",
    kind: "fields",
    fields: [{ name: "value", label: "Internet facility", type: "yesno" }],
  },
  {
    key: "girlsToilets",
    section: "E",
    label: "Number of girls' toilets",
    kind: "fields",
    fields: [{ name: "value", label: "Number of girls' toilets", type: "number" }],
  },
  {
    key: "inspectionVideo",
    section: "E",
    label: "Link to the video of the inspection of the school",
    kind: "fields",
    fields: [{ name: "value", label: "Video address (YouTube or similar)", type: "url" }],
  },

  {
    key: "annualReports",
    section: "R",
    label: "Annual report of the school",
    kind: "table",
    help: "One PDF for each school year. The report of a year must be online by 15 September.",
    columns: [
      { name: "year", label: "School year (for example 2025-26)", type: "text" },
      { name: "file", label: "Annual report (PDF)", type: "file" },
    ],
  },
];

export const disclosureItemByKey: ReadonlyMap<string, DisclosureItem> = new Map(disclosureItems.map((i) => [i.key, i]));

// ── Values ──────────────────────────────────────────────────────────────────

export type FieldValues = Record<string, string>;
export interface DocumentValue {
  file: string;
  /** YYYY-MM-DD. */
  issueDate: string;
  /** YYYY-MM-DD, the last day the certificate is valid; empty when it does not expire. */
  validUntil: string;
}
export interface FileValue {
  file: string;
}
export interface TableValue {
  rows: FieldValues[];
  file?: string;
}
export type ItemValue = FieldValues | DocumentValue | FileValue | TableValue;

/** How the page is shown: a State-board school may rename it or switch it off. */
export interface DisclosureSettings {
  board: "CBSE" | "State" | "Other";
  /** State or other board: "rename" titles the page "Public disclosure"; "off" hides it (404). */
  otherBoardPage: "rename" | "off";
  hasClassXII: boolean;
}
export const defaultSettings: DisclosureSettings = { board: "CBSE", otherBoardPage: "rename", hasClassXII: false };

/** The school profile's part of section A (name, CBSE numbers, address, e-mail, phones). */
export interface DisclosureProfile {
  name: string;
  /** The profile's CBSE affiliation number and school code. */
  affiliationNo: string;
  schoolCode: string;
  address: string;
  email: string;
  phones: string;
}

/** Stored values by item key. */
export type DisclosureValues = Partial<Record<string, ItemValue>>;

/** What the public page renders. */
export interface DisclosurePageData {
  /** Today in Kolkata (YYYY-MM-DD): documents are judged expired against it. */
  today: string;
  settings: DisclosureSettings;
  profile: DisclosureProfile;
  values: DisclosureValues;
  /** On a page in another language: the free texts still shown in English, by key (contract/text-translations.ts). */
  english?: string[];
}

/** The items that apply to the school (Class XII results only when it has Class XII). */
export function applicableItems(settings: DisclosureSettings): DisclosureItem[] {
  return disclosureItems.filter((i) => i.kind !== "table" || i.when !== "classXII" || settings.hasClassXII);
}

// ── Dates (entered and shown dd/mm/yyyy, stored YYYY-MM-DD) ───────────────

const pad2 = (n: number) => String(n).padStart(2, "0");

// The rule lives in dates.ts: content forms enter dates the same way.
export { formatDmy, parseDmy };

/** Whole days from `from` to `to` (both YYYY-MM-DD); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  const ms = (iso: string) => Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)));
  return Math.round((ms(to) - ms(from)) / 86_400_000);
}

// ── Status, completeness and warnings (pure: `today` is passed in) ───────

type DocumentStatus = "missing" | "valid" | "expiring" | "expired";

/** Warnings start this many days before a document's last valid day, and again at the second mark. */
const EXPIRY_WARNING_DAYS = [30, 7] as const;

/** A document's state on `today` (YYYY-MM-DD, Kolkata): expired the day after its last valid day. */
export function documentStatus(value: DocumentValue | undefined, today: string): DocumentStatus {
  if (!value?.file) return "missing";
  if (!value.validUntil) return "valid";
  const left = daysBetween(today, value.validUntil);
  if (left < 0) return "expired";
  return left <= EXPIRY_WARNING_DAYS[0] ? "expiring" : "valid";
}

const filled = (v: string | undefined) => typeof v === "string" && v.trim() !== "";

/** Whether an item is filled in and current (an expired document does not count). */
export function isItemComplete(
  item: DisclosureItem,
  value: ItemValue | undefined,
  profile: DisclosureProfile,
  today: string,
): boolean {
  switch (item.kind) {
    case "profile":
      return filled(profile[item.field]);
    case "fields": {
      const v = (value ?? {}) as FieldValues;
      return item.fields.every((f) => f.optional || filled(v[f.name]));
    }
    case "document": {
      const v = value as DocumentValue | undefined;
      const status = documentStatus(v, today);
      return status !== "missing" && status !== "expired" && filled(v?.issueDate) && (!item.expires || !!v?.validUntil);
    }
    case "file":
      return filled((value as FileValue | undefined)?.file);
    case "table": {
      const rows = (value as TableValue | undefined)?.rows ?? [];
      return rows.length > 0 && rows.every((r) => item.columns.every((c) => c.optional || filled(r[c.name])));
    }
  }
}

export interface Completeness {
  done: number;
  total: number;
  /** Labels of the items still to fill in (or renew), in order. */
  missing: { key: string; label: string }[];
}

/**
 * How many applicable items are filled in and current. An item still holding
 * the demo's value (`fromDemo`: its key) is never done (issue 26): it counts
 * as to do until staff check it.
 */
export function completeness(
  values: DisclosureValues,
  settings: DisclosureSettings,
  profile: DisclosureProfile,
  today: string,
  fromDemo: ReadonlySet<string> = new Set(),
): Completeness {
  const items = applicableItems(settings);
  const missing = items
    .filter((i) => fromDemo.has(i.key) || !isItemComplete(i, values[i.key], profile, today))
    .map((i) => ({ key: i.key, label: i.label }));
  return { done: items.length - missing.length, total: items.length, missing };
}

export interface DisclosureWarning {
  level: "expired" | "soon" | "notice";
  /** The item it is about, or "annualReports"/"deadline" for the yearly reminders. */
  key: string;
  message: string;
}

/** Pass percentage with one decimal ("96.5"), or "" when it cannot be computed. */
export function passPercent(registered: string | undefined, passed: string | undefined): string {
  const r = Number(registered);
  const p = Number(passed);
  if (!filled(registered) || !filled(passed) || !Number.isFinite(r) || !Number.isFinite(p) || r <= 0 || p < 0)
    return "";
  return (Math.round((p / r) * 1000) / 10).toFixed(1);
}

/** Days before 15 February and 15 September that their reminders show. */
const REMINDER_DAYS = 30;

/**
 * What the dashboard warns about on `today`: documents 30 and 7 days before
 * their last valid day and once they have expired; ahead of 15 February (the
 * disclosure must be complete and current) and 15 September (the year's
 * annual report must be online).
 */
export function disclosureWarnings(
  values: DisclosureValues,
  settings: DisclosureSettings,
  profile: DisclosureProfile,
  today: string,
): DisclosureWarning[] {
  const out: DisclosureWarning[] = [];
  for (const item of disclosureItems) {
    if (item.kind !== "document") continue;
    const v = values[item.key] as DocumentValue | undefined;
    const status = documentStatus(v, today);
    if (!v?.validUntil || (status !== "expired" && status !== "expiring")) continue;
    const left = daysBetween(today, v.validUntil);
    const until = formatDmy(v.validUntil);
    if (status === "expired") {
      out.push({
        level: "expired",
        key: item.key,
        message: `${item.label}: expired after ${until}. Upload the renewed certificate; the website shows this one as expired.`,
      });
    } else {
      const when = left === 0 ? "today" : left === 1 ? "tomorrow" : `in ${left} days`;
      out.push({
        level: left <= EXPIRY_WARNING_DAYS[1] ? "soon" : "notice",
        key: item.key,
        message: `${item.label}: valid until ${until}, which ends ${when}. Upload the renewed certificate before then.`,
      });
    }
  }

  const year = Number(today.slice(0, 4));
  const feb = `${year}-02-15`;
  const daysToFeb = daysBetween(today, feb);
  if (daysToFeb >= 0 && daysToFeb <= REMINDER_DAYS) {
    const c = completeness(values, settings, profile, today);
    if (c.done < c.total) {
      out.push({
        level: daysToFeb <= EXPIRY_WARNING_DAYS[1] ? "soon" : "notice",
        key: "deadline",
        message: `The public disclosure must be complete and current by 15/02/${year}: ${c.total - c.done} of ${c.total} items still need attention.`,
      });
    }
  }
  const sep = `${year}-09-15`;
  const daysToSep = daysBetween(today, sep);
  // The report of the school year that ended this spring (2025-26 in 2026).
  const reportYear = `${year - 1}-${pad2(year % 100)}`;
  const reports = ((values.annualReports as TableValue | undefined)?.rows ?? []).filter(
    (r) => filled(r.file) && (r.year ?? "").replace(/\s/g, "").startsWith(`${year - 1}`),
  );
  if (daysToSep >= 0 && daysToSep <= REMINDER_DAYS && reports.length === 0) {
    out.push({
      level: daysToSep <= EXPIRY_WARNING_DAYS[1] ? "soon" : "notice",
      key: "annualReports",
      message: `The annual report for ${reportYear} must be on the website by 15/09/${year}. Add it under Annual reports.`,
    });
  }
  return out;
}

// ── Fees (issue 26): the Fees page and the disclosure read the one fee table ──

/** One class's fees as the Fees page shows them. */
export interface FeeRow {
  className: string;
  /** Tuition and other fees together, in rupees a year (null when the table has no number). */
  perYear: number | null;
  tuition: string;
  other: string;
  instalments: string;
  notes: string;
  /** On a page in another language, the columns whose text has no translation yet (shown in English, marked). */
  english?: string[];
}

/**
 * The fee table of the disclosure's "fees" item, as rows a parent reads; the
 * fee notice PDF, if any. `english`: the disclosure's keys of the texts still
 * in English on a page in another language (contract/text-translations.ts),
 * carried to each row as its columns to mark.
 */
export function feeTable(values: DisclosureValues, english: readonly string[] = []): { rows: FeeRow[]; file: string } {
  const value = values.fees as TableValue | undefined;
  const rows = (value?.rows ?? []).flatMap((r, i) => {
    if (!filled(r.className)) return [];
    const tuition = Number(r.tuition);
    const other = filled(r.other) ? Number(r.other) : 0;
    const perYear = filled(r.tuition) && Number.isFinite(tuition) && Number.isFinite(other) ? tuition + other : null;
    const inEnglish = english.flatMap((key) => (key.startsWith(`fees.${i}.`) ? [key.slice(`fees.${i}.`.length)] : []));
    return {
      className: r.className.trim(),
      perYear,
      tuition: r.tuition ?? "",
      other: r.other ?? "",
      instalments: r.instalments ?? "",
      notes: r.notes ?? "",
      ...(inEnglish.length ? { english: inEnglish } : {}),
    };
  });
  return { rows, file: value?.file ?? "" };
}

/** Rupees as Indians write them: ₹1,20,000. */
export function formatRupees(n: number): string {
  return `₹${n.toLocaleString("en-IN")}`;
}
