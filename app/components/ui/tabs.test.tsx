// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { selectedSlug, Tabs } from "./tabs.tsx";

const tabs = [
  { slug: "assembly", label: "Assembly", panel: <p>Assembly photos</p> },
  { slug: "library", label: "Library", panel: <p>Library photos</p> },
  { slug: "staff-room", label: "Staff Room", panel: <p>Staff room photos</p> },
];

function renderAt(url: string) {
  const router = createMemoryRouter(
    [{ path: "/facilities", element: <Tabs id="t" label="Facilities" tabs={tabs} />, shouldRevalidate: () => false }],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const selected = () => screen.getAllByRole("tab").filter((t) => t.getAttribute("aria-selected") === "true");

afterEach(cleanup);

describe("selectedSlug", () => {
  it("reads the tab query, falling back to the first tab", () => {
    expect(selectedSlug(tabs, "?tab=library")).toBe("library");
    expect(selectedSlug(tabs, "?tab=unknown")).toBe("assembly");
    expect(selectedSlug(tabs, "")).toBe("assembly");
    expect(selectedSlug([], "?tab=x")).toBeUndefined();
  });
});

describe("Tabs", () => {
  it("links tabs and panels, the first selected by default", () => {
    renderAt("/facilities");
    expect(screen.getByRole("tablist", { name: "Facilities" })).toBeTruthy();
    const [first, second] = screen.getAllByRole("tab");
    expect(selected()).toEqual([first]);
    expect(first.getAttribute("href")).toBe("?tab=assembly#t");
    expect(second.getAttribute("href")).toBe("?tab=library#t");
    const panel = screen.getByRole("tabpanel");
    expect(panel.id).toBe(first.getAttribute("aria-controls"));
    expect(panel.getAttribute("aria-labelledby")).toBe(first.id);
    expect(panel.textContent).toBe("Assembly photos");
    // Other panels exist (aria-controls targets) but are hidden.
    expect(document.getElementById(second.getAttribute("aria-controls") ?? "")?.hidden).toBe(true);
    // Roving tabindex once hydrated.
    expect(first.getAttribute("tabindex")).toBe("0");
    expect(second.getAttribute("tabindex")).toBe("-1");
  });

  it("selects the tab named in the URL", () => {
    renderAt("/facilities?tab=staff-room");
    expect(selected().map((t) => t.textContent)).toEqual(["Staff Room"]);
    expect(screen.getByRole("tabpanel").textContent).toBe("Staff room photos");
  });

  it("switches on click, keeping one tab selected and the choice in the URL", async () => {
    const router = renderAt("/facilities");
    await act(async () => {
      fireEvent.click(screen.getByRole("tab", { name: "Library" }));
    });
    expect(selected().map((t) => t.textContent)).toEqual(["Library"]);
    expect(screen.getByRole("tabpanel").textContent).toBe("Library photos");
    expect(router.state.location.search).toBe("?tab=library");
    // Replaced, not pushed: Back leaves the page instead of stepping through tabs.
    expect(router.state.historyAction).toBe("REPLACE");
  });

  it("moves with arrow keys, Home and End, wrapping around, and focuses the new tab", async () => {
    renderAt("/facilities");
    const press = async (key: string) => {
      await act(async () => {
        fireEvent.keyDown(document.activeElement as Element, { key });
      });
      return document.activeElement?.textContent;
    };
    screen.getByRole("tab", { name: "Assembly" }).focus();
    expect(await press("ArrowRight")).toBe("Library");
    expect(selected().map((t) => t.textContent)).toEqual(["Library"]);
    expect(await press("End")).toBe("Staff Room");
    expect(await press("ArrowRight")).toBe("Assembly");
    expect(await press("ArrowLeft")).toBe("Staff Room");
    expect(await press("Home")).toBe("Assembly");
    expect(selected().map((t) => t.textContent)).toEqual(["Assembly"]);
    expect(screen.getByRole("tab", { name: "Assembly" }).getAttribute("tabindex")).toBe("0");
  });

  it("leaves modified clicks to the browser", () => {
    renderAt("/facilities");
    const library = screen.getByRole("tab", { name: "Library" });
    const event = new MouseEvent("click", { bubbles: true, cancelable: true, ctrlKey: true });
    library.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(selected().map((t) => t.textContent)).toEqual(["Assembly"]);
  });
});
