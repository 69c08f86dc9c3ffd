/**
 * Pure date helpers shared by server and browser.
 *
 * Every calendar interpretation happens in Asia/Kolkata (UTC+5:30, no DST).
 * We use fixed-offset arithmetic and hand-written month tables instead of
 * Intl so the output is byte-identical on the server and in every browser
 * (no ICU-version drift, no hydration mismatches).
 */

/** Asia/Kolkata offset from UTC in minutes. India has no DST, so it is fixed. */
export const KOLKATA_OFFSET_MINUTES = 330;
const OFFSET_MS = KOLKATA_OFFSET_MINUTES * 60_000;

export type DateParts = { year: number; month: number; day: number };
type DateStyle = "en-IN-short" | "en-GB-short" | "en-IN-long" | "dd.mm.yy" | "dd/mm/yyyy";

/** Canonical month abbreviations, used as filter values ("Jan".."Dec"). */
export const MONTH_ABBRS = [
  "Jan",
  "Feb",
  "Mar",
  "Apr",
  "May",
  "Jun",
  "Jul",
  "Aug",
  "Sep",
  "Oct",
  "Nov",
  "Dec",
] as const;

/** Display abbreviations as current CLDR gives for en-IN / en-GB (note "Sept"). */
const DISPLAY_SHORT = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sept", "Oct", "Nov", "Dec"];
const DISPLAY_LONG = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
// Date-time: "T" or space separator, optional seconds/fraction, optional zone.
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})?$/i;

