import { afterEach, describe, expect, it, vi } from "vitest";
import type { NewsRecord } from "../../../contract/content.ts";
import { fakeSiteData } from "../../lib/list-page/fake-site-data.ts";
import { loadNews, toNewsCard } from "./news-data.ts";

afterEach(() => vi.restoreAllMocks());

const now = new Date("2026-06-15T06:30:00Z");
const news = (id: string, fromDate: string, attachments: string[] = []): NewsRecord => ({
  _id: id,
  title: `News ${id}`,
  description: "text",
  fromDate,
  date: fromDate,
  attachments,
});

describe("news page data", () => {
  it("links the first attachment, and keeps every document for its own download button", () => {
    const a = toNewsCard(news("a", "2026-01-01", ["x.pdf", "y.jpg", "z.pdf"]));
    expect(a.attachment).toBe("x.pdf");
    expect(a.documents).toEqual(["x.pdf", "z.pdf"]);
    expect(toNewsCard(news("b", "2026-01-01")).attachment).toBeNull();
  });

  it("shows the first picture among the attachments as the card's photo, at its stored size", async () => {
    const site = fakeSiteData({
      lists: { news: [news("a", "2026-03-02", ["x.pdf", "p/y.jpg"]), news("b", "2026-03-01", ["z.pdf"])] },
      sizes: { "p/y.jpg": { width: 1200, height: 900 } },
    });
    const data = await loadNews(site, now);
    expect(data.items[0].photo).toEqual({ file: "p/y.jpg", width: 1200, height: 900 });
    expect(data.items[1].photo).toBeNull();
  });

  it("defaults to the current year when an item falls in it; months are those in the data", async () => {
    const site = fakeSiteData({
      lists: { news: [news("a", "2026-03-02"), news("b", "2025-12-31"), news("c", "2024-03-09")] },
    });
    const data = await loadNews(site, now);
    expect(data.defaults).toEqual({ year: 2026, month: "all", q: "" });
    expect(data.years).toEqual([2026, 2025, 2024]);
    expect(data.months).toEqual(["Mar", "Dec"]);
  });

  it("defaults to the previous year when nothing falls in the current one", async () => {
    const site = fakeSiteData({ lists: { news: [news("b", "2025-12-31")] } });
    expect((await loadNews(site, now)).defaults.year).toBe(2025);
  });

  it("a failed load is logged and gives an empty list", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const data = await loadNews(fakeSiteData({ fail: true }), now);
    expect(data.items).toEqual([]);
    expect(data.defaults.year).toBe(2025);
    expect(log).toHaveBeenCalled();
  });
});
