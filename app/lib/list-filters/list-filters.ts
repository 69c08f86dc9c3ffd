/**
 * The one filter module for the list pages (news, photo-gallery,
 * video-gallery, events, newsletter, media): spec section 5 filter rules and
 * the section 4 default years. Generic over the item type; callers pass
 * accessors so each page keeps its own field names (fromDate, date, toDate…).
 *
 * Dates are read through contract/dates.ts, so a year or month always means
 * the Kolkata calendar date, on the server and in the browser alike.
 */

import type { DateParts } from "../../../contract/dates.ts";
import { currentYear, MONTH_ABBRS, monthAbbr, parseDateParts, toInstant } from "../../../contract/dates.ts";

export type Filters = {
  year: number | "all";
  /** "Jan".."Dec" or "all". */
  month: string | "all";
  q: string;
};

type DateOf<T> = (item: T) => string | undefined | null;
type FilterAccessors<T> = {
  title(item: T): string | undefined;
  date: DateOf<T>;
};

/** Filters with nothing selected. */
export const ALL_FILTERS: Filters = { year: "all", month: "all", q: "" };

/** What every list page's card carries under these names: the filters search its title and date. */
type Dated = { title: string; date: string };

/** A list page's loader data: its cards, the filters it starts with and the years its dropdown offers. */
export interface ListPageData<T extends Dated> {
  items: T[];
  defaults: Filters;
  years: number[];
}

export const itemDate = (item: { date: string }): string => item.date;
export const itemAccessors: FilterAccessors<Dated> = { title: (item) => item.title, date: itemDate };

/** For the pages that filter by year only: "all", a month or a search from a hand-made link fall back. */
export function yearOnlyFilters(defaults: Filters): (f: Filters) => Filters {
  return (f) => ({ year: f.year === "all" ? defaults.year : f.year, month: "all", q: "" });
}

/** Longest search text kept from the URL; longer input is cut, not rejected. */
const MAX_QUERY_LENGTH = 200;

const partsOf = <T>(item: T, date: DateOf<T>): DateParts | null => parseDateParts(date(item));

/**
 * Spec section 5: title substring search (case-insensitive, trimmed query),
 * year and month of the item's Kolkata calendar date, combined with AND.
 * Items with no valid date cannot satisfy a year or month filter, so they are
 * dropped only while one is active. Result: newest first, undated last; ties
 * keep their input order (Array.prototype.sort is stable).
 */
export function applyFilters<T>(items: readonly T[], filters: Filters, get: FilterAccessors<T>): T[] {
  const q = filters.q.trim().toLowerCase();
  const dateFiltered = filters.year !== "all" || filters.month !== "all";
  const kept: { item: T; at: number | null }[] = [];
  for (const item of items) {
    if (q !== "" && !(get.title(item) ?? "").toLowerCase().includes(q)) continue;
    const raw = get.date(item);
    const parts = parseDateParts(raw);
    if (dateFiltered) {
      if (!parts) continue;
      if (filters.year !== "all" && parts.year !== filters.year) continue;
      if (filters.month !== "all" && monthAbbr(parts.month) !== filters.month) continue;
    }
    // Sort by instant, not string: data mixes 'YYYY-MM-DD' and ISO date-times.
    kept.push({ item, at: parts ? toInstant(raw) : null });
  }
  kept.sort((a, b) => {
    if (a.at === null || b.at === null) return a.at === null ? (b.at === null ? 0 : 1) : -1;
    return b.at - a.at;
  });
  return kept.map((k) => k.item);
}

/** Distinct years present in the data, newest first (spec section 9). */
export function yearOptions<T>(items: readonly T[], date: DateOf<T>): number[] {
  const years = new Set<number>();
  for (const item of items) {
    const p = partsOf(item, date);
    if (p) years.add(p.year);
  }
  return [...years].sort((a, b) => b - a);
}

/**
 * Month abbreviations present in the data (only in `year` unless it is
 * omitted or "all"), in calendar order, so the dropdown never offers an
 * empty month.
 */
export function monthOptions<T>(items: readonly T[], date: DateOf<T>, year: number | "all" = "all"): string[] {
  const months = new Set<number>();
  for (const item of items) {
    const p = partsOf(item, date);
    if (p && (year === "all" || p.year === year)) months.add(p.month);
  }
  return [...months].sort((a, b) => a - b).map(monthAbbr);
}

function hasYear<T>(items: readonly T[], date: DateOf<T>, year: number): boolean {
  return items.some((item) => partsOf(item, date)?.year === year);
}

/** News (section 4): the current year if any item falls in it, otherwise the previous year. */
export function newsDefaultYear<T>(items: readonly T[], date: DateOf<T>, now: Date = new Date()): number {
  const year = currentYear(now);
  return hasYear(items, date, year) ? year : year - 1;
}

/** Newsletter (section 4): the most recent year that has items, else the current year. */
export function newsletterDefaultYear<T>(items: readonly T[], date: DateOf<T>, now: Date = new Date()): number {
  return yearOptions(items, date)[0] ?? currentYear(now);
}

/** How far back the media page looks for a year with items (section 9). */
const MEDIA_FALLBACK_YEARS = 4;

/**
 * Media (section 4): the current year if it has items, else the nearest
 * earlier year with items, at most 4 years back. When none is found,
 * found=false and year is the current year: the page hides the year dropdown
 * and says 'No media found for {year}.'.
 */
export function mediaDefaultYear<T>(
  items: readonly T[],
  date: DateOf<T>,
  now: Date = new Date(),
): { year: number; found: boolean } {
  const year = currentYear(now);
  for (let y = year; y >= year - MEDIA_FALLBACK_YEARS; y--) {
    if (hasYear(items, date, y)) return { year: y, found: true };
  }
  return { year, found: false };
}

function parseYear(raw: string | null): number | "all" | undefined {
  if (raw === null) return undefined;
  const v = raw.trim().toLowerCase();
  if (v === "all") return "all";
  return /^\d{4}$/.test(v) ? Number(v) : undefined;
}

function parseMonth(raw: string | null): string | undefined {
  if (raw === null) return undefined;
  const v = raw.trim().toLowerCase();
  if (v === "all") return "all";
  // Accept any letter case from hand-typed URLs; store the canonical spelling.
  return MONTH_ABBRS.find((m) => m.toLowerCase() === v);
}

/**
 * Filter state from the URL query (`year`, `month`, `q`). Missing or invalid
 * values fall back to `defaults`, so a stale or hand-edited link still opens
 * a working page. "all" is a valid explicit year/month. `q` is kept untrimmed
 * (the box shows what was typed); applyFilters trims it.
 */
export function parseFilters(search: URLSearchParams, defaults: Filters): Filters {
  const q = search.get("q");
  return {
    year: parseYear(search.get("year")) ?? defaults.year,
    month: parseMonth(search.get("month")) ?? defaults.month,
    q: q === null ? defaults.q : q.slice(0, MAX_QUERY_LENGTH),
  };
}

/**
 * Inverse of parseFilters: values equal to the default are omitted, so the
 * plain page URL means "defaults" (which may depend on the data, e.g. the
 * news year) and links stay short. Round-trips through parseFilters.
 */
export function filtersToSearch(filters: Filters, defaults: Filters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.year !== defaults.year) search.set("year", String(filters.year));
  if (filters.month !== defaults.month) search.set("month", filters.month);
  if (filters.q !== defaults.q) search.set("q", filters.q);
  return search;
}
