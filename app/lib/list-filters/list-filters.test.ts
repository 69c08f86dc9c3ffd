import { describe, expect, it } from "vitest";
import { currentYear } from "../../../contract/dates.ts";
import type { Filters } from "./list-filters.ts";
import {
  ALL_FILTERS,
  applyFilters,
  filtersToSearch,
  mediaDefaultYear,
  monthOptions,
  newsDefaultYear,
  newsletterDefaultYear,
  parseFilters,
  yearOptions,
} from "./list-filters.ts";

type Item = { id: string; title?: string; date?: string | null };
const get = { title: (i: Item) => i.title, date: (i: Item) => i.date };
const dateOf = (i: Item) => i.date;
const ids = (items: Item[]) => items.map((i) => i.id);
const f = (over: Partial<Filters>): Filters => ({ ...ALL_FILTERS, ...over });

const items: Item[] = [
  { id: "a", title: "Annual Sports Day", date: "2024-12-20" },
  { id: "b", title: "Science Exhibition", date: "2025-01-01" },
  { id: "c", title: "Republic Day", date: "2025-01-26" },
  { id: "d", title: "No date here" },
  { id: "e", title: "Sports Meet", date: "2023-03-05" },
  { id: "f", title: "Bad date", date: "not a date" },
  { id: "g", title: "Diwali SPORTS fest", date: "2024-11-01" },
];

describe("applyFilters: search", () => {
  it("matches a case-insensitive substring of the title", () => {
    expect(ids(applyFilters(items, f({ q: "sports" }), get))).toEqual(["a", "g", "e"]);
    expect(ids(applyFilters(items, f({ q: "SPORTS" }), get))).toEqual(["a", "g", "e"]);
    expect(ids(applyFilters(items, f({ q: "day" }), get))).toEqual(["c", "a"]);
  });

  it("trims the query; an empty or blank query matches everything", () => {
    expect(ids(applyFilters(items, f({ q: "  republic  " }), get))).toEqual(["c"]);
    expect(applyFilters(items, f({ q: "" }), get)).toHaveLength(items.length);
    expect(applyFilters(items, f({ q: "   " }), get)).toHaveLength(items.length);
  });

  it("an item without a title matches only an empty query", () => {
    const untitled: Item[] = [{ id: "x", date: "2025-01-01" }];
    expect(ids(applyFilters(untitled, f({}), get))).toEqual(["x"]);
    expect(ids(applyFilters(untitled, f({ q: "a" }), get))).toEqual([]);
  });

  it("matches nothing when no title contains the query", () => {
    expect(applyFilters(items, f({ q: "zzz" }), get)).toEqual([]);
  });
});

describe("applyFilters: year and month", () => {
  it("year matches the calendar year of the date", () => {
    expect(ids(applyFilters(items, f({ year: 2025 }), get))).toEqual(["c", "b"]);
    expect(ids(applyFilters(items, f({ year: 2024 }), get))).toEqual(["a", "g"]);
    expect(ids(applyFilters(items, f({ year: 2010 }), get))).toEqual([]);
  });

  it("1 January belongs to its own year, 31 December to its own", () => {
    const edge: Item[] = [
      { id: "jan1", date: "2025-01-01" },
      { id: "dec31", date: "2024-12-31" },
    ];
    expect(ids(applyFilters(edge, f({ year: 2025 }), get))).toEqual(["jan1"]);
    expect(ids(applyFilters(edge, f({ year: 2024 }), get))).toEqual(["dec31"]);
    expect(ids(applyFilters(edge, f({ month: "Jan" }), get))).toEqual(["jan1"]);
    expect(ids(applyFilters(edge, f({ month: "Dec" }), get))).toEqual(["dec31"]);
  });

  it("uses the Kolkata date of ISO date-times near midnight IST", () => {
    const times: Item[] = [
      { id: "newyear-ist", date: "2024-12-31T18:30:00.000Z" }, // 00:00 IST 1 Jan 2025
      { id: "late-ist", date: "2024-12-31T20:00:00Z" }, // 01:30 IST 1 Jan 2025
      { id: "eve-ist", date: "2024-12-31T18:29:59Z" }, // 23:59:59 IST 31 Dec 2024
      { id: "offset", date: "2025-01-01T00:00:00+05:30" },
    ];
    expect(ids(applyFilters(times, f({ year: 2025 }), get))).toEqual(["late-ist", "newyear-ist", "offset"]);
    expect(ids(applyFilters(times, f({ year: 2024 }), get))).toEqual(["eve-ist"]);
    expect(ids(applyFilters(times, f({ year: 2025, month: "Jan" }), get))).toEqual([
      "late-ist",
      "newyear-ist",
      "offset",
    ]);
    expect(ids(applyFilters(times, f({ month: "Dec" }), get))).toEqual(["eve-ist"]);
  });

  it("month matches the month abbreviation, across years when year is all", () => {
    expect(ids(applyFilters(items, f({ month: "Jan" }), get))).toEqual(["c", "b"]);
    expect(ids(applyFilters(items, f({ month: "Dec" }), get))).toEqual(["a"]);
    expect(ids(applyFilters(items, f({ month: "Mar" }), get))).toEqual(["e"]);
    expect(ids(applyFilters(items, f({ month: "Sep" }), get))).toEqual([]);
  });

  it("year, month and search combine", () => {
    expect(ids(applyFilters(items, f({ year: 2025, month: "Jan", q: "republic" }), get))).toEqual(["c"]);
    expect(ids(applyFilters(items, f({ year: 2024, month: "Jan" }), get))).toEqual([]);
    expect(ids(applyFilters(items, f({ year: 2024, q: "sports" }), get))).toEqual(["a", "g"]);
  });

  it("items without a valid date are excluded while a year or month filter is active", () => {
    const undated = ["d", "f"];
    for (const filters of [f({ year: 2025 }), f({ month: "Jan" }), f({ year: 2025, month: "Jan" })]) {
      const got = ids(applyFilters(items, filters, get));
      for (const id of undated) expect(got).not.toContain(id);
    }
  });

  it("items without a valid date are kept when year and month are all", () => {
    expect(ids(applyFilters(items, ALL_FILTERS, get))).toEqual(["c", "b", "a", "g", "e", "d", "f"]);
    expect(ids(applyFilters(items, f({ q: "date" }), get))).toEqual(["d", "f"]);
  });
});

