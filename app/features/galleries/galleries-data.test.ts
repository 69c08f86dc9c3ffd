import { afterEach, describe, expect, it, vi } from "vitest";
import type { GalleryRecord } from "../../../contract/content.ts";
import { fakeSiteData } from "../../lib/list-page/fake-site-data.ts";
import { EMPTY_ALBUM, loadAlbum, loadPhotoGallery } from "./galleries-data.ts";

afterEach(() => vi.restoreAllMocks());

const now = new Date("2026-06-15T06:30:00Z");
const album = (id: string, date: string, attachments: string[], category = "PhotoGallery"): GalleryRecord => ({
  _id: id,
  category,
  title: `Album ${id}`,
  description: `About ${id}`,
  date,
  attachments,
});
const gallery = [
  album("a1", "2026-01-26", ["c.jpg", "d.jpg", "e.jpg"]),
  album("a2", "2025-12-20", []),
  album("other", "2026-02-01", ["o.jpg"], "Other"),
];
const site = fakeSiteData({ lists: { gallery }, sizes: { "c.jpg": { width: 800, height: 600 } } });

describe("photo gallery data", () => {
  it("keeps only PhotoGallery albums, with cover, count and the current year as default", async () => {
    const data = await loadPhotoGallery(site, now);
    expect(data.items.map((a) => a.id)).toEqual(["a1", "a2"]);
    expect(data.items[0]).toMatchObject({ count: 3, cover: { file: "c.jpg", width: 800, height: 600 } });
    expect(data.items[1]).toMatchObject({ count: 0, cover: null });
    expect(data.defaults.year).toBe(2026);
    expect(data.years).toEqual([2026, 2025]);
    expect(data.months).toEqual(["Jan", "Dec"]);
  });
});

describe("one album", () => {
  it("gives the album with one photo per attachment", async () => {
    const view = await loadAlbum(site, "a1");
    expect(view.found).toBe(true);
    expect(view.date).toBe("2026-01-26");
    expect(view.photos.map((p) => p.file)).toEqual(["c.jpg", "d.jpg", "e.jpg"]);
    expect(view.photos[0]).toMatchObject({ alt: "Album a1 photo 1", width: 800, height: 600 });
    expect(view.photos[1]).toMatchObject({ width: 960, height: 640 });
  });

  it("unknown, malformed or missing ids give the empty album", async () => {
    expect(await loadAlbum(site, "nope")).toEqual(EMPTY_ALBUM);
    expect(await loadAlbum(site, "../etc/passwd")).toEqual(EMPTY_ALBUM);
    expect(await loadAlbum(site, "")).toEqual(EMPTY_ALBUM);
    expect(await loadAlbum(site, null)).toEqual(EMPTY_ALBUM);
    expect(EMPTY_ALBUM).toMatchObject({ found: false, date: null, photos: [] });
  });

  it("a failing load is logged and gives the empty album", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await loadAlbum(fakeSiteData({ fail: true }), "a1")).toEqual(EMPTY_ALBUM);
    expect(log).toHaveBeenCalled();
  });
});
