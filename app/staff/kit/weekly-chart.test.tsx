// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { chartSummary, WeeklyChart } from "./weekly-chart.tsx";

const weeks = [
  { weekStart: "2026-03-02", count: 2 },
  { weekStart: "2026-03-09", count: 7 },
  { weekStart: "2026-03-16", count: 0 },
];

afterEach(cleanup);

describe("WeeklyChart", () => {
  it("sums up the weeks in words", () => {
    expect(chartSummary(weeks)).toBe(
      "9 enquiries in 3 weeks from 02 Mar 2026; the busiest week began 09 Mar 2026 with 7.",
    );
    expect(chartSummary([])).toBe("No weeks to show.");
  });

  it("draws one bar per week, scaled to the busiest, with the same numbers in a table", () => {
    const { container } = render(<WeeklyChart weeks={weeks} />);
    const svg = screen.getByRole("img");
    expect(svg.getAttribute("aria-labelledby")).toBe("weekly-title weekly-desc");
    expect(container.querySelector("#weekly-desc")?.textContent).toBe(chartSummary(weeks));
    const heights = [...container.querySelectorAll("rect")].map((r) => Number(r.getAttribute("height")));
    expect(heights[1]).toBeGreaterThan(heights[0]);
    expect(heights[2]).toBe(0);
    expect(heights[0] / heights[1]).toBeCloseTo(2 / 7);
    const rows = screen.getAllByRole("row").slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(["02 Mar 20262", "09 Mar 20267", "16 Mar 20260"]);
  });
});
