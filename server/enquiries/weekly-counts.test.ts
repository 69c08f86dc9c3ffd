import { describe, expect, it } from "vitest";
import { firstWeekStart, periodStart, weeklyCounts } from "./weekly-counts.ts";

describe("weekly enquiry counts", () => {
  // Wednesday 11 June 2025, 10:00 in Kolkata.
  const now = new Date("2025-06-11T04:30:00Z");

  it("starts weeks on Monday at midnight in Kolkata, not UTC", () => {
    // Monday 9 June 2025 00:00 IST is Sunday 8 June 18:30 UTC.
    expect(firstWeekStart(1, now).toISOString()).toBe("2025-06-08T18:30:00.000Z");
    expect(firstWeekStart(3, now).toISOString()).toBe("2025-05-25T18:30:00.000Z");
  });

  it("starts the inbox's Today at India-time midnight and This week on Monday", () => {
    expect(periodStart("today", now).toISOString()).toBe("2025-06-10T18:30:00.000Z");
    expect(periodStart("week", now).toISOString()).toBe("2025-06-08T18:30:00.000Z");
    // 00:10 IST on Thursday is still Wednesday evening in UTC: today is Thursday in India.
    expect(periodStart("today", new Date("2025-06-11T18:40:00Z")).toISOString()).toBe("2025-06-11T18:30:00.000Z");
  });

  it("counts per week, oldest first, with empty weeks as zero", () => {
    const counts = weeklyCounts(
      [
        "2025-06-08T18:29:59.000Z", // Sunday 23:59:59 IST: the week before
        "2025-06-08T18:30:00.000Z", // Monday 00:00 IST: this week
        "2025-06-11T04:00:00.000Z",
        "2025-05-26T00:00:00.000Z", // three weeks back
        "2025-05-01T00:00:00.000Z", // too old
        "2025-06-12T00:00:00.000Z", // after now
      ],
      4,
      now,
    );
    expect(counts).toEqual([
      { weekStart: "2025-05-19", count: 0 },
      { weekStart: "2025-05-26", count: 1 },
      { weekStart: "2025-06-02", count: 1 },
      { weekStart: "2025-06-09", count: 2 },
    ]);
  });

  it("puts an enquiry sent on Monday morning in Kolkata (still Sunday in UTC) in the new week", () => {
    const monday = new Date("2025-06-09T01:00:00Z"); // Monday 06:30 IST
    expect(weeklyCounts(["2025-06-08T19:00:00.000Z"], 2, monday)).toEqual([
      { weekStart: "2025-06-02", count: 0 },
      { weekStart: "2025-06-09", count: 1 },
    ]);
  });
});
