import { describe, expect, it } from "vitest";
import { currentYear, formatDate, monthAbbr, parseDateParts, todayInKolkata, toInstant } from "./dates.ts";

describe("todayInKolkata / currentYear", () => {
  it("uses the Kolkata calendar day, not UTC", () => {
    // 18:29:59Z is 23:59:59 IST; 18:30Z is midnight IST.
    expect(todayInKolkata(new Date("2025-03-10T18:29:59Z"))).toBe("2025-03-10");
    expect(todayInKolkata(new Date("2025-03-10T18:30:00Z"))).toBe("2025-03-11");
  });

  it("1 January IST is already the new year even while UTC is still on 31 December", () => {
    const newYearIst = new Date("2024-12-31T18:30:00Z");
    expect(todayInKolkata(newYearIst)).toBe("2025-01-01");
    expect(currentYear(newYearIst)).toBe(2025);
  });

  it("31 December 23:59 IST is still the old year", () => {
    const lastMinute = new Date("2024-12-31T18:29:00Z");
    expect(todayInKolkata(lastMinute)).toBe("2024-12-31");
    expect(currentYear(lastMinute)).toBe(2024);
  });

  it("defaults to the real clock", () => {
    expect(todayInKolkata()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(currentYear()).toBeGreaterThan(2000);
  });
});

describe("parseDateParts", () => {
  it("takes a calendar date as is", () => {
    expect(parseDateParts("2025-01-01")).toEqual({ year: 2025, month: 1, day: 1 });
    expect(parseDateParts("2024-12-31")).toEqual({ year: 2024, month: 12, day: 31 });
    expect(parseDateParts(" 2024-02-29 ")).toEqual({ year: 2024, month: 2, day: 29 });
  });

  it("converts date-times to the Kolkata calendar date", () => {
    expect(parseDateParts("2024-12-31T20:00:00Z")).toEqual({ year: 2025, month: 1, day: 1 });
    expect(parseDateParts("2024-12-31T18:30:00.000Z")).toEqual({ year: 2025, month: 1, day: 1 });
    expect(parseDateParts("2024-12-31T18:29:59.999Z")).toEqual({ year: 2024, month: 12, day: 31 });
    expect(parseDateParts("2025-01-01T00:00:00+05:30")).toEqual({ year: 2025, month: 1, day: 1 });
    expect(parseDateParts("2024-12-31T23:00:00-05:00")).toEqual({ year: 2025, month: 1, day: 1 });
    expect(parseDateParts("2025-06-15T10:00:00+0100")).toEqual({ year: 2025, month: 6, day: 15 });
  });

  it("reads a date-time without a zone as Kolkata wall-clock time", () => {
    expect(parseDateParts("2025-01-01T00:05")).toEqual({ year: 2025, month: 1, day: 1 });
    expect(parseDateParts("2024-12-31 23:59:59")).toEqual({ year: 2024, month: 12, day: 31 });
  });

  it("rejects invalid input", () => {
    for (const bad of [
      null,
      undefined,
      "",
      "N/A",
      "2025-02-29",
      "2025-13-01",
      "2025-00-10",
      "2025-04-31",
      "2025-1-5",
      "05/01/2025",
      "2025-01-01T25:00:00Z",
      "2025-01-01T10:00:00+99:00",
      "Date not available",
    ]) {
      expect(parseDateParts(bad), String(bad)).toBeNull();
    }
  });
});

describe("toInstant", () => {
  it("treats a calendar date as Kolkata midnight", () => {
    expect(toInstant("2025-01-01")).toBe(Date.parse("2024-12-31T18:30:00Z"));
    expect(toInstant("2025-01-01T10:00:00Z")).toBe(Date.parse("2025-01-01T10:00:00Z"));
    expect(toInstant("nope")).toBeNull();
  });
});

describe("formatDate", () => {
  it("formats each style", () => {
    expect(formatDate("2025-01-05", "en-IN-short")).toBe("5 Jan 2025");
    expect(formatDate("2025-01-05", "en-GB-short")).toBe("05 Jan 2025");
    expect(formatDate("2025-01-05", "en-IN-long")).toBe("5 January 2025");
    expect(formatDate("2025-01-05", "dd.mm.yy")).toBe("05.01.25");
    expect(formatDate("2009-11-23", "dd.mm.yy")).toBe("23.11.09");
    expect(formatDate("2025-01-05", "dd/mm/yyyy")).toBe("05/01/2025");
    expect(formatDate("2024-12-31T20:00:00Z", "dd/mm/yyyy")).toBe("01/01/2025");
  });

  it("uses the Kolkata date of a date-time (year boundary)", () => {
    expect(formatDate("2024-12-31T20:00:00Z", "en-IN-short")).toBe("1 Jan 2025");
    expect(formatDate("2024-12-31T20:00:00Z", "dd.mm.yy")).toBe("01.01.25");
    expect(formatDate("2024-12-31T18:00:00Z", "en-GB-short")).toBe("31 Dec 2024");
  });

  it("matches Intl for every month", () => {
    const intl = (locale: string, opts: Intl.DateTimeFormatOptions, iso: string) =>
      new Intl.DateTimeFormat(locale, { ...opts, timeZone: "Asia/Kolkata" }).format(new Date(`${iso}T12:00:00+05:30`));
    for (let m = 1; m <= 12; m++) {
      const iso = `2025-${String(m).padStart(2, "0")}-07`;
      expect(formatDate(iso, "en-IN-short")).toBe(
        intl("en-IN", { day: "numeric", month: "short", year: "numeric" }, iso),
      );
      expect(formatDate(iso, "en-GB-short")).toBe(
        intl("en-GB", { day: "2-digit", month: "short", year: "numeric" }, iso),
      );
      expect(formatDate(iso, "en-IN-long")).toBe(
        intl("en-IN", { day: "numeric", month: "long", year: "numeric" }, iso),
      );
    }
  });

  it("returns null for invalid input", () => {
    expect(formatDate(null, "en-IN-short")).toBeNull();
    expect(formatDate(undefined, "en-GB-short")).toBeNull();
    expect(formatDate("", "en-IN-long")).toBeNull();
    expect(formatDate("2025-02-30", "dd.mm.yy")).toBeNull();
  });
});

describe("monthAbbr", () => {
  it("maps 1..12 to Jan..Dec", () => {
    expect(Array.from({ length: 12 }, (_, i) => monthAbbr(i + 1))).toEqual([
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
    ]);
    expect(monthAbbr(0)).toBe("");
    expect(monthAbbr(13)).toBe("");
  });
});
