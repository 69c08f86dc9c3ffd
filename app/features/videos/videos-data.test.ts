import { describe, expect, it } from "vitest";
import type { VideoRecord } from "../../../contract/content.ts";
import { fakeSiteData } from "../../lib/list-page/fake-site-data.ts";
import { loadVideos } from "./videos-data.ts";

const video = (id: string, date: string, videoUrl: string): VideoRecord => ({ _id: id, title: id, date, videoUrl });

describe("video gallery data", () => {
  it("starts with nothing selected and offers the years in the data", async () => {
    const site = fakeSiteData({
      lists: {
        video: [video("a", "2026-01-02", "https://v.example/a"), video("b", "2024-05-01", "https://v.example/b")],
      },
    });
    const data = await loadVideos(site);
    expect(data.defaults).toEqual({ year: "all", month: "all", q: "" });
    expect(data.years).toEqual([2026, 2024]);
    expect(data.items[0]).toEqual({ id: "a", title: "a", date: "2026-01-02", url: "https://v.example/a" });
  });

  it("never turns a non-web address into a link", async () => {
    const site = fakeSiteData({ lists: { video: [video("x", "2026-01-02", "javascript:alert(1)")] } });
    expect((await loadVideos(site)).items).toEqual([]);
  });
});
