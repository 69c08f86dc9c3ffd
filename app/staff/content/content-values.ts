import type { PublishStatus } from "../../../contract/staff-rules.ts";
import type { FieldErrors } from "../kit/form-kit.tsx";
import type { KindDef } from "./content-fields.ts";

/** What the content form holds: text for inputs, lists of file ids, a number for the rating. */
type FormValue = string | number | string[];
export type FormValues = Record<string, FormValue>;
export type { PublishStatus };

/** A record as the staff list returns it: the public fields plus status, position and dates. */
export type StaffItem = Record<string, unknown> & {
  _id: string;
  status?: PublishStatus;
  updatedAt?: string;
  startsAt?: string | null;
  endsAt?: string | null;
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const HTTP_URL = /^https?:\/\/[^\s]+$/i;
const pad = (n: number) => String(n).padStart(2, "0");

/** YYYY-MM-DD naming a day that exists (Date.parse accepts 30 February). */
function isCalendarDate(text: string): boolean {
  if (!DATE.test(text)) return false;
  const [y, m, d] = text.split("-").map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** ISO instant → the value of a datetime-local input, in the browser's time zone. */
export function toLocalDateTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return "";
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** datetime-local value → ISO instant; empty when it is not a date. */
export function fromLocalDateTime(value: string): string {
  const d = new Date(value);
  return value && !Number.isNaN(d.getTime()) ? d.toISOString() : "";
}

export function emptyValues(def: KindDef, today: string, now: Date = new Date()): FormValues {
  const out: FormValues = {};
  for (const f of def.fields) {
    if (f.type === "files") out[f.name] = [];
    else if (f.type === "rating") out[f.name] = Number(f.initial ?? 5);
    else if (f.initial === "today") out[f.name] = today;
    else if (f.initial === "now") out[f.name] = toLocalDateTime(now.toISOString());
    else out[f.name] = f.initial === undefined ? "" : String(f.initial);
  }
  return out;
}

export function valuesFromItem(def: KindDef, item: StaffItem): FormValues {
  const out: FormValues = {};
  for (const f of def.fields) {
    const v = item[f.name];
    if (f.type === "files") out[f.name] = Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : [];
    else if (f.type === "rating") out[f.name] = typeof v === "number" ? v : 5;
    else if (f.type === "datetime") out[f.name] = typeof v === "string" ? toLocalDateTime(v) : "";
    else if (f.type === "date") out[f.name] = typeof v === "string" ? v.slice(0, 10) : "";
    else out[f.name] = typeof v === "string" ? v : v == null ? "" : String(v);
  }
  return out;
}

/** The request body: the kind's input fields plus `status` (contract: contentInputSchemas[kind]). */
export function toBody(def: KindDef, values: FormValues, status: PublishStatus): Record<string, unknown> {
  const body: Record<string, unknown> = { status };
  for (const f of def.fields) {
    const v = values[f.name];
    if (f.type === "files") body[f.name] = Array.isArray(v) ? v : [];
    else if (f.type === "rating") body[f.name] = Number(v);
    else if (f.type === "datetime") body[f.name] = fromLocalDateTime(String(v));
    else if (f.type === "date" && !f.required) body[f.name] = String(v) || null;
    else body[f.name] = String(v ?? "").trim();
  }
  return body;
}

/** Quick checks before sending; the server checks everything again. */
export function checkValues(def: KindDef, values: FormValues): FieldErrors {
  const errors: FieldErrors = {};
  for (const f of def.fields) {
    const v = values[f.name];
    if (f.type === "files" || f.type === "rating") continue;
    const text = String(v ?? "").trim();
    if (f.required && !text) {
      errors[f.name] = `Enter the ${f.label.toLowerCase()}`;
      continue;
    }
    if (!text) continue;
    if (f.type === "date" && !isCalendarDate(text)) {
      errors[f.name] = "Enter a date as YYYY-MM-DD";
    } else if (f.type === "datetime" && !fromLocalDateTime(text)) {
      errors[f.name] = "Enter a date and time";
    } else if (f.type === "url" && !HTTP_URL.test(text)) {
      errors[f.name] = "Enter an address starting with http:// or https://";
    }
  }
  const starts = String(values.startsAt ?? "");
  const ends = String(values.endsAt ?? "");
  if (starts && ends && !errors.startsAt && !errors.endsAt && ends < starts) {
    errors.endsAt = "The last day cannot be before the first day";
  }
  return errors;
}

export function itemTitle(def: KindDef, item: StaffItem): string {
  const v = item[def.titleField];
  const text = typeof v === "string" ? v.trim() : "";
  return text || (typeof item.category === "string" && item.category) || "Untitled";
}

export function itemDate(def: KindDef, item: StaffItem): string | null {
  if (!def.dateField) return null;
  const v = item[def.dateField];
  return typeof v === "string" && v ? v : null;
}

export function firstFile(def: KindDef, values: FormValues): string | null {
  for (const f of def.fields) {
    const v = values[f.name];
    if (f.type === "files" && Array.isArray(v) && v.length && f.accept === "images") return v[0];
  }
  return null;
}
