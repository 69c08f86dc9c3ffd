import { describe, expect, it, vi } from "vitest";
import { type Block, richFrom } from "../../../contract/page-blocks.ts";
import { blankProfile, toSchoolView } from "../../../contract/school-view.ts";
import type { PhotoView, SiteData } from "../../../contract/site-data.ts";
import { fakeSiteData } from "../../lib/list-page/fake-site-data.ts";
import { loadHome } from "./home-data.ts";
import { toEvents, toHighlights, toNews, toNotifications, toRegistrations } from "./home-views.ts";

describe("highlights", () => {
  it("turns line breaks into spaces and formats the date as en-IN day, short month, year", () => {
    const [h] = toHighlights([
      {
        _id: "1",
        title: "Sports day",
        description: "Line one\nline two\r\n\r\nline three",
        fromDate: "2025-09-05",
        attachments: ["a/b.pdf"],
      },
    ]);
    expect(h).toEqual({
      title: "Sports day",
      description: "Line one line two line three",
      date: "5 Sept 2025",
      attachment: "a/b.pdf",
    });
  });

  it.each([[[]], [null], [{ not: "a list" }], ["text"]])("gives the one placeholder for %j", (input) => {
    expect(toHighlights(input)).toEqual([
      { title: "Stay tuned", description: "Stay tuned for latest updates", date: "N/A", attachment: null },
    ]);
  });

  it("shows N/A for a missing date and no icon without attachments", () => {
    expect(toHighlights([{ title: "No date" }])).toEqual([
      { title: "No date", description: "", date: "N/A", attachment: null },
    ]);
  });
});

describe("news", () => {
  it("keeps each item's real year", () => {
    const items = toNews([
      { title: "Old", description: "", fromDate: "2019-03-04", attachments: [] },
      { title: "New", description: "", fromDate: "2031-12-31", attachments: ["n.pdf"] },
    ]);
    expect(items.map((n) => n.date)).toEqual(["4 Mar 2019", "31 Dec 2031"]);
    expect(items.map((n) => n.isoDate)).toEqual(["2019-03-04", "2031-12-31"]);
    expect(items[1].attachment).toBe("n.pdf");
  });

  it("keeps the latest 20", () => {
    const many = Array.from({ length: 25 }, (_, i) => ({ title: `N${i}`, fromDate: "2025-01-01" }));
    expect(toNews(many).map((n) => n.title)).toEqual(many.slice(0, 20).map((n) => n.title));
  });

  it("reads `date` when fromDate is missing", () => {
    expect(toNews([{ title: "X", date: "2024-01-02" }])[0].date).toBe("2 Jan 2024");
  });

  it("falls back to the two placeholders", () => {
    for (const input of [[], undefined, "x"]) {
      expect(toNews(input).map((n) => [n.title, n.description])).toEqual([
        ["News Title", "Stay tuned for latest updates"],
        ["News Title", "Stay tuned for latest updates"],
      ]);
    }
  });
});

describe("events", () => {
  const event = (n: number) => ({ title: `E${n}`, description: "d", date: "2025-01-10", time: "10 am", venue: "Hall" });

  it("keeps at most the first 5", () => {
    const before = new Date("2025-01-01T00:00:00+05:30");
    expect(toEvents([1, 2, 3, 4, 5, 6, 7].map(event), {}, before).map((e) => e.title)).toEqual([
      "E1",
      "E2",
      "E3",
      "E4",
      "E5",
    ]);
  });

  it("fills missing fields with the spec's fallbacks", () => {
    const [e] = toEvents([{ images: ["p.jpg"] }], { "p.jpg": { width: 300, height: 200 } });
    expect(e).toMatchObject({
      title: "Untitled Event",
      description: "Description not available.",
      date: "Date not available",
      isoDate: "",
      image: { file: "p.jpg", width: 300, height: 200 },
    });
  });

  it("reads toDate when date is missing", () => {
    expect(toEvents([{ title: "T", toDate: "2025-02-01" }], {}, new Date("2025-01-01"))[0].date).toBe("1 Feb 2025");
  });

  it("shows the next 5 events from today, soonest first, and no past ones (issue 16)", () => {
    const now = new Date("2026-11-23T20:00:00+05:30");
    const on = (title: string, date: string) => ({ title, description: "d", date });
    const records = [
      on("Far", "2027-01-07"),
      on("Past", "2026-11-14"),
      on("Today", "2026-11-23"),
      on("Soon", "2026-11-28"),
      on("Dec A", "2026-12-05"),
      on("Dec B", "2026-12-20"),
      on("Jan", "2027-01-02"),
    ];
    expect(toEvents(records, {}, now).map((e) => e.title)).toEqual(["Today", "Soon", "Dec A", "Dec B", "Jan"]);
  });

  it("shows 2 sample events when there are none", () => {
    const samples = toEvents([], {});
    expect(samples).toHaveLength(2);
    expect(samples.every((e) => e.title && e.description && e.date === "Date not available")).toBe(true);
  });
});

