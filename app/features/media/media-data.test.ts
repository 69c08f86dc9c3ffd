import { describe, expect, it } from "vitest";
import type { MediaRecord } from "../../../contract/content.ts";
import { translator } from "../../i18n/translate.ts";
import { fakeListing } from "../../lib/list-page/fake-site-data.ts";
import { loadMedia, toGridPhotos } from "./media-data.ts";

const now = new Date("2026-06-15T06:30:00Z");
const m = (id: string, date: string, title = id, attachments = [`${id}.jpg`]): MediaRecord => ({
  _id: id,
  title,
  date,
  attachments,
});

describe("media data", () => {
  it("drops items without attachments and names untitled ones 'Untitled'", async () => {
    const site = fakeListing(
      "media",
      [m("a", "2026-02-01"), m("b", "2026-01-01", "b", []), m("c", "2025-05-05", "  ")],
      { "a.jpg": { width: 1000, height: 700 } },
    );
    const data = await loadMedia(site, now);
    expect(data.items.map((i) => [i.id, i.title])).toEqual([
      ["a", "a"],
      ["c", "Untitled"],
    ]);
    expect(data.items[0]).toMatchObject({ width: 1000, height: 700 });
    expect(toGridPhotos(data.items)[0]).toEqual({
      file: "a.jpg",
      alt: "a",
      width: 1000,
      height: 700,
      caption: "a (1 Feb 2026)",
    });
  });

  it("falls back to the nearest earlier year with items", async () => {
    const site = fakeListing("media", [m("a", "2024-02-01"), m("b", "2023-01-01"), m("x", "2026-01-01", "x", [])]);
    const data = await loadMedia(site, now);
    expect(data).toMatchObject({ found: true, defaults: { year: 2024 }, years: [2024, 2023] });
  });

  it("none within 4 years: not found, current year, and the message names it", async () => {
    const data = await loadMedia(fakeListing("media", [m("a", "2021-12-31")]), now);
    expect(data).toMatchObject({ found: false, defaults: { year: 2026 } });
    expect(translator("en")("media.empty", { year: 2026 })).toBe("No media found for 2026.");
  });
});
