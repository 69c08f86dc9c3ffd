// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { LightboxGrid, slideOf } from "./lightbox-grid.tsx";

const photos = [1, 2, 3].map((n) => ({ file: `set/p${n}.jpg`, alt: `Library photo ${n}`, width: 1200, height: 800 }));

afterEach(cleanup);

describe("slideOf", () => {
  it("offers the original and the resized variants no wider than it", () => {
    expect(slideOf({ file: "a b.jpg", alt: "A", width: 1000, height: 500, caption: "Sports day" })).toEqual({
      src: "/api/image/a%20b.jpg",
      alt: "A",
      width: 1000,
      height: 500,
      srcSet: [
        { src: "/api/image/a%20b.jpg?w=400", width: 400, height: 200 },
        { src: "/api/image/a%20b.jpg?w=800", width: 800, height: 400 },
      ],
      description: "Sports day",
    });
    expect(slideOf({ file: "s.jpg", alt: "", width: 300, height: 300 }).srcSet.map((s) => s.width)).toEqual([400]);
  });
});

describe("LightboxGrid", () => {
  it("draws nothing without photos", () => {
    const { container } = render(<LightboxGrid photos={[]} label="Empty" />);
    expect(container.innerHTML).toBe("");
  });

  it("shows lazy thumbnails that link to the full image", () => {
    render(<LightboxGrid photos={photos} label="Library photos" />);
    const list = screen.getByRole("list", { name: "Library photos" });
    const links = list.querySelectorAll("a");
    expect(links).toHaveLength(3);
    expect(links[0].getAttribute("href")).toBe("/api/image/set/p1.jpg");
    expect(links[0].getAttribute("aria-haspopup")).toBe("dialog");
    const img = screen.getByRole("img", { name: "Library photo 1" });
    expect(img.getAttribute("loading")).toBe("lazy");
    expect(img.getAttribute("srcset")).toContain("/api/image/set/p1.jpg?w=400 400w");
  });

  it("opens a modal dialog on the clicked photo; Escape closes it and focus returns", async () => {
    render(<LightboxGrid photos={photos} label="Library photos" />);
    const second = screen.getByRole("link", { name: "Library photo 2" });
    second.focus();
    fireEvent.click(second);
    const dialog = await screen.findByRole("dialog", { name: "Library photos" }, { timeout: 5000 });
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    expect(dialog.textContent).toContain("2 / 3");
    // The viewer takes focus; keys go to it.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(document.activeElement as Element, { key: "ArrowRight" });
    await waitFor(() => expect(dialog.textContent).toContain("3 / 3"));
    fireEvent.keyDown(document.activeElement as Element, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull(), { timeout: 3000 });
    expect(document.activeElement).toBe(second);
  });
});
