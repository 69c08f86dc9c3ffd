// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FallbackImage } from "./fallback-image.tsx";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("FallbackImage", () => {
  it("shows the image, and the default picture once it fails, logging the failure", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    // Still loading when the component mounts.
    vi.spyOn(HTMLImageElement.prototype, "complete", "get").mockReturnValue(false);
    render(<FallbackImage src="/api/image/x.jpg?w=400" srcSet="/a 400w" fallbackSrc="/icons/x.svg" what="x" alt="X" />);
    const img = screen.getByRole("img", { name: "X" });
    expect(img.getAttribute("src")).toBe("/api/image/x.jpg?w=400");
    fireEvent.error(img);
    expect(img.getAttribute("src")).toBe("/icons/x.svg");
    expect(img.hasAttribute("srcset")).toBe(false);
    expect(warn).toHaveBeenCalledOnce();
  });

  it("an image that broke before the page was interactive is swapped on mount", () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(HTMLImageElement.prototype, "complete", "get").mockReturnValue(true);
    vi.spyOn(HTMLImageElement.prototype, "naturalWidth", "get").mockReturnValue(0);
    render(<FallbackImage src="/api/image/x.jpg?w=400" fallbackSrc="/icons/x.svg" what="x" alt="X" />);
    expect(screen.getByRole("img", { name: "X" }).getAttribute("src")).toBe("/icons/x.svg");
  });

  it("a lazy image not fetched yet (no current source) is left alone", () => {
    vi.spyOn(HTMLImageElement.prototype, "complete", "get").mockReturnValue(true);
    vi.spyOn(HTMLImageElement.prototype, "naturalWidth", "get").mockReturnValue(0);
    vi.spyOn(HTMLImageElement.prototype, "currentSrc", "get").mockReturnValue("");
    render(<FallbackImage src="/api/image/x.jpg?w=400" fallbackSrc="/icons/x.svg" what="x" alt="X" loading="lazy" />);
    expect(screen.getByRole("img", { name: "X" }).getAttribute("src")).toBe("/api/image/x.jpg?w=400");
  });
});
