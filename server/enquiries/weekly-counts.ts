import { KOLKATA_OFFSET_MINUTES } from "../../contract/dates.ts";

const OFFSET_MS = KOLKATA_OFFSET_MINUTES * 60_000;
const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

/** Start (UTC ms) of the Kolkata week, Monday 00:00, holding the instant. */
function weekStartMs(instant: number): number {
  const local = instant + OFFSET_MS;
  const midnight = Math.floor(local / DAY_MS) * DAY_MS;
  // 1 Jan 1970 was a Thursday: day 0 → 3 days after Monday.
  const sinceMonday = (Math.floor(local / DAY_MS) + 3) % 7;
  return midnight - sinceMonday * DAY_MS - OFFSET_MS;
}

const dateOf = (utcMs: number) => new Date(utcMs + OFFSET_MS).toISOString().slice(0, 10);

/** The instant an inbox period starts: India-time midnight today, or Monday 00:00 of this week. */
export function periodStart(period: "today" | "week", now: Date = new Date()): Date {
  if (period === "week") return firstWeekStart(1, now);
  const local = now.getTime() + OFFSET_MS;
  return new Date(Math.floor(local / DAY_MS) * DAY_MS - OFFSET_MS);
}

/** The instant the oldest of the last `weeks` Kolkata weeks (this one included) starts. */
export function firstWeekStart(weeks: number, now: Date = new Date()): Date {
  return new Date(weekStartMs(now.getTime()) - (weeks - 1) * WEEK_MS);
}

/**
 * Counts per Monday-start week in Asia/Kolkata for the last `weeks` weeks,
 * this week included, oldest first, weeks without any counted as 0.
 * Instants before the first week or after now are ignored.
 */
export function weeklyCounts(
  instants: string[],
  weeks: number,
  now: Date = new Date(),
): { weekStart: string; count: number }[] {
  const first = firstWeekStart(weeks, now).getTime();
  const counts = new Array<number>(weeks).fill(0);
  for (const iso of instants) {
    const t = Date.parse(iso);
    if (Number.isNaN(t) || t < first || t > now.getTime()) continue;
    const index = Math.round((weekStartMs(t) - first) / WEEK_MS);
    if (index >= 0 && index < weeks) counts[index]++;
  }
  return counts.map((count, i) => ({ weekStart: dateOf(first + i * WEEK_MS), count }));
}