const pad2 = (n: number): string => String(n).padStart(2, "0");

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function validCalendarDate(year: number, month: number, day: number): boolean {
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** UTC epoch ms for a wall-clock time; setUTCFullYear avoids Date.UTC's 0..99 → 19xx quirk. */
function utcMs(y: number, mo: number, d: number, h = 0, mi = 0, s = 0, ms = 0): number {
  const date = new Date(0);
  date.setUTCFullYear(y, mo - 1, d);
  date.setUTCHours(h, mi, s, ms);
  return date.getTime();
}

/** Kolkata calendar date of an instant. */
function kolkataParts(epochMs: number): DateParts {
  const shifted = new Date(epochMs + OFFSET_MS);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/**
 * Instant (epoch ms) of a date value: a plain date means Kolkata midnight;
 * a date-time without a zone is Kolkata wall-clock time. Null when invalid.
 */
export function toInstant(value: string | null | undefined): number | null {
  if (typeof value !== "string") return null;
  const s = value.trim();
  const dm = DATE_ONLY.exec(s);
  if (dm) {
    const [y, mo, d] = [Number(dm[1]), Number(dm[2]), Number(dm[3])];
    return validCalendarDate(y, mo, d) ? utcMs(y, mo, d) - OFFSET_MS : null;
  }
  const m = DATE_TIME.exec(s);
  if (!m) return null;
  const [y, mo, d, h, mi] = [Number(m[1]), Number(m[2]), Number(m[3]), Number(m[4]), Number(m[5])];
  const sec = m[6] === undefined ? 0 : Number(m[6]);
  const frac = m[7] === undefined ? 0 : Math.floor(Number(`0.${m[7]}`) * 1000);
  if (!validCalendarDate(y, mo, d) || h > 23 || mi > 59 || sec > 59) return null;
  let offsetMin = KOLKATA_OFFSET_MINUTES;
  const zone = m[8];
  if (zone !== undefined) {
    if (zone.toUpperCase() === "Z") offsetMin = 0;
    else {
      const digits = zone.slice(1).replace(":", "");
      const oh = Number(digits.slice(0, 2));
      const om = Number(digits.slice(2));
      if (oh > 23 || om > 59) return null;
      offsetMin = (zone[0] === "-" ? -1 : 1) * (oh * 60 + om);
    }
  }
  return utcMs(y, mo, d, h, mi, sec, frac) - offsetMin * 60_000;
}

/** Today's calendar date in Kolkata, YYYY-MM-DD. */
export function todayInKolkata(now: Date = new Date()): string {
  const p = kolkataParts(now.getTime());
  return `${String(p.year).padStart(4, "0")}-${pad2(p.month)}-${pad2(p.day)}`;
}

/** The current calendar year in Kolkata. */
export function currentYear(now: Date = new Date()): number {
  return kolkataParts(now.getTime()).year;
}

/**
 * Calendar date of a value. 'YYYY-MM-DD' is taken as is (it already is a
 * Kolkata calendar date); a date-time is converted to the Kolkata calendar
 * date, so '2024-12-31T20:00:00Z' is 1 Jan 2025. Null when invalid.
 */
export function parseDateParts(value: string | null | undefined): DateParts | null {
  if (typeof value !== "string") return null;
  const dm = DATE_ONLY.exec(value.trim());
  if (dm) {
    const p = { year: Number(dm[1]), month: Number(dm[2]), day: Number(dm[3]) };
    return validCalendarDate(p.year, p.month, p.day) ? p : null;
  }
  const instant = toInstant(value);
  return instant === null ? null : kolkataParts(instant);
}

/** "Jan".."Dec" for 1..12; empty string outside that range. */
export function monthAbbr(month1to12: number): string {
  return MONTH_ABBRS[month1to12 - 1] ?? "";
}

/**
 * Formats a date (Kolkata calendar) in one of the site's styles; the output
 * matches what Intl gives for those locales. Null for invalid input.
 *  - "en-IN-short": "5 Jan 2025"
 *  - "en-GB-short": "05 Jan 2025"
 *  - "en-IN-long":  "5 January 2025"
 *  - "dd.mm.yy":    "05.01.25"
 *  - "dd/mm/yyyy":  "05/01/2025" (the staff area's dates)
 */
export function formatDate(value: string | null | undefined, style: DateStyle): string | null {
  const p = parseDateParts(value);
  if (!p) return null;
  switch (style) {
    case "en-IN-short":
      return `${p.day} ${DISPLAY_SHORT[p.month - 1]} ${p.year}`;
    case "en-GB-short":
      return `${pad2(p.day)} ${DISPLAY_SHORT[p.month - 1]} ${p.year}`;
    case "en-IN-long":
      return `${p.day} ${DISPLAY_LONG[p.month - 1]} ${p.year}`;
    case "dd.mm.yy":
      return `${pad2(p.day)}.${pad2(p.month)}.${pad2(p.year % 100)}`;
    case "dd/mm/yyyy":
      return `${pad2(p.day)}/${pad2(p.month)}/${String(p.year).padStart(4, "0")}`;
    default:
      return null;
  }
}

/** How long ago an instant was, in the largest whole unit ("now" under a minute). */
interface Elapsed {
  unit: "now" | "minute" | "hour" | "day" | "month" | "year";
  count: number;
}

/**
 * How long ago, for "x ago" texts (each language words it in its catalogue):
 * "now" under a minute (and for future instants, which only clock skew
 * produces), then minutes, hours, days, months (30 days), years (365 days).
 * Null for invalid input.
 */
export function elapsed(iso: string | null | undefined, now: Date = new Date()): Elapsed | null {
  const instant = toInstant(iso);
  if (instant === null) return null;
  const seconds = Math.floor((now.getTime() - instant) / 1000);
  if (seconds < 60) return { unit: "now", count: 0 };
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return { unit: "minute", count: minutes };
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return { unit: "hour", count: hours };
  const days = Math.floor(hours / 24);
  if (days < 30) return { unit: "day", count: days };
  // Clamp so 360..364 days reads "11 months", never "12 months" or "0 years".
  if (days < 365) return { unit: "month", count: Math.min(11, Math.floor(days / 30)) };
  return { unit: "year", count: Math.floor(days / 365) };
}

/** An instant as staff read it in India: "dd/mm/yyyy hh:mm" (24-hour, IST), whatever the reader's locale. */
export function kolkataDateTime(iso: string | null | undefined): string {
  const ms = iso ? Date.parse(iso) : Number.NaN;
  if (Number.isNaN(ms)) return iso ?? "";
  const d = new Date(ms + OFFSET_MS);
  const p = (n: number) => String(n).padStart(2, "0");
  return `${p(d.getUTCDate())}/${p(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${p(d.getUTCHours())}:${p(d.getUTCMinutes())}`;
}

/**
 * Dates staff enter and read, whatever the browser locale (a native date
 * input would follow it, showing mm/dd/yyyy under en-US): "24/11/2026" for
 * "2026-11-24"; empty for anything else.
 */
export function formatDmy(iso: string | undefined | null): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso ?? "");
  return m ? `${m[3]}/${m[2]}/${m[1]}` : "";
}

/** "2026-11-24" for "24/11/2026" (also 24-11-2026, 24.11.2026, 1/2/2026, or YYYY-MM-DD); null when not a real date. */
export function parseDmy(text: string): string | null {
  const s = text.trim();
  let y: number;
  let mo: number;
  let d: number;
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(s);
  if (iso) [y, mo, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (dmy) [d, mo, y] = [Number(dmy[1]), Number(dmy[2]), Number(dmy[3])];
  else return null;
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (y < 1900 || date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return null;
  return `${y}-${pad2(mo)}-${pad2(d)}`;
}

/** What staff are told when a date does not read as dd/mm/yyyy. */
export const DMY_HINT = "dd/mm/yyyy, for example 24/11/2026";
