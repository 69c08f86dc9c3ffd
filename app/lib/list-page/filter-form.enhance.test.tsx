// @vitest-environment happy-dom
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Filters } from "../list-filters/list-filters.ts";
import enhanceFilterForm, { filterUrl, TYPING_DELAY_MS } from "./filter-form.enhance.ts";
import { FilterForm } from "./filter-form.tsx";
import { FilterResults, ListCount } from "./list-status.tsx";
import { yearSelectOptions } from "./select-options.ts";

const defaults: Filters = { year: 2026, month: "all", q: "" };

/** The server's rendering of the list page for these filters. */
function page(filters: Filters, items: string[]): string {
  return renderToString(
    <div className="list-page">
      <FilterForm
        action="/list"
        label="Filter things"
        defaults={defaults}
        selects={[
          {
            name: "year",
            label: "Year",
            value: String(filters.year),
            options: yearSelectOptions([2025], [filters.year, defaults.year], "All"),
          },
        ]}
        search={{ label: "Search by title", value: filters.q }}
      />
      <ListCount label="Total Things" count={items.length} />
      <FilterResults>
        <ul>
          {items.map((i) => (
            <li key={i}>{i}</li>
          ))}
        </ul>
      </FilterResults>
    </div>,
  );
}

const answers: Record<string, string[]> = {
  "/list?year=2025": ["Old one"],
  "/list?year=all": ["Old one", "New one", "Newer one"],
  "/list?q=new": ["New one", "Newer one"],
};

let fetchMock: ReturnType<typeof vi.fn>;
/** The page's own enhance (app/enhance/registry.ts), which the swapped-in markup is handed to. */
let enhanceRegion: ReturnType<typeof vi.fn<(root?: ParentNode) => Promise<void>>>;

beforeEach(() => {
  window.history.replaceState(null, "", "/list");
  document.body.innerHTML = page(defaults, ["New one", "Newer one"]);
  enhanceRegion = vi.fn(async () => undefined);
  fetchMock = vi.fn(async (url: string) => {
    const items = answers[url];
    if (!items) return new Response("missing", { status: 500 });
    const parsed = new URL(url, "http://x");
    const year = parsed.searchParams.get("year");
    const filters = {
      ...defaults,
      year: year === "all" ? ("all" as const) : Number(year ?? defaults.year),
      q: parsed.searchParams.get("q") ?? "",
    };
    return new Response(`<!doctype html><html><body><main>${page(filters, items)}</main></body></html>`, {
      headers: { "content-type": "text/html" },
    });
  });
  vi.stubGlobal("fetch", fetchMock);
  const form = document.querySelector<HTMLFormElement>("form");
  if (!form) throw new Error("no form");
  enhanceFilterForm(form, enhanceRegion);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  document.body.innerHTML = "";
});

const items = () => [...document.querySelectorAll("li")].map((li) => li.textContent);
const count = () => document.querySelector(".list-count");

describe("filter form in place", () => {
  it("marks itself enhanced and leaves defaults out of the address", () => {
    const form = document.querySelector("form");
    expect(form?.hasAttribute("data-enhanced")).toBe(true);
    expect(filterUrl(form as HTMLFormElement)).toBe("/list");
  });

  it("a select change swaps the list and the count in place and replaces the address", async () => {
    const statusBefore = count();
    await userEvent.selectOptions(document.querySelector("select") as HTMLSelectElement, "all");
    await vi.waitFor(() => expect(items()).toEqual(["Old one", "New one", "Newer one"]));
    expect(count()?.textContent).toBe("Total Things: 3");
    // The status region is the same element, so screen readers announce its new text.
    expect(count()).toBe(statusBefore);
    expect(window.location.pathname + window.location.search).toBe("/list?year=all");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // The new cards get their behaviours (a photo that fails shows the default image).
    const enhanced = enhanceRegion.mock.calls.map(([root]) => (root as HTMLElement).dataset.filterRegion);
    expect(enhanced.sort()).toEqual(
      [...document.querySelectorAll<HTMLElement>("[data-filter-region]")].map((r) => r.dataset.filterRegion).sort(),
    );
  });

  it("typing waits for a pause, then asks once", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const input = document.querySelector<HTMLInputElement>('input[type="search"]') as HTMLInputElement;
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(input, "new");
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(TYPING_DELAY_MS + 10);
    await vi.waitFor(() => expect(window.location.search).toBe("?q=new"));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(items()).toEqual(["New one", "Newer one"]);
    expect(document.activeElement).toBe(input);
  });

  it("the Apply button filters in place instead of reloading", async () => {
    document.querySelector<HTMLSelectElement>("select")!.value = "2025";
    await userEvent.click(document.querySelector("button[type=submit]") as HTMLButtonElement);
    await vi.waitFor(() => expect(items()).toEqual(["Old one"]));
    expect(window.location.search).toBe("?year=2025");
  });

  it("a failing server answer falls back to loading the page", async () => {
    const assign = vi.fn();
    vi.spyOn(window, "location", "get").mockReturnValue({ ...window.location, href: "http://localhost/list", assign });
    vi.spyOn(console, "warn").mockImplementation(() => {});
    document.querySelector<HTMLInputElement>('input[type="search"]')!.value = "zzz";
    document.querySelector("form")!.dispatchEvent(new Event("submit", { cancelable: true }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith("/list?q=zzz"));
    expect(items()).toEqual(["New one", "Newer one"]);
  });
});