describe("applyFilters: order", () => {
  it("sorts newest first, undated last, keeping input order on ties", () => {
    const list: Item[] = [
      { id: "u1" },
      { id: "old", date: "2020-05-01" },
      { id: "t1", date: "2025-02-02" },
      { id: "u2", date: null },
      { id: "t2", date: "2025-02-02" },
      { id: "new", date: "2025-03-01" },
    ];
    expect(ids(applyFilters(list, ALL_FILTERS, get))).toEqual(["new", "t1", "t2", "old", "u1", "u2"]);
  });

  it("orders mixed dates and date-times by instant", () => {
    const list: Item[] = [
      { id: "day", date: "2025-01-01" }, // 00:00 IST
      { id: "morning", date: "2025-01-01T04:30:00Z" }, // 10:00 IST
      { id: "prev-evening", date: "2024-12-31T17:00:00Z" }, // 22:30 IST 31 Dec
    ];
    expect(ids(applyFilters(list, ALL_FILTERS, get))).toEqual(["morning", "day", "prev-evening"]);
  });

  it("does not mutate the input", () => {
    const copy = [...items];
    applyFilters(items, f({ year: 2025 }), get);
    expect(items).toEqual(copy);
  });
});

describe("yearOptions / monthOptions", () => {
  it("lists distinct years in the data, descending, ignoring undated items", () => {
    expect(yearOptions(items, dateOf)).toEqual([2025, 2024, 2023]);
    expect(yearOptions([], dateOf)).toEqual([]);
  });

  it("puts a date-time at the IST new year under the new year", () => {
    expect(yearOptions([{ id: "x", date: "2024-12-31T19:00:00Z" }], dateOf)).toEqual([2025]);
  });

  it("lists months present in the data in calendar order", () => {
    expect(monthOptions(items, dateOf)).toEqual(["Jan", "Mar", "Nov", "Dec"]);
    expect(monthOptions(items, dateOf, "all")).toEqual(["Jan", "Mar", "Nov", "Dec"]);
    expect(monthOptions(items, dateOf, 2024)).toEqual(["Nov", "Dec"]);
    expect(monthOptions(items, dateOf, 2025)).toEqual(["Jan"]);
    expect(monthOptions(items, dateOf, 2010)).toEqual([]);
  });
});

