import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { posterPalette, posterScene, VideoPoster } from "./video-poster.tsx";

describe("video posters", () => {
  it("draw a scene that fits the title", () => {
    const scenes = {
      "Annual Sports Meet 2025 Highlights": "sports",
      "Republic Day 2026 - March Past": "flag",
      "Science Exhibition 2024 Walkthrough": "science",
      "Annual Day 2025 - Folk Dance Medley": "stage",
      "Principal's message to parents": "class",
    };
    for (const [title, scene] of Object.entries(scenes)) expect(posterScene(title), title).toBe(scene);
  });

  it("keep a video's palette and vary it between videos", () => {
    expect(posterPalette("Yoga Day 2025")).toEqual(posterPalette("Yoga Day 2025"));
    const titles = ["Yoga Day 2025", "Annual Day 2024", "Ganesh Utsav 2025", "Children's Day", "Science fair"];
    expect(new Set(titles.map((t) => posterPalette(t)[0])).size).toBeGreaterThan(2);
  });

  it("is decorative inline SVG: no image request, hidden from screen readers", () => {
    const html = renderToString(<VideoPoster title="Yoga Day 2025" />);
    expect(html).toMatch(/^<svg[^>]*aria-hidden="true"/);
    expect(html).not.toMatch(/<image|href=/);
  });
});
