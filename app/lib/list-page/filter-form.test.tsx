// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLocation } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { Filters } from "../list-filters/list-filters.ts";
import { FilterForm } from "./filter-form.tsx";
import { monthSelectOptions, yearSelectOptions } from "./select-options.ts";
import { useUrlFilters } from "./use-url-filters.ts";

afterEach(cleanup);

const defaults: Filters = { year: 2026, month: "all", q: "" };

function Harness() {
  const { filters, update } = useUrlFilters(defaults);
  const location = useLocation();
  return (
    <>
      <FilterForm
        action="/list"
        label="Filter things"
        selects={[
          {
            name: "year",
            label: "Year",
            value: String(filters.year),
            options: yearSelectOptions([2025], [filters.year, defaults.year], "All"),
          },
          {
            name: "month",
            label: "Month",
            value: filters.month,
            options: monthSelectOptions(undefined, filters.month),
          },
        ]}
        search={{ label: "Search", value: filters.q, placeholder: "Search Here.." }}
        onChange={update}
      />
      <output data-testid="url">{location.search}</output>
      <output data-testid="state">{JSON.stringify(filters)}</output>
    </>
  );
}

const renderAt = (url: string) => {
  const Stub = createRoutesStub([{ path: "/list", Component: Harness }]);
  return render(<Stub initialEntries={[url]} />);
};

describe("FilterForm with useUrlFilters", () => {
  it("is a GET form to the page with named controls, inside a search landmark", () => {
    const { container } = renderAt("/list");
    // The <search> element is the search landmark (the DOM test library has no role for it yet).
    const landmark = container.querySelector("search");
    expect(landmark?.getAttribute("aria-label")).toBe("Filter things");
    const form = landmark?.querySelector("form");
    expect(form?.getAttribute("method")).toBe("get");
    expect(form?.getAttribute("action")).toBe("/list");
    expect(screen.getByLabelText("Year").getAttribute("name")).toBe("year");
    expect(screen.getByLabelText("Month").getAttribute("name")).toBe("month");
    expect(screen.getByLabelText("Search").getAttribute("name")).toBe("q");
    expect(screen.getByPlaceholderText("Search Here..")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Apply filters" }).getAttribute("type")).toBe("submit");
  });

  it("starts from the defaults, or from the query", () => {
    renderAt("/list");
    expect((screen.getByLabelText("Year") as HTMLSelectElement).value).toBe("2026");
    cleanup();
    renderAt("/list?year=all&month=Mar&q=day");
    expect((screen.getByLabelText("Year") as HTMLSelectElement).value).toBe("all");
    expect((screen.getByLabelText("Month") as HTMLSelectElement).value).toBe("Mar");
    expect((screen.getByLabelText("Search") as HTMLInputElement).value).toBe("day");
  });

  it("keeps offering the default year after another is chosen", async () => {
    const user = userEvent.setup();
    renderAt("/list");
    await user.selectOptions(screen.getByLabelText("Year"), "2025");
    const years = [...(screen.getByLabelText("Year") as HTMLSelectElement).options].map((o) => o.value);
    expect(years).toEqual(["all", "2026", "2025"]);
  });

  it("applies each change at once and mirrors it into the query, leaving defaults out", async () => {
    const user = userEvent.setup();
    renderAt("/list");
    await user.selectOptions(screen.getByLabelText("Year"), "all");
    await waitFor(() => expect(screen.getByTestId("url").textContent).toBe("?year=all"));
    await user.selectOptions(screen.getByLabelText("Month"), "Feb");
    await user.type(screen.getByLabelText("Search"), "sports day");
    expect((screen.getByLabelText("Search") as HTMLInputElement).value).toBe("sports day");
    await waitFor(() => expect(screen.getByTestId("url").textContent).toBe("?year=all&month=Feb&q=sports+day"));
    await user.selectOptions(screen.getByLabelText("Year"), "2026");
    await user.selectOptions(screen.getByLabelText("Month"), "all");
    await user.clear(screen.getByLabelText("Search"));
    await waitFor(() => expect(screen.getByTestId("url").textContent).toBe(""));
    expect(JSON.parse(screen.getByTestId("state").textContent ?? "")).toEqual(defaults);
  });

  it("submitting with JavaScript stays on the page", async () => {
    const user = userEvent.setup();
    renderAt("/list?q=x");
    await user.click(screen.getByRole("button", { name: "Apply filters" }));
    expect(screen.getByTestId("url").textContent).toBe("?q=x");
  });
});