describe("default years (spec section 4)", () => {
  const now = new Date("2025-06-15T06:30:00Z");
  // 00:00 IST on 1 Jan 2025 is still 31 Dec 2024 in UTC.
  const newYearIst = new Date("2024-12-31T18:30:00Z");
  const at = (...dates: string[]): Item[] => dates.map((date, i) => ({ id: String(i), date }));

  it("news: the current year if any item falls in it", () => {
    expect(newsDefaultYear(at("2023-05-01", "2025-02-01"), dateOf, now)).toBe(2025);
  });

  it("news: otherwise the previous year, even with no data", () => {
    expect(newsDefaultYear(at("2023-05-01", "2024-12-31"), dateOf, now)).toBe(2024);
    expect(newsDefaultYear([], dateOf, now)).toBe(2024);
    expect(newsDefaultYear(at("not a date"), dateOf, now)).toBe(2024);
  });

  it("news: at the IST new year the current year is already the new one", () => {
    expect(newsDefaultYear(at("2025-01-01"), dateOf, newYearIst)).toBe(2025);
    expect(newsDefaultYear(at("2024-12-31"), dateOf, newYearIst)).toBe(2024);
    // An item stamped 20:00Z on 31 Dec is 1 Jan in Kolkata.
    expect(newsDefaultYear(at("2024-12-31T20:00:00Z"), dateOf, newYearIst)).toBe(2025);
  });

  it("newsletter: the most recent year that has items", () => {
    expect(newsletterDefaultYear(at("2021-04-01", "2023-09-01", "2022-01-01"), dateOf, now)).toBe(2023);
    expect(newsletterDefaultYear(at("2024-12-31T19:00:00Z"), dateOf, now)).toBe(2025);
  });

  it("newsletter: the current year when there are none", () => {
    expect(newsletterDefaultYear([], dateOf, now)).toBe(2025);
    expect(newsletterDefaultYear([{ id: "x" }], dateOf, newYearIst)).toBe(2025);
  });

  it("media: the current year when it has items", () => {
    expect(mediaDefaultYear(at("2025-03-01", "2024-01-01"), dateOf, now)).toEqual({ year: 2025, found: true });
  });

  it("media: the nearest earlier year with items, up to 4 years back", () => {
    expect(mediaDefaultYear(at("2022-03-01", "2023-07-01"), dateOf, now)).toEqual({ year: 2023, found: true });
    expect(mediaDefaultYear(at("2021-12-31"), dateOf, now)).toEqual({ year: 2021, found: true });
  });

  it("media: nothing within 4 years means not found, showing the current year", () => {
    expect(mediaDefaultYear(at("2020-12-31"), dateOf, now)).toEqual({ year: 2025, found: false });
    expect(mediaDefaultYear([], dateOf, now)).toEqual({ year: 2025, found: false });
  });

  it("media: later years are not a fallback", () => {
    expect(mediaDefaultYear(at("2026-01-01"), dateOf, now)).toEqual({ year: 2025, found: false });
  });

  it("media: year boundary in IST", () => {
    expect(mediaDefaultYear(at("2024-12-31T18:30:00Z"), dateOf, newYearIst)).toEqual({ year: 2025, found: true });
    expect(mediaDefaultYear(at("2024-12-31T18:29:00Z"), dateOf, newYearIst)).toEqual({ year: 2024, found: true });
  });

  it("defaults to the real clock", () => {
    const year = currentYear();
    expect(newsDefaultYear(at(`${year}-01-01`), dateOf)).toBe(year);
    expect(mediaDefaultYear([], dateOf)).toEqual({ year, found: false });
  });
});

describe("parseFilters / filtersToSearch", () => {
  const defaults: Filters = { year: 2025, month: "all", q: "" };
  const parse = (qs: string) => parseFilters(new URLSearchParams(qs), defaults);

  it("returns the defaults for an empty query", () => {
    expect(parse("")).toEqual(defaults);
  });

  it("reads valid values", () => {
    expect(parse("year=2023&month=Mar&q=sports")).toEqual({ year: 2023, month: "Mar", q: "sports" });
    expect(parse("year=all&month=all")).toEqual({ year: "all", month: "all", q: "" });
    expect(parse("month=mar")).toEqual({ ...defaults, month: "Mar" });
    expect(parse("q=%20a%20b%20")).toEqual({ ...defaults, q: " a b " });
  });

  it("falls back to the defaults for invalid values", () => {
    expect(parse("year=abc&month=March")).toEqual(defaults);
    expect(parse("year=20&month=13")).toEqual(defaults);
    expect(parse("year=2025.5&month=")).toEqual(defaults);
    expect(parse("year=")).toEqual(defaults);
  });

  it("caps a very long query", () => {
    expect(parse(`q=${"x".repeat(500)}`).q).toHaveLength(200);
  });

  it("omits values equal to the defaults", () => {
    expect(filtersToSearch(defaults, defaults).toString()).toBe("");
    expect(filtersToSearch({ year: 2025, month: "Jan", q: "" }, defaults).toString()).toBe("month=Jan");
    expect(filtersToSearch({ year: "all", month: "all", q: "day" }, defaults).toString()).toBe("year=all&q=day");
    expect(filtersToSearch({ year: 2023, month: "all", q: "" }, ALL_FILTERS).toString()).toBe("year=2023");
  });

  it("round-trips", () => {
    const cases: Filters[] = [
      defaults,
      { year: "all", month: "all", q: "" },
      { year: 2023, month: "Dec", q: "annual day" },
      { year: 2025, month: "Jan", q: "x" },
    ];
    for (const filters of cases) {
      expect(parseFilters(filtersToSearch(filters, defaults), defaults)).toEqual(filters);
    }
    const withQuery: Filters = { year: "all", month: "all", q: "news" };
    expect(parseFilters(filtersToSearch({ ...withQuery, q: "" }, withQuery), withQuery).q).toBe("");
  });
});
