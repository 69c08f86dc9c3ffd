import { describe, expect, it } from "vitest";
import { monthSelectOptions, yearMonthSelects, yearSelectOptions } from "./select-options.ts";

const values = (o: { value: string }[]) => o.map((x) => x.value);

describe("yearSelectOptions", () => {
  it("puts the 'all' entry first, then the years newest first", () => {
    const o = yearSelectOptions([2026, 2024, 2025, 2024], ["all"], "All Year");
    expect(o[0]).toEqual({ value: "all", label: "All Year" });
    expect(values(o)).toEqual(["all", "2026", "2025", "2024"]);
  });

  it("has no 'all' entry without a label", () => {
    expect(values(yearSelectOptions([2025, 2024], [2025]))).toEqual(["2025", "2024"]);
  });

  it("always offers the selected and default years, even without data", () => {
    expect(values(yearSelectOptions([2024, 2022], [2023, 2026], "All"))).toEqual([
      "all",
      "2026",
      "2024",
      "2023",
      "2022",
    ]);
    expect(values(yearSelectOptions([], [2026, 2026]))).toEqual(["2026"]);
  });
});

describe("monthSelectOptions", () => {
  it("offers All plus Jan..Dec by default", () => {
    const o = monthSelectOptions(undefined, "all");
    expect(o).toHaveLength(13);
    expect(o[0]).toEqual({ value: "all", label: "All" });
    expect(values(o).slice(1)).toEqual([
      "Jan",
      "Feb",
      "Mar",
      "Apr",
      "May",
      "Jun",
      "Jul",
      "Aug",
      "Sep",
      "Oct",
      "Nov",
      "Dec",
    ]);
  });

  it("offers only the given months, in calendar order, plus the selected one", () => {
    expect(values(monthSelectOptions(["Nov", "Jan"], "all"))).toEqual(["all", "Jan", "Nov"]);
    expect(values(monthSelectOptions(["Nov", "Jan"], "Mar"))).toEqual(["all", "Jan", "Mar", "Nov"]);
  });
});

describe("yearMonthSelects", () => {
  it("gives the Year and Month dropdowns with the current filters selected and the page's labels", () => {
    const [year, month] = yearMonthSelects({
      filters: { year: 2023, month: "Mar", q: "" },
      defaults: { year: 2026, month: "all", q: "" },
      years: [2024, 2023],
      months: ["Jan"],
      allYears: "All Years",
      allMonths: "All Months",
    });
    expect([year.name, year.label, year.value]).toEqual(["year", "Year", "2023"]);
    // The default year stays selectable, so the visitor can go back to the starting view.
    expect(year.options.map((o) => o.label)).toEqual(["All Years", "2026", "2024", "2023"]);
    expect([month.name, month.label, month.value]).toEqual(["month", "Month", "Mar"]);
    expect(month.options.map((o) => o.label)).toEqual(["All Months", "Jan", "Mar"]);
  });
});
