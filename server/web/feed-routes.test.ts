import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { XMLParser } from "fast-xml-parser";
import ICAL from "ical.js";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseTimeRange } from "../../contract/calendar.ts";
import { todayInKolkata } from "../../contract/dates.ts";
import { siteRoutes } from "../../contract/site-map.ts";
import { buildApp } from "../app.ts";
import { testConfig } from "../config.ts";
import { schoolIdentity } from "./school-identity.ts";

type App = Awaited<ReturnType<typeof buildApp>>;
const SCHOOL = "tvms";
const dayFromToday = (days: number) => todayInKolkata(new Date(Date.now() + days * 86_400_000));
const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@" });
const asList = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

describe("calendar, feeds, sitemap and robots.txt", () => {
  let app: App;
  let dataDir: string;
  const ids: Record<string, string> = {};
  const event = (title: string, date: string, time: string) => ({
    title,
    description: `About ${title}, with commas; and a new\nline`,
    date,
    time,
    venue: "Main Hall",
    images: [],
    attachments: [],
  });

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "feeds-"));
    app = await buildApp({ config: testConfig({ dataDir }) });
    const { content } = app.services;
    ids.timed = await content.create(SCHOOL, "event", event("Sports Day", dayFromToday(10), "8:30 AM - 10:30 AM"));
    ids.allDay = await content.create(SCHOOL, "event", event("Holiday", dayFromToday(20), ""));
    ids.recent = await content.create(SCHOOL, "event", event("Recent Fair", dayFromToday(-30), "5 pm"));
    ids.old = await content.create(SCHOOL, "event", event("Old Concert", dayFromToday(-120), "6 pm"));
    ids.draft = await content.create(SCHOOL, "event", event("Draft Trip", dayFromToday(5), ""), { status: "draft" });
    ids.news = await content.create(SCHOOL, "news", {
      title: "Results <declared> & more",
      description: "SSC results are out.",
      fromDate: "2026-03-01",
      attachments: ["ab/result.pdf"],
    });
    ids.newsletter = await content.create(SCHOOL, "circular", {
      category: "Newsletter",
      date: "2026-02-01",
      title: "February Newsletter",
      attachments: ["ab/feb.pdf"],
    });
    ids.circular = await content.create(SCHOOL, "circular", {
      category: "Circular",
      date: "2026-02-02",
      title: "Fee circular",
      attachments: [],
    });
    ids.album = await content.create(SCHOOL, "gallery", {
      category: "Campus Life",
      title: "Annual Day",
      description: "",
      date: "2026-01-10",
      attachments: [],
    });
  });
  afterAll(async () => {
    await app?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const get = (url: string) => app.inject({ method: "GET", url, headers: { host: "school.example" } });

  function vevents(body: string) {
    const cal = new ICAL.Component(ICAL.parse(body));
    const zone = cal.getFirstSubcomponent("vtimezone");
    if (zone) ICAL.TimezoneService.register(zone);
    return { cal, events: cal.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v)) };
  }

  it("serves upcoming events and the last 90 days, with Kolkata times, stable UIDs and all-day events", async () => {
    const res = await get("/events.ics");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/calendar/);
    const { cal, events } = vevents(res.body);
    expect(cal.getFirstPropertyValue("x-wr-calname")).toBe(
      (await schoolIdentity(app.services, app.services.config.schoolCode)).name,
    );
    expect(cal.getFirstSubcomponent("vtimezone")?.getFirstPropertyValue("tzid")).toBe("Asia/Kolkata");
    expect(events.map((e) => e.summary).sort()).toEqual(["Holiday", "Recent Fair", "Sports Day"]);

    const sports = events.find((e) => e.summary === "Sports Day")!;
    expect(sports.uid).toBe(`event-${ids.timed}@school.example`);
    expect(sports.component.getFirstProperty("dtstart")?.getParameter("tzid")).toBe("Asia/Kolkata");
    expect(sports.startDate.zone?.tzid).toBe("Asia/Kolkata");
    expect(sports.startDate.toString()).toBe(`${dayFromToday(10)}T08:30:00`);
    expect(sports.endDate.toString()).toBe(`${dayFromToday(10)}T10:30:00`);
    // 08:30 IST is 03:00 UTC.
    expect(sports.startDate.toJSDate().toISOString()).toBe(`${dayFromToday(10)}T03:00:00.000Z`);
    expect(sports.location).toBe("Main Hall");
    expect(sports.description).toBe("About Sports Day, with commas; and a new\nline");

    const holiday = events.find((e) => e.summary === "Holiday")!;
    expect(holiday.startDate.isDate).toBe(true);
    expect(holiday.startDate.toString()).toBe(dayFromToday(20));

    const again = vevents((await get("/events.ics")).body).events.map((e) => e.uid);
    expect(again.sort()).toEqual(events.map((e) => e.uid).sort());
  });

  it("raises SEQUENCE when staff edit an event", async () => {
    const before = vevents((await get(`/events/${ids.timed}.ics`)).body).events[0];
    expect(before.sequence).toBe(0);
    await new Promise((r) => setTimeout(r, 1100));
    await app.services.content.update(
      SCHOOL,
      "event",
      ids.timed,
      event("Sports Day (moved)", dayFromToday(11), "9 am - 1 pm"),
    );
    const res = await get(`/events/${ids.timed}.ics`);
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="event-.+\.ics"$/);
    const after = vevents(res.body).events[0];
    expect(after.uid).toBe(before.uid);
    expect(after.sequence).toBeGreaterThan(before.sequence);
    expect(after.summary).toBe("Sports Day (moved)");
    expect(after.startDate.toString()).toBe(`${dayFromToday(11)}T09:00:00`);
    expect(after.endDate.toString()).toBe(`${dayFromToday(11)}T13:00:00`);
  });

  it("answers 404 for an unknown, draft or malformed event download", async () => {
    for (const url of ["/events/nope.ics", `/events/${ids.draft}.ics`, "/events/..%2Fx.ics", `/events/${ids.timed}`]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });

  it("reads event times as staff type them", () => {
    expect(parseTimeRange("10 am")).toEqual({ start: 600, end: 660 });
    expect(parseTimeRange("2 - 4 pm")).toEqual({ start: 840, end: 960 });
    expect(parseTimeRange("10:00 AM - 4:00 PM")).toEqual({ start: 600, end: 960 });
    expect(parseTimeRange("17:30")).toEqual({ start: 1050, end: 1110 });
    expect(parseTimeRange("All day")).toBeNull();
    expect(parseTimeRange("Hall 2")).toBeNull();
    expect(parseTimeRange("Rooms 2 - 4")).toBeNull();
    expect(parseTimeRange("")).toBeNull();
  });

  it("publishes the news as an Atom feed", async () => {
    const res = await get("/news/feed.xml");
    expect(res.headers["content-type"]).toMatch(/^application\/atom\+xml/);
    const feed = xml.parse(res.body).feed;
    expect(feed["@xmlns"]).toBe("http://www.w3.org/2005/Atom");
    expect(asList(feed.link).find((l: { "@rel": string }) => l["@rel"] === "self")["@href"]).toBe(
      "http://school.example/news/feed.xml",
    );
    const entries = asList(feed.entry);
    expect(entries).toHaveLength(1);
    expect(entries[0].title).toBe("Results <declared> & more");
    expect(entries[0].published).toBe("2026-03-01T00:00:00+05:30");
    expect(Number.isNaN(Date.parse(entries[0].updated))).toBe(false);
    const enclosure = asList(entries[0].link).find((l: { "@rel": string }) => l["@rel"] === "enclosure");
    expect(enclosure["@href"]).toBe("http://school.example/api/image/ab/result.pdf");
  });

  it("publishes only the newsletters in the newsletter feed", async () => {
    const feed = xml.parse((await get("/newsletter/feed.xml")).body).feed;
    expect(asList(feed.entry).map((e: { title: string }) => e.title)).toEqual(["February Newsletter"]);
  });

  it("lists every public route and each album in the sitemap, with lastmod from content", async () => {
    const res = await get("/sitemap.xml");
    expect(res.headers["content-type"]).toMatch(/^application\/xml/);
    const urls = asList(xml.parse(res.body).urlset.url) as { loc: string; lastmod?: string }[];
    const locs = urls.map((u) => u.loc);
    for (const route of siteRoutes.filter((r) => r.path !== "/sub-gallery")) {
      expect(locs).toContain(`http://school.example${route.path}`);
    }
    expect(locs).toContain(`http://school.example/sub-gallery?id=${ids.album}`);
    expect(locs).not.toContain("http://school.example/sub-gallery");
    expect(locs.some((l) => l.includes("/admin"))).toBe(false);
    const news = urls.find((u) => u.loc === "http://school.example/news");
    expect(Number.isNaN(Date.parse(news?.lastmod ?? ""))).toBe(false);
  });

  it("lists each page in each of the school's languages with xhtml:link alternates and x-default (issue 29)", async () => {
    const { profiles } = app.services;
    const before = await profiles.get(SCHOOL);
    await profiles.save(SCHOOL, { ...before, languages: ["en", "mr", "hi"] });
    try {
      type Url = { loc: string; "xhtml:link": { "@hreflang": string; "@href": string }[] };
      const urls = asList(xml.parse((await get("/sitemap.xml")).body).urlset.url) as Url[];
      const at = (loc: string) => urls.find((u) => u.loc === `http://school.example${loc}`);
      const alternates = (loc: string) =>
        Object.fromEntries((at(loc)?.["xhtml:link"] ?? []).map((l) => [l["@hreflang"], l["@href"]]));
      const history = {
        en: "http://school.example/history",
        mr: "http://school.example/mr/history",
        hi: "http://school.example/hi/history",
        "x-default": "http://school.example/history",
      };
      for (const loc of ["/history", "/mr/history", "/hi/history"]) expect(alternates(loc), loc).toEqual(history);
      expect(alternates("/mr/")).toMatchObject({ en: "http://school.example/", mr: "http://school.example/mr/" });
      expect(at(`/hi/sub-gallery?id=${ids.album}`)).toBeDefined();
      expect(urls.length % 3).toBe(0);
    } finally {
      await profiles.save(SCHOOL, before);
    }
    // English only: one address a page, no alternates.
    const plain = asList(xml.parse((await get("/sitemap.xml")).body).urlset.url) as Record<string, unknown>[];
    expect(plain.some((u) => "xhtml:link" in u || String(u.loc).includes("/mr/"))).toBe(false);
  });

  it("keeps crawlers out of the staff area and points them at the sitemap", async () => {
    const res = await get("/robots.txt");
    expect(res.headers["content-type"]).toMatch(/^text\/plain/);
    const lines = res.body.split("\n");
    // As a crawler reads the rules (the longest matching rule wins, Allow on a tie; `$` ends a rule):
    // the staff area and its API are closed, a school's /administration or /admissions page is open.
    const rules = lines.flatMap((l) => {
      const m = /^(Allow|Disallow): (\S+)$/.exec(l);
      return m ? [{ allow: m[1] === "Allow", rule: m[2] }] : [];
    });
    const allowed = (url: string) => {
      const matching = rules.filter(({ rule }) =>
        rule.endsWith("$") ? url === rule.slice(0, -1) : url.startsWith(rule),
      );
      matching.sort((x, y) => y.rule.length - x.rule.length || Number(y.allow) - Number(x.allow));
      return matching.length === 0 || matching[0].allow;
    };
    for (const url of [
      "/admin",
      "/admin/",
      "/admin/pages",
      "/admin?next=%2Fadmin",
      "/api/admin/login",
      "/api/news/tvms",
    ]) {
      expect(allowed(url), url).toBe(false);
    }
    for (const url of [
      "/administration",
      "/admissions",
      "/admission-enquire",
      "/admin-office",
      "/api/image/x.jpg",
      "/",
    ]) {
      expect(allowed(url), url).toBe(true);
    }
    expect(lines).toContain("Sitemap: http://school.example/sitemap.xml");
    // The certificate check form may be found by search; its answers (with a code) may not.
    expect(lines).toContain("Disallow: /verify-tc?");
    expect(lines).not.toContain("Disallow: /verify-tc");
  });

  it("cuts a stored photo to the 1200×630 sharing size; anything else is a 404", async () => {
    const photo = await sharp({ create: { width: 900, height: 1200, channels: 3, background: "#2a6" } })
      .jpeg()
      .toBuffer();
    await app.services.store.write("sh/portrait.jpg", photo);
    const res = await get("/share-image/sh/portrait.jpg");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/jpeg");
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([1200, 630]);
    expect((await get("/share-image/sh/missing.jpg")).statusCode).toBe(404);
    expect((await get("/share-image/ab/result.pdf")).statusCode).toBe(404);
    expect((await get("/share-image/../secret.jpg")).statusCode).toBe(404);
  });
});
