import type { ApprovalState } from "../../../contract/approval-rules.ts";
import { DMY_HINT, formatDmy, kolkataDateTime, parseDmy, toInstant } from "../../../contract/dates.ts";
import type { PublishStatus } from "../../../contract/staff-rules.ts";
import { contentContentValuesWords as sw } from "../../i18n/catalogues/staff/content-content-values.ts";
import type { FieldErrors } from "../kit/form-kit.tsx";
import type { KindDef } from "./content-fields.ts";

/** What the content form holds: text for inputs, lists of file ids, a number for the rating. */
type FormValue = string | number | string[];
export type FormValues = Record<string, FormValue>;
export type { PublishStatus };

/** A record as the staff list returns it: the public fields plus status, position and dates. */
export type StaffItem = Record<string, unknown> & {
  _id: string;
  /** "withdrawn": a notice taken down (issue 30). */
  status?: PublishStatus | "withdrawn";
  updatedAt?: string;
  publishedAt?: string | null;
  withdrawnAt?: string | null;
  replacedBy?: string | null;
  /** Notices: sent to parents' phones when it goes live. */
  notifyParents?: boolean;
  startsAt?: string | null;
  endsAt?: string | null;
  /** Issue 31: its times, and a change of it waiting for approval or sent back. */
  publishAt?: string | null;
  removeAt?: string | null;
  approval?: {
    state: ApprovalState;
    comment: string;
    sentAt: string;
    decidedAt: string | null;
    /** The change as the editor sent it (one item's answer only). */
    fields?: Record<string, unknown>;
    publishAt?: string | null;
    removeAt?: string | null;
  } | null;
};

const HTTP_URL = /^https?:\/\/[^\s]+$/i;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The form key of a date-time field's time part ("createdAt" → "createdAtTime"). */
export const timeKey = (name: string) => `${name}Time`;

/** ISO instant → the form's date (dd/mm/yyyy) and time (hh:mm), in India time whatever the browser's zone. */
export function toKolkataDateTime(iso: string): { date: string; time: string } {
  if (toInstant(iso) === null) return { date: "", time: "" };
  const [date = "", time = ""] = kolkataDateTime(iso).split(" ");
  return { date, time };
}

/** The form's date (dd/mm/yyyy) and time (hh:mm, India) → ISO instant; empty when either does not read. */
export function fromKolkataDateTime(date: string, time: string): string {
  const day = parseDmy(date);
  const ms = day && TIME.test(time.trim()) ? toInstant(`${day}T${time.trim()}`) : null;
  return ms === null ? "" : new Date(ms).toISOString();
}

export function emptyValues(def: KindDef, today: string, now: Date = new Date()): FormValues {
  const out: FormValues = {};
  for (const f of def.fields) {
    if (f.type === "files") out[f.name] = [];
    else if (f.type === "rating") out[f.name] = Number(f.initial ?? 5);
    else if (f.initial === "today") out[f.name] = formatDmy(today);
    else if (f.initial === "now") {
      const { date, time } = toKolkataDateTime(now.toISOString());
      out[f.name] = date;
      out[timeKey(f.name)] = time;
    } else out[f.name] = f.initial === undefined ? "" : String(f.initial);
  }
  return out;
}

export function valuesFromItem(def: KindDef, item: StaffItem): FormValues {
  const out: FormValues = {};
  for (const f of def.fields) {
    const v = item[f.name];
    if (f.type === "files") out[f.name] = Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : [];
    else if (f.type === "rating") out[f.name] = typeof v === "number" ? v : 5;
    else if (f.type === "datetime") {
      const { date, time } = toKolkataDateTime(typeof v === "string" ? v : "");
      out[f.name] = date;
      out[timeKey(f.name)] = time;
    } else if (f.type === "date") out[f.name] = typeof v === "string" ? formatDmy(v.slice(0, 10)) : "";
    else out[f.name] = typeof v === "string" ? v : v == null ? "" : String(v);
  }
  return out;
}

/** The request body: the kind's input fields plus `status` (contract: contentInputSchemas[kind]). */
export function toBody(def: KindDef, values: FormValues, status: PublishStatus | "withdrawn"): Record<string, unknown> {
  // A withdrawn notice stays withdrawn when saved without choosing another status.
  const body: Record<string, unknown> = status === "withdrawn" ? {} : { status };
  for (const f of def.fields) {
    const v = values[f.name];
    if (f.type === "files") body[f.name] = Array.isArray(v) ? v : [];
    else if (f.type === "rating") body[f.name] = Number(v);
    else if (f.type === "datetime")
      body[f.name] = fromKolkataDateTime(String(v ?? ""), String(values[timeKey(f.name)] ?? ""));
    else if (f.type === "date" && !f.required) body[f.name] = String(v ?? "").trim() || null;
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
      errors[f.name] = sw("enterThe", { v1: f.label.toLowerCase() });
      continue;
    }
    if (!text) continue;
    if (f.type === "date" && !parseDmy(text)) {
      errors[f.name] = sw("enterTheDateAs", { DMY_HINT });
    } else if (f.type === "datetime" && !parseDmy(text)) {
      errors[f.name] = sw("enterTheDateAs", { DMY_HINT });
    } else if (f.type === "datetime" && !fromKolkataDateTime(text, String(values[timeKey(f.name)] ?? ""))) {
      errors[f.name] = sw("enterTheTimeAs");
    } else if (f.type === "time" && !TIME.test(text)) {
      errors[f.name] = sw("enterTheTimeAs");
    } else if (f.type === "url" && !HTTP_URL.test(text)) {
      errors[f.name] = sw("enterAnAddressStarting");
    }
  }
  const startTime = String(values.startTime ?? "");
  const endTime = String(values.endTime ?? "");
  if (endTime && !errors.endTime && !errors.startTime) {
    if (!startTime) errors.startTime = sw("enterTheStartTime");
    else if (endTime <= startTime) errors.endTime = sw("theEndTimeMust");
  }
  const starts = parseDmy(String(values.startsAt ?? ""));
  const ends = parseDmy(String(values.endsAt ?? ""));
  if (starts && ends && !errors.startsAt && !errors.endsAt && ends < starts) {
    errors.endsAt = sw("theLastDayCannot");
  }
  return errors;
}

export function itemTitle(def: KindDef, item: StaffItem): string {
  const v = item[def.titleField];
  const text = typeof v === "string" ? v.trim() : "";
  return text || (typeof item.category === "string" && item.category) || sw("untitled");
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

/**
 * What the form starts from: the change waiting for approval (or sent back)
 * when there is one, so the editor goes on from what they sent, else the
 * stored record.
 */
export function editedItem(item: StaffItem): StaffItem {
  const change = item.approval;
  if (!change?.fields) return item;
  return { ...item, ...change.fields, publishAt: change.publishAt ?? null, removeAt: change.removeAt ?? null };
}
