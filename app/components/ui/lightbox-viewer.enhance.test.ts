// @vitest-environment happy-dom
import { screen, within } from "@testing-library/dom";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import enhance from "./lightbox-grid.enhance.ts";
import { type GridPhoto, LightboxGrid } from "./lightbox-grid.tsx";

const photosOf = (count: number): GridPhoto[] =>
  Array.from({ length: count }, (_, i) => ({
    file: `set/p${i + 1}.jpg`,
    alt: `Library photo ${i + 1}`,
    width: 1200,
    height: 800,
    ...(i === 1 ? { caption: "Prize giving (12 Jan 2025)" } : {}),
  }));

/** The server's grid in the page, enhanced as main.ts does. */
function setUp(count: number) {
  document.body.innerHTML = `<main><h1>Library</h1>${renderToString(
    createElement(LightboxGrid, { photos: photosOf(count), label: "Library photos" }),
  )}</main>`;
  const grid = document.querySelector<HTMLElement>("[data-lightbox-grid]");
  if (!grid) throw new Error("no grid");
  enhance(grid);
  return [...grid.querySelectorAll<HTMLAnchorElement>("a")];
}

async function open(link: HTMLAnchorElement) {
  link.focus();
  const click = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
  link.dispatchEvent(click);
  // A plain click does not follow the link to the image page.
  expect(click.defaultPrevented).toBe(true);
  return screen.findByRole("dialog", { name: "Library photos" });
}

const press = (key: string) =>
  (document.activeElement ?? document.body).dispatchEvent(
    new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true }),
  );

/** The dialog's button of this name. */
const button = (dialog: HTMLElement, name: string) => within(dialog).getByRole("button", { name }) as HTMLButtonElement;
/** Takes each step (a key pressed, or a button clicked by its name) and answers the counter after each. */
const countsAfter = (dialog: HTMLElement, steps: string[]) =>
  steps.map((step) => {
    if (step.startsWith("Arrow")) press(step);
    else button(dialog, step).click();
    return counter(dialog);
  });
const counter = (dialog: HTMLElement) => within(dialog).getByText(/^\d+ \/ \d+$/).textContent;
const image = (dialog: HTMLElement) => within(dialog).getByRole("img") as HTMLImageElement;

function drag(target: Element, fromX: number, toX: number) {
  const init = { bubbles: true, cancelable: true, pointerId: 7, isPrimary: true, button: 0, clientY: 300 };
  target.dispatchEvent(new PointerEvent("pointerdown", { ...init, clientX: fromX }));
  for (const x of [fromX + (toX - fromX) / 2, toX]) {
    target.dispatchEvent(new PointerEvent("pointermove", { ...init, clientX: x }));
  }
  target.dispatchEvent(new PointerEvent("pointerup", { ...init, clientX: toX }));
  // The browser then clicks where the drag ended.
  target.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
}

afterEach(() => {
  vi.restoreAllMocks();
  history.replaceState(null, "");
  for (const d of document.querySelectorAll("dialog")) d.remove();
  document.body.innerHTML = "";
});

