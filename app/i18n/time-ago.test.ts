import { describe, expect, it } from "vitest";
import { timeAgo } from "./time-ago.ts";
import { translator } from "./translate.ts";

describe("timeAgo in English, as the testimonials showed it before the catalogue", () => {
  const ago = (iso: string | undefined, now: Date) => timeAgo(translator("en"), iso, now);
  const now = new Date("2025-06-15T12:00:00Z");
  const earlier = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const MIN = 60_000;
  const HOUR = 60 * MIN;
  const DAY = 24 * HOUR;

  it("says x ago in the largest whole unit", () => {
    expect(ago(earlier(0), now)).toBe("just now");
    expect(ago(earlier(59_000), now)).toBe("just now");
    expect(ago(earlier(MIN), now)).toBe("1 minute ago");
    expect(ago(earlier(5 * MIN), now)).toBe("5 minutes ago");
    expect(ago(earlier(HOUR), now)).toBe("1 hour ago");
    expect(ago(earlier(23 * HOUR), now)).toBe("23 hours ago");
    expect(ago(earlier(DAY), now)).toBe("1 day ago");
    expect(ago(earlier(3 * DAY), now)).toBe("3 days ago");
    expect(ago(earlier(29 * DAY), now)).toBe("29 days ago");
    expect(ago(earlier(30 * DAY), now)).toBe("1 month ago");
    expect(ago(earlier(65 * DAY), now)).toBe("2 months ago");
    expect(ago(earlier(362 * DAY), now)).toBe("11 months ago");
    expect(ago(earlier(365 * DAY), now)).toBe("1 year ago");
    expect(ago(earlier(800 * DAY), now)).toBe("2 years ago");
  });

  it("handles plain dates (Kolkata midnight) and the future", () => {
    expect(ago("2025-06-12", now)).toBe("3 days ago");
    expect(ago(earlier(-HOUR), now)).toBe("just now");
  });

  it("returns an empty string for invalid input", () => {
    expect(ago("yesterday", now)).toBe("");
    expect(ago(undefined, now)).toBe("");
  });
});

describe("timeAgo in Marathi and Hindi (issue 29: the testimonials' times were English on /mr/)", () => {
  const now = new Date("2025-06-15T12:00:00Z");
  it("words the time in the reader's language, plurals by its own rules", () => {
    expect(timeAgo(translator("mr"), "2025-06-14T12:00:00Z", now)).toBe("1 दिवसापूर्वी");
    expect(timeAgo(translator("mr"), "2025-05-26T12:00:00Z", now)).toBe("20 दिवसांपूर्वी");
    expect(timeAgo(translator("mr"), "2023-06-01T12:00:00Z", now)).toBe("2 वर्षांपूर्वी");
    expect(timeAgo(translator("hi"), "2025-06-15T11:00:00Z", now)).toBe("1 घंटा पहले");
    expect(timeAgo(translator("hi"), "2025-06-15T11:59:30Z", now)).toBe("अभी-अभी");
  });
});
