// @vitest-environment happy-dom
import { screen } from "@testing-library/dom";
import userEvent from "@testing-library/user-event";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import enhance from "./tabs.enhance.ts";
import { Tabs } from "./tabs.tsx";

const tabs = ["Assembly", "Library", "Staff Room", "Computer Lab"].map((label) => ({
  slug: label.toLowerCase().replace(/ /g, "-"),
  label,
  panel: createElement("p", null, `${label} photos`),
}));

/** The server's page for `url`, loaded at that address and enhanced as main.ts does. */
function load(url: string) {
  window.history.replaceState(null, "", url);
  document.body.innerHTML = `<main>${renderToString(
    createElement(MemoryRouter, { initialEntries: [url] }, createElement(Tabs, { id: "t", label: "Facilities", tabs })),
  )}</main>`;
  const root = document.querySelector<HTMLElement>("[data-tabs]");
  if (!root) throw new Error("no tabs");
  enhance(root);
  return { historyLength: window.history.length };
}

const tab = (name: string) => screen.getByRole("tab", { name });
const selected = () =>
  screen
    .getAllByRole("tab")
    .filter((t) => t.getAttribute("aria-selected") === "true")
    .map((t) => t.textContent);
const shown = () =>
  [...document.querySelectorAll<HTMLElement>("[role=tabpanel]")].filter((p) => !p.hidden).map((p) => p.textContent);
const inTabOrder = () =>
  screen
    .getAllByRole("tab")
    .filter((t) => t.tabIndex === 0)
    .map((t) => t.textContent);

afterEach(() => {
  document.body.innerHTML = "";
});

describe("tabs behaviour", () => {
  it("puts only the selected tab in the tab order", () => {
    load("/facilities?tab=staff-room");
    expect(inTabOrder()).toEqual(["Staff Room"]);
    expect(tab("Assembly").tabIndex).toBe(-1);
  });

  it("switches in place on click, replacing the URL and keeping other parameters", async () => {
    const { historyLength } = load("/facilities?year=2024");
    const user = userEvent.setup();
    await user.click(tab("Library"));
    expect(selected()).toEqual(["Library"]);
    expect(shown()).toEqual(["Library photos"]);
    expect(inTabOrder()).toEqual(["Library"]);
    expect(window.location.pathname + window.location.search).toBe("/facilities?year=2024&tab=library");
    expect(window.location.hash).toBe("");
    // Replaced, not pushed: Back leaves the page instead of stepping through tabs.
    expect(window.history.length).toBe(historyLength);
    // A link opened in a new browser tab carries the current state.
    expect(tab("Assembly").getAttribute("href")).toBe("?year=2024&tab=assembly#t");
  });

  it("does not follow the link on a plain click, and leaves modified clicks to the browser", () => {
    load("/facilities");
    const plain = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    tab("Library").dispatchEvent(plain);
    expect(plain.defaultPrevented).toBe(true);
    const modified = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
    tab("Staff Room").dispatchEvent(modified);
    expect(modified.defaultPrevented).toBe(false);
    expect(selected()).toEqual(["Library"]);
  });

  it("moves the selection and the focus with arrow keys (wrapping), Home and End", async () => {
    load("/facilities");
    const user = userEvent.setup();
    tab("Assembly").focus();
    const press = async (key: string) => {
      await user.keyboard(key);
      expect(selected()).toEqual([document.activeElement?.textContent]);
      return document.activeElement?.textContent;
    };
    expect(await press("{ArrowRight}")).toBe("Library");
    expect(shown()).toEqual(["Library photos"]);
    expect(await press("{End}")).toBe("Computer Lab");
    expect(await press("{ArrowRight}")).toBe("Assembly");
    expect(await press("{ArrowLeft}")).toBe("Computer Lab");
    expect(await press("{Home}")).toBe("Assembly");
    expect(inTabOrder()).toEqual(["Assembly"]);
    expect(window.location.search).toBe("?tab=assembly");
  });

  it("activates the focused tab with Space without scrolling the page", () => {
    load("/facilities");
    tab("Staff Room").focus();
    const space = new KeyboardEvent("keydown", { key: " ", bubbles: true, cancelable: true });
    tab("Staff Room").dispatchEvent(space);
    expect(space.defaultPrevented).toBe(true);
    expect(selected()).toEqual(["Staff Room"]);
    expect(document.activeElement).toBe(tab("Staff Room"));
  });
});
