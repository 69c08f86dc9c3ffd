import { z } from "zod";
import { FileRef } from "./content.ts";
import {
  type DisclosureItem,
  type DisclosureSettings,
  type FieldDef,
  type ItemValue,
  parseDmy,
} from "./disclosure-items.ts";

/**
 * The staff API of the Mandatory Public Disclosure (issue 17), admin and
 * editor (the "content" permission):
 *
 * GET /api/admin/disclosure → DisclosureStaffView: every stored value, the
 *   settings, section A's profile values, today's date (Kolkata), the
 *   completeness and the warnings (contract/disclosure-items.ts computes both).
 * PUT /api/admin/disclosure/items/:key → {value, completeness}; the body is
 *   the item's value (itemSchema): documents {file, issueDate, validUntil}
 *   with dates as dd/mm/yyyy; tables {rows: [{column: text}], file?};
 *   fields {name: text}; files {file}. File ids are PDFs uploaded with
 *   POST /api/admin/uploads. 400 {errors: {"rows.0.year": message}} per field.
 * PUT /api/admin/disclosure/settings {board, otherBoardPage, hasClassXII} → settings.
 * Every change is written to the audit log (entity "disclosure").
 */

export const disclosureMessages = {
  date: "Enter the date as dd/mm/yyyy, for example 24/11/2026",
  issueDateNeeded: "Enter the date the certificate was issued",
  validUntilNeeded: "Enter the last date the certificate is valid",
  fileNeeded: "Upload the self-attested PDF",
  validBeforeIssue: "The valid-until date must not be before the issue date",
  number: "Enter a number (digits only)",
  url: "Enter a web address starting with https://",
  yesno: "Choose Yes or No",
  tooLong: "Use at most 500 characters",
  notPdf: "Choose an uploaded PDF file",
  unknownItem: "There is no such disclosure item.",
  profileItem: "This item comes from the school's details and is changed there.",
} as const;

const text = z.string().trim().max(500, disclosureMessages.tooLong);
const optionalFile = z.union([FileRef, z.literal("")]).default("");

const dateText = z
  .string()
  .trim()
  .max(20)
  .default("")
  .transform((s, ctx) => {
    if (s === "") return "";
    const iso = parseDmy(s);
    if (!iso) {
      ctx.addIssue({ code: "custom", message: disclosureMessages.date });
      return z.NEVER;
    }
    return iso;
  });

function fieldSchema(f: FieldDef) {
  switch (f.type) {
    case "number":
      return text.default("").refine((v) => v === "" || /^\d+(\.\d+)?$/.test(v), disclosureMessages.number);
    case "url":
      return text.default("").refine((v) => v === "" || /^https?:\/\/[^\s]+$/i.test(v), disclosureMessages.url);
    case "yesno":
      return z.enum(["", "Yes", "No"], { error: disclosureMessages.yesno }).default("");
    case "file":
      return optionalFile;
    case "date":
      return dateText;
    default:
      return text.default("");
  }
}

const fieldsObject = (fields: readonly FieldDef[]) =>
  z.object(Object.fromEntries(fields.map((f) => [f.name, fieldSchema(f)])));

/** The body of PUT /api/admin/disclosure/items/:key for this item (parsed values are stored as is). */
export function itemSchema(item: DisclosureItem): z.ZodType<ItemValue> | null {
  switch (item.kind) {
    case "profile":
      return null;
    case "fields":
      return fieldsObject(item.fields) as z.ZodType<ItemValue>;
    case "file":
      return z.object({ file: optionalFile }) as z.ZodType<ItemValue>;
    case "document":
      return z.object({ file: optionalFile, issueDate: dateText, validUntil: dateText }).superRefine((v, ctx) => {
        // An empty document clears the item; anything else must be whole.
        if (!v.file && !v.issueDate && !v.validUntil) return;
        if (!v.file) ctx.addIssue({ code: "custom", path: ["file"], message: disclosureMessages.fileNeeded });
        if (!v.issueDate)
          ctx.addIssue({ code: "custom", path: ["issueDate"], message: disclosureMessages.issueDateNeeded });
        if (item.expires && !v.validUntil)
          ctx.addIssue({ code: "custom", path: ["validUntil"], message: disclosureMessages.validUntilNeeded });
        if (v.issueDate && v.validUntil && v.validUntil < v.issueDate)
          ctx.addIssue({ code: "custom", path: ["validUntil"], message: disclosureMessages.validBeforeIssue });
      }) as z.ZodType<ItemValue>;
    case "table": {
      const row = fieldsObject(item.columns);
      return z
        .object({
          rows: z
            .array(row)
            .max(100)
            .default([])
            // Rows left wholly empty are dropped rather than refused.
            .transform((rows) => rows.filter((r) => Object.values(r).some((v) => v !== ""))),
          file: item.withFile ? optionalFile : z.undefined().optional(),
        })
        .superRefine((v, ctx) => {
          v.rows.forEach((r, i) => {
            for (const c of item.columns) {
              if (!c.optional && !(r as Record<string, string>)[c.name])
                ctx.addIssue({ code: "custom", path: ["rows", i, c.name], message: `Enter ${c.label.toLowerCase()}` });
            }
          });
        })
        .transform((v) => (item.withFile ? v : { rows: v.rows })) as z.ZodType<ItemValue>;
    }
  }
}

export const SettingsRequest: z.ZodType<DisclosureSettings> = z.object({
  board: z.enum(["CBSE", "State", "Other"]),
  otherBoardPage: z.enum(["rename", "off"]),
  hasClassXII: z.boolean(),
});

/** 400 answers name fields by their path: "issueDate", "rows.2.passed". */
export function disclosureErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join(".") : "_";
    out[key] ??= issue.message;
  }
  return out;
}

/** The file ids a value refers to (they must be PDFs of the school). */
export function filesOf(value: ItemValue): string[] {
  const out: string[] = [];
  const v = value as Record<string, unknown>;
  if (typeof v.file === "string" && v.file) out.push(v.file);
  if (Array.isArray(v.rows)) for (const r of v.rows as Record<string, string>[]) if (r.file) out.push(r.file);
  return out;
}
