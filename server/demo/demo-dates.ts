/**
 * Calendar helpers of the demo content. All dates are YYYY-MM-DD strings on
 * the Asia/Kolkata calendar, computed from a given "now".
 */

const TIME_ZONE = "Asia/Kolkata";

/** The calendar date of `now` in Asia/Kolkata, as YYYY-MM-DD. */
export function kolkataDate(now: Date): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${get("year")}-${get("month")}-${get("day")}`;
}

export function isoDate(y: number, m: number, d: number): string {
  return `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}

function yearOf(date: string): number {
  return Number(date.slice(0, 4));
}

/** date plus n days (n may be negative). */
export function addDays(date: string, n: number): string {
  const t = Date.parse(`${date}T00:00:00Z`) + n * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}

/** Academic year (June to May) of a date, e.g. "2025-26". */
function academicYear(date: string): string {
  const y = yearOf(date);
  const m = Number(date.slice(5, 7));
  const start = m >= 6 ? y : y - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

/** An instant at hh:mm Kolkata time on the given date, as an ISO date-time (UTC). */
export function kolkataInstant(date: string, hh: number, mm: number): string {
  const t = Date.parse(`${date}T${String(hh).padStart(2, "0")}:${String(mm).padStart(2, "0")}:00+05:30`);
  return new Date(t).toISOString();
}

/**
 * Where a demo record sits in time:
 * - `[back, month, day]`: that day of the year `back` years before the current
 *   one; when `back` is 0 and the day is still ahead, the year before instead
 *   (unless future dates are allowed);
 * - `{ days }`: relative to today (negative = past).
 */
export type When = readonly [back: 0 | 1 | 2, month: number, day: number] | { readonly days: number };

export class DemoCalendar {
  readonly today: string;
  readonly year: number;

  constructor(now: Date) {
    this.today = kolkataDate(now);
    this.year = yearOf(this.today);
  }

  date(when: When, allowFuture = false): string {
    if (!Array.isArray(when)) return addDays(this.today, (when as { days: number }).days);
    const [back, month, day] = when as readonly [number, number, number];
    const date = isoDate(this.year - back, month, day);
    if (!allowFuture && date > this.today) return isoDate(this.year - back - 1, month, day);
    return date;
  }

  /** Replaces {year} and {ay} (academic year) in a text by those of a date. */
  fill(text: string, date: string): string {
    return text.replaceAll("{year}", String(yearOf(date))).replaceAll("{ay}", academicYear(date));
  }
}
