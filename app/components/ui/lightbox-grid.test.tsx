// @vitest-environment happy-dom
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LightboxGrid } from "./lightbox-grid.tsx";

const photos = [1, 2, 3].map((n) => ({
  file: `set/p${n}.jpg`,
  alt: `Library photo ${n}`,
  width: 1200,
  height: 800,
  ...(n === 2 ? { caption: "Sports day (12 Jan 2025)" } : {}),
}));

/** The server's markup in a document, as the browser receives it. */
function draw(html: string) {
  document.body.innerHTML = html;
  return document.body;
}

describe("LightboxGrid (server markup)", () => {
  it("draws nothing without photos", () => {
    expect(renderToString(<LightboxGrid photos={[]} label="Empty" />)).toBe("");
  });

  it("lists lazy thumbnails that link to the full image and announce a dialog", () => {
    const body = draw(renderToString(<LightboxGrid photos={photos} label="Library photos" />));
    const grid = body.querySelector("ul.photo-grid");
    expect(grid?.getAttribute("aria-label")).toBe("Library photos");
    // The behaviour module finds the grid by this attribute.
    expect(grid?.hasAttribute("data-lightbox-grid")).toBe(true);
    const links = [...body.querySelectorAll("li > a")];
    expect(links.map((a) => a.getAttribute("href"))).toEqual([
      "/api/image/set/p1.jpg",
      "/api/image/set/p2.jpg",
      "/api/image/set/p3.jpg",
    ]);
    expect(links.every((a) => a.getAttribute("aria-haspopup") === "dialog")).toBe(true);
    const img = links[0].querySelector("img");
    expect(img?.getAttribute("alt")).toBe("Library photo 1");
    expect(img?.getAttribute("loading")).toBe("lazy");
    // The variants the viewer reuses: no wider than the original.
    expect(img?.getAttribute("srcset")).toBe("/api/image/set/p1.jpg?w=400 400w, /api/image/set/p1.jpg?w=800 800w");
    expect([img?.getAttribute("width"), img?.getAttribute("height")]).toEqual(["1200", "800"]);
  });

  it("shows a caption under the thumbnails that have one", () => {
    const body = draw(renderToString(<LightboxGrid photos={photos} label="Media coverage" />));
    const items = [...body.querySelectorAll("li")];
    expect(items.map((li) => li.querySelector(".photo-grid__caption")?.textContent ?? null)).toEqual([
      null,
      "Sports day (12 Jan 2025)",
      null,
    ]);
  });

  it("works as plain links: no script-only markup is needed to reach a photo", () => {
    const html = renderToString(<LightboxGrid photos={photos} label="Library photos" />);
    expect(html).not.toContain("<script");
    expect(html).not.toContain("<dialog");
  });
});
