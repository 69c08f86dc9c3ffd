// @vitest-environment happy-dom
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { selectedSlug, Tabs } from "./tabs.tsx";

const tabs = [
  { slug: "assembly", label: "Assembly", panel: <p>Assembly photos</p> },
  { slug: "library", label: "Library", panel: <p>Library photos</p> },
  { slug: "staff-room", label: "Staff Room", panel: <p>Staff room photos</p> },
];

/** The server's markup for a request to `url`. */
function draw(url: string) {
  document.body.innerHTML = renderToString(
    <MemoryRouter initialEntries={[url]}>
      <Tabs id="t" label="Facilities" tabs={tabs} />
    </MemoryRouter>,
  );
  const all = [...document.querySelectorAll<HTMLAnchorElement>("[role=tab]")];
  return { all, selected: all.filter((t) => t.getAttribute("aria-selected") === "true").map((t) => t.textContent) };
}

const shownPanels = () =>
  [...document.querySelectorAll<HTMLElement>("[role=tabpanel]")].filter((p) => !p.hidden).map((p) => p.textContent);

describe("selectedSlug", () => {
  it("reads the tab query, falling back to the first tab", () => {
    expect(selectedSlug(tabs, "?tab=library")).toBe("library");
    expect(selectedSlug(tabs, "?tab=unknown")).toBe("assembly");
    expect(selectedSlug(tabs, "")).toBe("assembly");
    expect(selectedSlug([], "?tab=x")).toBeUndefined();
  });
});

describe("Tabs (server markup)", () => {
  it("links tabs and panels, the first selected by default, every tab a link in the tab order", () => {
    const { all, selected } = draw("/facilities");
    expect(document.querySelector("[role=tablist]")?.getAttribute("aria-label")).toBe("Facilities");
    expect(selected).toEqual(["Assembly"]);
    expect(all.map((t) => t.getAttribute("href"))).toEqual(["?tab=assembly#t", "?tab=library#t", "?tab=staff-room#t"]);
    // Without JavaScript there is no roving tabindex: every tab is reachable with Tab.
    expect(all.filter((t) => t.hasAttribute("tabindex"))).toEqual([]);
    const [first, second] = all;
    const panel = document.getElementById(first.getAttribute("aria-controls") ?? "");
    expect(panel?.getAttribute("role")).toBe("tabpanel");
    expect(panel?.getAttribute("aria-labelledby")).toBe(first.id);
    expect(shownPanels()).toEqual(["Assembly photos"]);
    // Other panels exist (aria-controls targets) but are hidden.
    expect(document.getElementById(second.getAttribute("aria-controls") ?? "")?.hidden).toBe(true);
    // The behaviour module finds the tabs and their query parameter by these attributes.
    const root = document.getElementById("t");
    expect(root?.hasAttribute("data-tabs")).toBe(true);
    expect(root?.dataset.param).toBe("tab");
  });

  it("selects the tab named in the URL and keeps the other query parameters in the links", () => {
    const { all, selected } = draw("/facilities?year=2024&tab=staff-room");
    expect(selected).toEqual(["Staff Room"]);
    expect(shownPanels()).toEqual(["Staff room photos"]);
    expect(all[1].getAttribute("href")).toBe("?year=2024&tab=library#t");
  });

  it("falls back to the first tab for an unknown one", () => {
    expect(draw("/facilities?tab=nothing").selected).toEqual(["Assembly"]);
  });
});
