// @vitest-environment happy-dom
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { resetPageAfterEach } from "../../lib/test-page.ts";
import enhance from "./lightbox-grid.enhance.ts";
import { LightboxGrid } from "./lightbox-grid.tsx";

// The viewer cannot be loaded (offline, a failed deploy): the link must still lead to the photo.
vi.mock("./lightbox-viewer.enhance.ts", () => {
  throw new Error("viewer chunk failed to load");
});

const photos = [1, 2].map((n) => ({ file: `set/p${n}.jpg`, alt: `Photo ${n}`, width: 1200, height: 800 }));

function setUp() {
  document.body.innerHTML = renderToString(createElement(LightboxGrid, { photos, label: "Library photos" }));
  const grid = document.querySelector<HTMLElement>("[data-lightbox-grid]");
  if (!grid) throw new Error("no grid");
  enhance(grid);
  return [...grid.querySelectorAll("a")];
}

resetPageAfterEach();

describe("lightbox grid behaviour", () => {
  it("opens the full image as a page when the viewer cannot load", async () => {
    const assign = vi.spyOn(window.location, "assign").mockImplementation(() => {});
    const [, second] = setUp();
    const click = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    second.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(second.href));
    expect(document.querySelector("dialog")).toBeNull();
  });

  it("leaves modified clicks (new tab, new window) to the browser", () => {
    const [first] = setUp();
    for (const mod of ["ctrlKey", "metaKey", "shiftKey", "altKey"] as const) {
      const click = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, [mod]: true });
      first.dispatchEvent(click);
      expect(click.defaultPrevented, mod).toBe(false);
    }
  });
});
