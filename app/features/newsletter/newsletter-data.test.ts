import { describe, expect, it } from "vitest";
import type { CircularRecord } from "../../../contract/content.ts";
import { yearOnlyFilters } from "../../lib/list-filters/list-filters.ts";
import { fakeListing, fakeSiteData } from "../../lib/list-page/fake-site-data.ts";
import { loadNewsletters } from "./newsletter-data.ts";

const now = new Date("2026-06-15T06:30:00Z");
const c = (id: string, date: string, category = "Newsletter", attachments = [`${id}.pdf`]): CircularRecord => ({
  _id: id,
  category,
  date,
  title: id,
  attachments,
});

describe("newsletter data", () => {
  it("keeps only the Newsletter category and starts at its most recent year", async () => {
    const site = fakeListing("circular", [
      c("circ", "2026-02-01", "Circular"),
      c("n1", "2025-10-31"),
      c("n2", "2024-08-31"),
      c("n3", "2025-06-30"),
    ]);
    const data = await loadNewsletters(site, now);
    expect(data.items.map((i) => i.id)).toEqual(["n1", "n2", "n3"]);
    expect(data.defaults.year).toBe(2025);
    expect(data.years).toEqual([2025, 2024]);
  });

  it("with no newsletters the year is the current one", async () => {
    expect((await loadNewsletters(fakeSiteData({}), now)).defaults.year).toBe(2026);
  });

  it("marks image attachments with their size; other files get the icon", async () => {
    const site = fakeListing(
      "circular",
      [
        c("img", "2025-01-31", "Newsletter", ["n.jpg"]),
        c("pdf", "2025-03-31"),
        c("none", "2025-05-31", "Newsletter", []),
      ],
      { "n.jpg": { width: 640, height: 900 } },
    );
    const byId = Object.fromEntries((await loadNewsletters(site, now)).items.map((i) => [i.id, i]));
    expect(byId.img).toMatchObject({ file: "n.jpg", image: { width: 640, height: 900 } });
    expect(byId.pdf).toMatchObject({ file: "pdf.pdf", image: null });
    expect(byId.none).toMatchObject({ file: null, image: null });
  });

  it("filters by year only; 'all' falls back to the default year", () => {
    const normalize = yearOnlyFilters({ year: 2025, month: "all", q: "" });
    expect(normalize({ year: "all", month: "Jan", q: "x" })).toEqual({ year: 2025, month: "all", q: "" });
    expect(normalize({ year: 2024, month: "all", q: "" })).toEqual({ year: 2024, month: "all", q: "" });
  });
});
