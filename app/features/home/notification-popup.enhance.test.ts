// @vitest-environment happy-dom
import { getByRole } from "@testing-library/dom";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { NotificationView } from "./home-views.ts";
import enhance from "./notification-popup.enhance.ts";
import { NotificationPopup } from "./notification-popup.tsx";

const items: NotificationView[] = [
  {
    title: "Admissions open",
    description: "Apply now",
    image: { file: "n/a.jpg", alt: "Poster", width: 800, height: 600 },
    attachment: "n/a.pdf",
    url: "https://example.com/apply",
  },
  { title: "Holiday", description: "", image: null, attachment: null, url: null },
];

let readyState: DocumentReadyState = "interactive";

function mount() {
  document.body.innerHTML = `<a href="/before" id="before">Before</a>${renderToString(
    createElement(NotificationPopup, { items }),
  )}`;
  const dialog = document.querySelector<HTMLDialogElement>("dialog[data-popup]")!;
  const opener = document.querySelector<HTMLButtonElement>("[data-popup-open]")!;
  const close = () => getByRole(dialog, "button", { name: "Close notifications" });
  return { dialog, opener, close, enhance: () => enhance(dialog) };
}

function tab(shift = false) {
  const event = new KeyboardEvent("keydown", { key: "Tab", shiftKey: shift, bubbles: true, cancelable: true });
  document.activeElement!.dispatchEvent(event);
  return event.defaultPrevented;
}

beforeEach(() => {
  vi.useFakeTimers();
  readyState = "interactive";
  vi.spyOn(document, "readyState", "get").mockImplementation(() => readyState);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  sessionStorage.clear();
  document.body.innerHTML = "";
});

describe("server markup", () => {
  it("is nothing at all without notifications", () => {
    expect(renderToString(createElement(NotificationPopup, { items: [] }))).toBe("");
  });

  it("renders the dialog closed, its entries lazy, and the reopen button not yet usable", () => {
    const { dialog, opener } = mount();
    expect(dialog.open).toBe(false);
    expect(dialog.getAttribute("aria-labelledby")).toBe("popup-heading");
    expect(dialog.querySelector("#popup-heading")!.textContent).toBe("Notifications");
    expect(dialog.querySelectorAll('[aria-roledescription="slide"]')).toHaveLength(2);
    expect(dialog.querySelector("img")!.getAttribute("loading")).toBe("lazy");
    expect(dialog.querySelector('a[href="https://example.com/apply"]')!.textContent).toMatch(/^Click Here/);
    expect(dialog.querySelector('a[href="/api/image/n/a.pdf"]')!.textContent).toMatch(/^Attachment/);
    expect(opener.textContent).toBe("Notifications (2)");
    expect(opener.getAttribute("data-popup-open")).toBe(dialog.id);
    expect(opener.classList.contains("is-ready")).toBe(false);
  });

  it("says where the reader is among several notifications, and nothing for one", () => {
    mount();
    const counts = [...document.querySelectorAll(".popup__count")].map((p) => p.textContent);
    expect(counts).toEqual(["1 of 2", "2 of 2"]);
    const single = renderToString(createElement(NotificationPopup, { items: items.slice(0, 1) }));
    expect(single).not.toContain("popup__count");
  });
});

describe("behaviour", () => {
  it("opens once the page has loaded, with focus on the close button", () => {
    const { dialog, opener, close, enhance } = mount();
    enhance();
    expect(opener.classList.contains("is-ready")).toBe(true);
    expect(dialog.open).toBe(false);
    readyState = "complete";
    window.dispatchEvent(new Event("load"));
    expect(dialog.open).toBe(true);
    expect(document.activeElement).toBe(close());
    // The 3 s fallback does not fire again after a close.
    dialog.close();
    vi.advanceTimersByTime(5000);
    expect(dialog.open).toBe(false);
  });

  it("opens after 3 s at the latest when the load event is slow", () => {
    const { dialog, enhance } = mount();
    enhance();
    vi.advanceTimersByTime(2999);
    expect(dialog.open).toBe(false);
    vi.advanceTimersByTime(1);
    expect(dialog.open).toBe(true);
    dialog.close();
    window.dispatchEvent(new Event("load"));
    expect(dialog.open).toBe(false);
  });

  it("opens at once when the page has already loaded", () => {
    readyState = "complete";
    const { dialog, enhance } = mount();
    enhance();
    expect(dialog.open).toBe(true);
  });

  it("keeps Tab inside: from the last control to the close button and back", () => {
    readyState = "complete";
    const { dialog, close, enhance } = mount();
    enhance();
    const last = getByRole(dialog, "button", { name: "Next notification" });
    expect(tab(true)).toBe(true);
    expect(document.activeElement).toBe(last);
    expect(tab()).toBe(true);
    expect(document.activeElement).toBe(close());
    // In between, the browser moves focus as usual.
    getByRole(dialog, "link", { name: /^Click Here/ }).focus();
    expect(tab()).toBe(false);
  });

  it("closes by its button and gives focus back to where it was", () => {
    const { dialog, close, enhance } = mount();
    document.querySelector<HTMLElement>("#before")!.focus();
    enhance();
    vi.advanceTimersByTime(3000);
    expect(document.activeElement).toBe(close());
    close().click();
    expect(dialog.open).toBe(false);
    expect(document.activeElement!.id).toBe("before");
  });

  it("opens by itself only once per browser session; the button still opens it", () => {
    readyState = "complete";
    const first = mount();
    first.enhance();
    expect(first.dialog.open).toBe(true);
    first.dialog.close();
    // The next page of the same session.
    const second = mount();
    second.enhance();
    expect(second.dialog.open).toBe(false);
    second.opener.click();
    expect(second.dialog.open).toBe(true);
  });

  it("opens on every visit when the browser refuses storage", () => {
    readyState = "complete";
    // Blocked site data makes reading window.sessionStorage itself throw.
    vi.spyOn(window, "sessionStorage", "get").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    const first = mount();
    first.enhance();
    expect(first.dialog.open).toBe(true);
    const second = mount();
    second.enhance();
    expect(second.dialog.open).toBe(true);
  });

  it("opens again from its button, and focus returns to that button", () => {
    readyState = "complete";
    const { dialog, opener, close, enhance } = mount();
    enhance();
    close().click();
    opener.focus();
    opener.click();
    expect(dialog.open).toBe(true);
    expect(document.activeElement).toBe(close());
    // Escape: the browser closes the modal dialog, which fires "close".
    dialog.close();
    expect(document.activeElement).toBe(opener);
  });
});
