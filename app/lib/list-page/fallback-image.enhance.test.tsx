// @vitest-environment happy-dom
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import enhanceFallbackImage from "./fallback-image.enhance.ts";
import { FallbackImage } from "./fallback-image.tsx";

afterEach(() => {
  document.body.innerHTML = "";
  vi.restoreAllMocks();
});

function mount(markup: string): HTMLImageElement {
  document.body.innerHTML = markup;
  const img = document.querySelector("img");
  if (!img) throw new Error("no image");
  enhanceFallbackImage(img.closest<HTMLElement>("[data-fallback]") ?? img);
  return img;
}

describe("fallback images", () => {
  it("shows the image, and the default picture once it fails, logging the failure", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(HTMLImageElement.prototype, "complete", "get").mockReturnValue(false);
    const img = mount(
      renderToString(
        <FallbackImage src="/api/image/x.jpg?w=400" srcSet="/a 400w" fallbackSrc="/icons/x.svg" alt="X" />,
      ),
    );
    expect(img.getAttribute("src")).toBe("/api/image/x.jpg?w=400");
    img.dispatchEvent(new Event("error"));
    expect(img.getAttribute("src")).toBe("/icons/x.svg");
    expect(img.hasAttribute("srcset")).toBe(false);
    expect(img.alt).toBe("X");
    expect(warn).toHaveBeenCalledOnce();
  });

  it("an image that broke before the script ran is swapped at once", () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(HTMLImageElement.prototype, "complete", "get").mockReturnValue(true);
    vi.spyOn(HTMLImageElement.prototype, "naturalWidth", "get").mockReturnValue(0);
    vi.spyOn(HTMLImageElement.prototype, "currentSrc", "get").mockReturnValue("/api/image/x.jpg?w=400");
    const img = mount(
      renderToString(<FallbackImage src="/api/image/x.jpg?w=400" fallbackSrc="/icons/x.svg" alt="X" />),
    );
    expect(img.getAttribute("src")).toBe("/icons/x.svg");
  });

  it("a lazy image not fetched yet (no current source) is left alone", () => {
    vi.spyOn(HTMLImageElement.prototype, "complete", "get").mockReturnValue(true);
    vi.spyOn(HTMLImageElement.prototype, "naturalWidth", "get").mockReturnValue(0);
    vi.spyOn(HTMLImageElement.prototype, "currentSrc", "get").mockReturnValue("");
    const img = mount(
      renderToString(<FallbackImage src="/api/image/x.jpg?w=400" fallbackSrc="/icons/x.svg" alt="X" loading="lazy" />),
    );
    expect(img.getAttribute("src")).toBe("/api/image/x.jpg?w=400");
  });

  it("on a container, covers every image inside, also ones added later", () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(HTMLImageElement.prototype, "complete", "get").mockReturnValue(false);
    document.body.innerHTML = `<div data-fallback="/icons/m.svg"><img src="/a.jpg" alt="A"></div>`;
    const box = document.querySelector<HTMLElement>("[data-fallback]");
    if (!box) throw new Error("no box");
    enhanceFallbackImage(box);
    const later = document.createElement("img");
    later.src = "/b.jpg";
    box.append(later);
    later.dispatchEvent(new Event("error"));
    expect(later.getAttribute("src")).toBe("/icons/m.svg");
    expect(box.querySelector("img")?.getAttribute("src")).toBe("/a.jpg");
  });
});