describe("notifications and registrations", () => {
  it("takes the first image and attachment and drops unsafe urls", () => {
    const [n] = toNotifications(
      [{ title: "N", description: "D", image: ["i.jpg", "j.jpg"], attachments: ["a.pdf"], url: "javascript:alert(1)" }],
      {},
    );
    expect(n).toEqual({
      title: "N",
      description: "D",
      image: { file: "i.jpg", alt: "N", width: 960, height: 640 },
      attachment: "a.pdf",
      url: null,
    });
    expect(toNotifications(null, {})).toEqual([]);
  });

  it("links the registration title and its first attachment", () => {
    expect(
      toRegistrations([{ title: "R", url: "https://example.com/r", attachments: ["x.pdf"] }, { title: "S" }]),
    ).toEqual([
      { title: "R", url: "https://example.com/r", attachment: "x.pdf" },
      { title: "S", url: null, attachment: null },
    ]);
  });
});

describe("loadHome", () => {
  it("survives every source failing: logs each and uses the fallbacks", async () => {
    const fail = () => Promise.reject(new Error("down"));
    // The lists, albums and sizes fail through the fake; the school, the pages and the photo sets here.
    const site: SiteData = { ...fakeSiteData({ fail: true }), school: fail, page: fail, pagePhotos: fail };
    const log = vi.fn();
    const data = await loadHome(site, log);
    expect(log).toHaveBeenCalledTimes(10);
    // No stored home texts: one welcome slide, no invented words.
    expect(data.texts.slides).toHaveLength(1);
    expect(data.texts.why).toBeNull();
    expect(data.leaders).toEqual([]);
    expect(data.highlights[0].title).toBe("Stay tuned");
    expect(data.notifications).toEqual([]);
    expect(data.news[0].title).toBe("News Title");
    expect(data.events).toHaveLength(2);
    expect(data.registrations).toEqual([]);
    expect(data.slides).toEqual([]);
    expect(data.why).toBeNull();
  });

  it("reads the lists and the photo sets", async () => {
    const photo = (tab: string, n: number) => ({ tab, file: `${tab}/${n}.jpg`, alt: "", width: 960, height: 640 });
    const page = (slug: string, blocks: Block[]) => ({ slug, trail: [], title: slug, description: "", blocks });
    const pages: Record<string, ReturnType<typeof page>> = {
      tvmhs: page("tvmhs", [
        {
          type: "people",
          people: [
            { name: "A. President", role: "President", photo: "president", href: "/president-philosophy" },
            { name: "No Photo", role: "Trustee" },
          ],
        },
      ]),
      home: page("home", [{ type: "list", items: [richFrom("First slide"), richFrom("Second slide")] }]),
    };
    const notification = { _id: "n1", title: "Open", description: "", image: ["n.jpg"], attachments: [], url: "" };
    const site: SiteData = {
      ...fakeSiteData({ lists: { notification: [notification] }, sizes: { "n.jpg": { width: 500, height: 250 } } }),
      school: async () => toSchoolView(blankProfile("Hill School")),
      page: async (slug) => pages[slug] ?? null,
      pagePhotos: async (set): Promise<Record<string, PhotoView[]>> =>
        set === "home"
          ? { Slides: [photo("Slides", 1)], Specials: [photo("Specials", 1)], Facilities: [] }
          : { "why-choose-us": [photo("why", 1)], president: [photo("president", 1)] },
    };
    const data = await loadHome(site, () => {
      throw new Error("nothing should fail");
    });
    expect(data.slides).toHaveLength(1);
    expect(data.specials[0].file).toBe("Specials/1.jpg");
    expect(data.why?.file).toBe("why/1.jpg");
    expect(data.leaderPhotos.president?.file).toBe("president/1.jpg");
    expect(data.leaders.map((l) => l.name)).toEqual(["A. President"]);
    expect(data.texts.slides).toEqual(["First slide", "Second slide"]);
    expect(data.texts.about.heading).toBe("Welcome to Hill School");
    expect(data.notifications[0].image).toEqual({ file: "n.jpg", alt: "Open", width: 500, height: 250 });
  });
});
