import { todayInKolkata, toInstant } from "../../contract/dates.ts";

/** The Kolkata calendar day (YYYY-MM-DD) of a date value, or null when it is not a date. */
function dayOf(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const ms = toInstant(value);
  return ms === null ? null : todayInKolkata(new Date(ms));
}

/** Whether an event's day is before today (Kolkata); undated events are not past. */
export function isPast(value: unknown, now: Date = new Date()): boolean {
  const day = dayOf(value);
  return day !== null && day < todayInKolkata(now);
}

/**
 * Events as parents look for them (issue 16): today's and later ones first,
 * soonest first, then undated ones, then past ones, latest first.
 */
export function upcomingFirst<T>(items: readonly T[], dateOf: (item: T) => unknown, now: Date = new Date()): T[] {
  const today = todayInKolkata(now);
  const keyed = items.map((item) => ({ item, day: dayOf(dateOf(item)) }));
  const upcoming = keyed
    .filter((k) => k.day !== null && k.day >= today)
    .sort((a, b) => (a.day! < b.day! ? -1 : a.day! > b.day! ? 1 : 0));
  const undated = keyed.filter((k) => k.day === null);
  const past = keyed
    .filter((k) => k.day !== null && k.day < today)
    .sort((a, b) => (a.day! > b.day! ? -1 : a.day! < b.day! ? 1 : 0));
  return [...upcoming, ...undated, ...past].map((k) => k.item);
}

/** The next `limit` events from today, soonest first (undated ones after them). */
export function nextEvents<T>(
  items: readonly T[],
  dateOf: (item: T) => unknown,
  limit: number,
  now: Date = new Date(),
): T[] {
  return upcomingFirst(items, dateOf, now)
    .filter((item) => !isPast(dateOf(item), now))
    .slice(0, limit);
}
