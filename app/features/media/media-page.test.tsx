// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { MediaPageData } from "./media-data.ts";
import { MediaPage } from "./media-page.tsx";

afterEach(cleanup);

const item = { id: "m1", title: "Sakal: result", date: "2024-05-28", file: "m1.jpg", width: 960, height: 640 };
/** The current year has no items; 2024, the fallback year, has one. */
const found2024: MediaPageData = {
  items: [item],
  defaults: { year: 2024, month: "all", q: "" },
  years: [2024],
  found: true,
};

let data: MediaPageData;
function Page() {
  return <MediaPage {...data} />;
}
const Stub = createRoutesStub([{ path: "/media-gallery", Component: Page }]);
const renderAt = (url: string, pageData: MediaPageData) => {
  data = pageData;
  return render(<Stub initialEntries={[url]} />);
};

describe("MediaPage", () => {
  it("with nothing in the last years hides the year dropdown and names the current year", () => {
    renderAt("/media-gallery", { items: [], defaults: { year: 2026, month: "all", q: "" }, years: [], found: false });
    expect(screen.queryByLabelText("Year")).toBeNull();
    expect(screen.getByText("No media found for 2026.")).toBeTruthy();
  });

  it("shows the fallback year's items with title and date, and the dropdown", () => {
    renderAt("/media-gallery", found2024);
    expect((screen.getByLabelText("Year") as HTMLSelectElement).value).toBe("2024");
    expect(screen.getByText("Sakal: result (28 May 2024)")).toBeTruthy();
    expect(screen.queryByText(/No media found/)).toBeNull();
  });

  it("a year from the address without items says so", () => {
    renderAt("/media-gallery?year=2019", found2024);
    expect(screen.getByText("No media found for 2019.")).toBeTruthy();
  });
});
