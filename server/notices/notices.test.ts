import { XMLParser } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { whatsAppText } from "../../contract/notices.ts";
import { staffForTests } from "../admin/staff-test-helpers.ts";

const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@" });
const asList = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
const HOST = "school.example";

describe("every notice at its own address (issue 30)", () => {
  const { app, admin, editor } = staffForTests({ editor: "editor" });
  const get = (url: string) => app.inject({ method: "GET", url, headers: { host: HOST } });
  const add = async (kind: string, body: Record<string, unknown>) => {
    const res = await admin.post(`/api/admin/content/${kind}`, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  };
  /** A news item of 22/11/2026 with no attachments. */
  const newsItem = (title: string, extra: Record<string, unknown> = {}) => ({
    title,
    description: "",
    fromDate: "2026-11-22",
    attachments: [],
    ...extra,
  });
  const circular = (title: string) => ({
    category: "Newsletter",
    date: "2026-11-20",
    title,
    attachments: [],
    text: `${title}: school reopens on Monday.`,
  });
  const feedLinks = async (path: string) =>
    asList(xml.parse((await get(path)).body).feed.entry).map((e: { title: string; link: unknown }) => ({
      title: e.title,
      href: asList(e.link as { "@rel": string; "@href": string }[]).find((l) => l["@rel"] === "alternate")?.["@href"],
    }));
  const sitemap = async () =>
    asList(xml.parse((await get("/sitemap.xml")).body).urlset.url).map((u: { loc: string }) => u.loc);

  it("links feed entries and the sitemap to each item's own address", async () => {
    const news = await add(
      "news",
      newsItem("Sports day results", { description: "Red house won.", fromDate: "2026-11-21" }),
    );
    const letter = await add("circular", circular("November newsletter"));
    const event = await add("event", {
      title: "Annual day",
      description: "",
      date: "2030-01-10",
      venue: "Hall",
      images: [],
      attachments: [],
    });
    expect(await feedLinks("/news/feed.xml")).toContainEqual({
      title: "Sports day results",
      href: `http://${HOST}/news/${news}`,
    });
    expect(await feedLinks("/newsletter/feed.xml")).toContainEqual({
      title: "November newsletter",
      href: `http://${HOST}/newsletter/${letter}`,
    });
    const locs = await sitemap();
    for (const path of [`/news/${news}`, `/newsletter/${letter}`, `/events/${event}`])
      expect(locs).toContain(`http://${HOST}${path}`);
    // The calendar download of one event still answers beside its page's address.
    const ics = await get(`/events/${event}.ics`);
    expect(ics.statusCode).toBe(200);
    expect(ics.body).toContain("Annual day");
  });

  it("keeps a circular's text as well as its file, in the API and the feed", async () => {
    const id = await add("circular", circular("Exam timetable"));
    const item = (await admin.get(`/api/admin/content/circular/${id}`)).json();
    expect(item.text).toBe("Exam timetable: school reopens on Monday.");
    expect(item.publishedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const feed = asList(xml.parse((await get("/newsletter/feed.xml")).body).feed.entry) as {
      title: string;
      summary: unknown;
    }[];
    expect(JSON.stringify(feed.find((e) => e.title === "Exam timetable")?.summary)).toContain(
      "school reopens on Monday",
    );
  });

  it("withdraws a circular: off the lists, feeds and sitemap, pointing to its replacement", async () => {
    const old = await add("circular", circular("Holiday circular"));
    const fresh = await add("circular", circular("Holiday circular (corrected)"));
    const res = await editor.post(`/api/admin/content/circular/${old}/withdraw`, {
      replacedBy: `http://${HOST}/newsletter/${fresh}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().replacedBy).toBe(`/newsletter/${fresh}`);
    const staff = (await admin.get(`/api/admin/content/circular/${old}`)).json();
    expect(staff).toMatchObject({ status: "withdrawn", replacedBy: `/newsletter/${fresh}` });
    expect(staff.withdrawnAt).toMatch(/^\d{4}-/);
    const titles = (await get("/api/circular/all/tvms")).json().map((c: { title: string }) => c.title);
    expect(titles).not.toContain("Holiday circular");
    expect(titles).toContain("Holiday circular (corrected)");
    expect((await feedLinks("/newsletter/feed.xml")).map((e) => e.title)).not.toContain("Holiday circular");
    const locs = await sitemap();
    expect(locs).not.toContain(`http://${HOST}/newsletter/${old}`);
    expect(locs).toContain(`http://${HOST}/newsletter/${fresh}`);
    // The page reads it with its withdrawal, never as a draft.
    const site = app.services.content;
    expect((await site.notice("tvms", "circular", old))?.life).toMatchObject({ replacedBy: `/newsletter/${fresh}` });
    // A second withdrawal, or publishing it again, behave plainly.
    expect((await editor.post(`/api/admin/content/circular/${old}/withdraw`, {})).statusCode).toBe(400);
    const back = await admin.put(`/api/admin/content/circular/${old}`, {
      ...circular("Holiday circular"),
      status: "published",
    });
    expect(back.statusCode).toBe(200);
    expect((await admin.get(`/api/admin/content/circular/${old}`)).json()).toMatchObject({
      status: "published",
      withdrawnAt: null,
    });
  });

  it("refuses a replacement that is not a published notice of this site, and kinds that are not notices", async () => {
    const id = await add("news", newsItem("Bus route change"));
    for (const replacedBy of ["https://evil.example/x", "/news/nope", `/news/${id}`]) {
      const res = await editor.post(`/api/admin/content/news/${id}/withdraw`, { replacedBy });
      expect(res.statusCode, replacedBy).toBe(400);
      expect(res.json().errors.replacedBy).toMatch(/replacement/);
    }
    const video = await add("video", { title: "Concert", date: "2026-11-01", videoUrl: "https://youtu.be/x" });
    expect((await editor.post(`/api/admin/content/video/${video}/withdraw`, {})).statusCode).toBe(400);
  });

  it("says when a notice was published, and when it was edited afterwards", async () => {
    const id = await add("news", newsItem("PTA meeting"));
    const { content } = app.services;
    const first = await content.notice("tvms", "news", id);
    expect(first?.life.publishedAt).toBeTruthy();
    // An edit hours later (the clock moved by rewriting when it went live).
    await app.services.database.db
      .updateTable("news")
      .set({ publishedAt: "2026-11-01T04:00:00.000Z" })
      .where("_id", "=", id)
      .execute();
    await admin.put(`/api/admin/content/news/${id}`, newsItem("PTA meeting moved"));
    const after = await content.notice("tvms", "news", id);
    expect(after?.life.publishedAt).toBe("2026-11-01T04:00:00.000Z");
    expect(Date.parse(after?.life.updatedAt ?? "")).toBeGreaterThan(Date.parse("2026-11-02"));
  });
});

describe("WhatsApp text of a notice", () => {
  it("makes a bold title, the date, at most three lines and the address", () => {
    const text = whatsAppText({
      title: "School *closed* tomorrow",
      date: "27 November 2026",
      text: "Heavy rain.\n\nBuses will not run.\nStay safe.\nA fourth line.",
      url: "https://school.example/news/abc",
    });
    expect(text).toBe(
      "*School closed tomorrow*\n27 November 2026\nHeavy rain.\nBuses will not run.\nStay safe.\nhttps://school.example/news/abc",
    );
  });
});