describe("lightbox viewer", () => {
  it("opens a modal dialog named like the grid on the clicked photo, with focus inside", async () => {
    const links = setUp(12);
    const dialog = await open(links[4]);
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    expect((dialog as HTMLDialogElement).open).toBe(true);
    expect(counter(dialog)).toBe("5 / 12");
    const img = image(dialog);
    expect(img.alt).toBe("Library photo 5");
    expect(img.getAttribute("src")).toBe("/api/image/set/p5.jpg");
    expect(img.getAttribute("srcset")).toBe("/api/image/set/p5.jpg?w=400 400w, /api/image/set/p5.jpg?w=800 800w");
    expect(img.getAttribute("sizes")).toMatch(/^\d+px$/);
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(button(dialog, "Close")).toBe(document.activeElement);
  });

  it("moves with the arrow keys and the buttons, looping round with three photos or more", async () => {
    const links = setUp(12);
    const dialog = await open(links[0]);
    press("ArrowRight");
    expect(counter(dialog)).toBe("2 / 12");
    expect(image(dialog).alt).toBe("Library photo 2");
    expect(countsAfter(dialog, ["ArrowLeft", "ArrowLeft", "Next photo", "Previous photo"])).toEqual([
      "1 / 12",
      "12 / 12",
      "1 / 12",
      "12 / 12",
    ]);
  });

  it("shows the caption of a photo that has one, and none otherwise", async () => {
    const links = setUp(3);
    const dialog = await open(links[1]);
    expect(within(dialog).getByText("Prize giving (12 Jan 2025)")).toBeTruthy();
    press("ArrowRight");
    expect(within(dialog).queryByText("Prize giving (12 Jan 2025)")).toBeNull();
    expect(dialog.querySelector("figcaption")?.hidden).toBe(true);
  });

  it("stops at the ends with two photos", async () => {
    const links = setUp(2);
    const dialog = await open(links[1]);
    press("ArrowRight");
    expect(counter(dialog)).toBe("2 / 2");
    expect(button(dialog, "Next photo").getAttribute("aria-disabled")).toBe("true");
    expect(countsAfter(dialog, ["ArrowLeft", "ArrowLeft", "Previous photo"])).toEqual(["1 / 2", "1 / 2", "1 / 2"]);
  });

  it("has no Previous or Next for a single photo", async () => {
    const links = setUp(1);
    const dialog = await open(links[0]);
    expect(counter(dialog)).toBe("1 / 1");
    expect(
      within(dialog)
        .getAllByRole("button")
        .map((b) => b.getAttribute("aria-label")),
    ).toEqual(["Close"]);
  });

  it("swipes: a long drag to the left shows the next photo, to the right the previous, a short one nothing", async () => {
    const links = setUp(12);
    const dialog = await open(links[0]);
    const stage = image(dialog).parentElement?.parentElement as HTMLElement;
    drag(stage, 700, 200);
    expect(counter(dialog)).toBe("2 / 12");
    drag(image(dialog), 200, 700);
    expect(counter(dialog)).toBe("1 / 12");
    drag(stage, 500, 480);
    expect(counter(dialog)).toBe("1 / 12");
    // The click that ends a drag on the dark area does not close the viewer.
    expect(document.querySelector("dialog")).not.toBeNull();
  });

  for (const [how, act] of [
    ["Escape", () => press("Escape")],
    ["the Close button", () => screen.getByRole("button", { name: "Close" }).click()],
    ["a click on the backdrop", () => document.querySelector("dialog")?.click()],
  ] as const) {
    it(`closes with ${how}, removes the dialog and returns focus to the thumbnail`, async () => {
      const links = setUp(12);
      const dialog = await open(links[3]);
      press("ArrowRight");
      act();
      expect(document.querySelectorAll("dialog")).toHaveLength(0);
      expect(dialog.isConnected).toBe(false);
      expect(document.activeElement).toBe(links[3]);
    });
  }

  it("does not close on a click on the photo itself", async () => {
    const links = setUp(3);
    const dialog = await open(links[0]);
    image(dialog).click();
    expect(dialog.isConnected).toBe(true);
  });

  it("closes on the browser's Back instead of leaving the album, and gives focus back", async () => {
    const links = setUp(3);
    const push = vi.spyOn(history, "pushState");
    const dialog = await open(links[1]);
    expect(push).toHaveBeenCalledTimes(1);
    expect(history.state).toMatchObject({ lightbox: true });
    // Back: the browser drops the viewer's entry and tells the page.
    history.replaceState(null, "");
    window.dispatchEvent(new PopStateEvent("popstate", { state: null }));
    expect(dialog.isConnected).toBe(false);
    expect(document.activeElement).toBe(links[1]);
  });

  it("closed by its button, takes back its history entry so Back then leaves the page", async () => {
    const links = setUp(3);
    const back = vi.spyOn(history, "back").mockImplementation(() => undefined);
    const dialog = await open(links[0]);
    button(dialog, "Close").click();
    expect(dialog.isConnected).toBe(false);
    expect(back).toHaveBeenCalledTimes(1);
  });

  it("opens again after closing, on the photo clicked", async () => {
    const links = setUp(12);
    await open(links[0]);
    press("Escape");
    const dialog = await open(links[8]);
    expect(counter(dialog)).toBe("9 / 12");
    expect(document.querySelectorAll("dialog")).toHaveLength(1);
  });

  it("loads the neighbours of the shown photo ahead", async () => {
    const requested: string[] = [];
    const srcset = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, "srcset");
    vi.spyOn(HTMLImageElement.prototype, "srcset", "set").mockImplementation(function (this: HTMLImageElement, v) {
      if (!this.isConnected) requested.push(v.split(" ")[0]);
      srcset?.set?.call(this, v);
    });
    const links = setUp(12);
    await open(links[4]);
    expect(requested).toEqual(expect.arrayContaining(["/api/image/set/p6.jpg?w=400", "/api/image/set/p4.jpg?w=400"]));
    vi.restoreAllMocks();
  });
});
