// @vitest-environment happy-dom
import { getAllByRole, getByRole, queryAllByRole, queryByRole } from "@testing-library/dom";
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { Carousel, perViewStyle } from "./carousel.tsx";

// The carousel is server markup only; its behaviour is tested in app/components/ui/carousel.enhance.test.ts.
function serverRender(ui: ReactElement) {
  document.body.innerHTML = renderToString(ui);
  return document.body;
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("perViewStyle", () => {
  it("gives the count of every stylesheet breakpoint, the last matching entry winning", () => {
    expect(
      perViewStyle([
        { min: 0, count: 1 },
        { min: 768, count: 3 },
        { min: 992, count: 4 },
        { min: 1200, count: 5 },
      ]),
    ).toEqual({
      "--carousel-pv-0": "1",
      "--carousel-pv-576": "1",
      "--carousel-pv-768": "3",
      "--carousel-pv-992": "4",
      "--carousel-pv-1024": "4",
      "--carousel-pv-1200": "5",
      "--carousel-pv-1500": "5",
    });
  });

  it("defaults to one slide and applies an off-grid minimum from the next breakpoint up", () => {
    const style = perViewStyle([{ min: 1000, count: 2 }]);
    expect(style["--carousel-pv-992"]).toBe("1");
    expect(style["--carousel-pv-1024"]).toBe("2");
    expect(perViewStyle()["--carousel-pv-1500"]).toBe("1");
  });
});

describe("Carousel markup", () => {
  it("server-renders a labelled carousel region with numbered slides and the per-view variables", () => {
    const html = renderToString(
      <Carousel label="Facilities" slides={["a", "b", "c"]} perView={[{ min: 768, count: 3 }]} />,
    );
    expect(html).toContain('aria-roledescription="carousel"');
    expect(html).toContain('aria-label="Facilities"');
    expect(html).toContain("--carousel-pv-768:3");
    expect(html.match(/role="group" aria-roledescription="slide"/g)).toHaveLength(3);
    expect(html).toContain('aria-label="3 of 3"');
  });

  it("is named by a visible heading when given one", () => {
    const body = serverRender(
      <>
        <h2 id="h">Events</h2>
        <Carousel label="Events" labelledBy="h" slides={["a", "b"]} />
      </>,
    );
    expect(getByRole(body, "region", { name: "Events" }).getAttribute("aria-labelledby")).toBe("h");
  });

  it("tells the behaviour what to do: autoplay interval and centre highlight", () => {
    const root = serverRender(
      <Carousel label="T" slides={["a", "b", "c"]} autoplayMs={4000} highlightCenter />,
    ).querySelector<HTMLElement>("[data-carousel]")!;
    expect(root.dataset.autoplay).toBe("4000");
    expect(root.dataset.highlightCenter).toBe("");
    const plain = serverRender(<Carousel label="P" slides={["a", "b"]} />).querySelector<HTMLElement>(
      "[data-carousel]",
    )!;
    expect(plain.dataset.autoplay).toBe("2000");
    expect(plain.dataset.highlightCenter).toBeUndefined();
    // Not ready, nothing to scroll, and a polite live region until the behaviour has measured.
    expect(plain.classList.contains("carousel--static")).toBe(true);
    expect(plain.classList.contains("is-ready")).toBe(false);
    expect(plain.querySelector(".carousel__container")!.getAttribute("aria-live")).toBe("polite");
  });

  it("has previous/next and the play button only with more than one slide", () => {
    let body = serverRender(<Carousel label="One" slides={["only"]} />);
    expect(queryByRole(body, "button", { name: "Next slide" })).toBeNull();
    expect(queryByRole(body, "button", { name: /slide show/ })).toBeNull();
    expect(body.querySelector<HTMLElement>("[data-carousel]")!.dataset.autoplay).toBe("0");
    body = serverRender(<Carousel label="Two" slides={["a", "b"]} prevLabel="Previous event" />);
    expect(getAllByRole(body, "button").map((b) => b.getAttribute("aria-label"))).toEqual([
      "Previous event",
      "Stop automatic slide show",
      "Next slide",
    ]);
  });

  it("has no arrows with arrows=never and no play button without autoplay", () => {
    const body = serverRender(<Carousel label="Quiet" slides={["a", "b"]} arrows="never" autoplayMs={0} />);
    expect(queryAllByRole(body, "button")).toHaveLength(0);
  });

  it("marks arrows that only desktops show", () => {
    const body = serverRender(<Carousel label="D" slides={["a", "b"]} />);
    expect(body.querySelector("[data-carousel]")!.classList.contains("carousel--arrows-desktop")).toBe(true);
  });
});
