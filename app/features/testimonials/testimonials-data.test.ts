import { describe, expect, it } from "vitest";
import type { TestimonialRecord } from "../../../contract/content.ts";
import { fakeListing } from "../../lib/list-page/fake-site-data.ts";
import { loadTestimonials, ratingOf } from "./testimonials-data.ts";

const t = (id: string, createdAt: string, attachments: string[] = [], rating = 5): TestimonialRecord => ({
  _id: id,
  name: id,
  description: "d",
  rating,
  createdAt,
  attachments,
});

describe("testimonials data", () => {
  it("sorts newest first by createdAt", async () => {
    const site = fakeListing("testimonial", [
      t("old", "2024-01-01T05:00:00Z"),
      t("new", "2026-03-01T05:00:00Z"),
      t("mid", "2025-01-01T05:00:00Z"),
    ]);
    const data = await loadTestimonials(site, new Date("2026-06-15T06:30:00Z"));
    expect(data.items.map((i) => i.id)).toEqual(["new", "mid", "old"]);
    expect(data.now).toBe("2026-06-15T06:30:00.000Z");
  });

  it("uses the first attachment when it is a stored image, else the default image", async () => {
    const site = fakeListing(
      "testimonial",
      [t("a", "2026-01-01T00:00:00Z", ["p.jpg"]), t("b", "2025-01-01T00:00:00Z", ["doc.pdf"])],
      { "p.jpg": { width: 640, height: 640 } },
    );
    const [a, b] = (await loadTestimonials(site)).items;
    expect(a.image).toEqual({ file: "p.jpg", width: 640, height: 640 });
    expect(b.image).toBeNull();
  });

  it("five stars when the rating is absent or invalid", () => {
    expect(ratingOf({})).toBe(5);
    expect(ratingOf({ rating: null })).toBe(5);
    expect(ratingOf({ rating: 0 })).toBe(5);
    expect(ratingOf({ rating: 4 })).toBe(4);
    expect(ratingOf({ rating: 9 })).toBe(5);
  });
});
