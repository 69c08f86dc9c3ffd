// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { Carousel, perViewStyle } from "./carousel.tsx";

afterEach(cleanup);

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

  it("has previous/next only with more than one slide", () => {
    render(<Carousel label="One" slides={["only"]} />);
    expect(screen.queryByRole("button", { name: "Next slide" })).toBeNull();
    expect(screen.queryByRole("button", { name: /slide show/ })).toBeNull();
    cleanup();
    render(<Carousel label="Two" slides={["a", "b"]} />);
    expect(screen.getByRole("button", { name: "Previous slide" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Next slide" })).toBeTruthy();
  });

  it("has no arrows with arrows=never and no play button without autoplay", () => {
    render(<Carousel label="Quiet" slides={["a", "b"]} arrows="never" autoplayMs={0} />);
    expect(screen.queryAllByRole("button")).toHaveLength(0);
  });

  it("toggles autoplay with its button", async () => {
    render(<Carousel label="Auto" slides={["a", "b", "c"]} />);
    const toggle = screen.getByRole("button", { name: "Stop automatic slide show" });
    await act(async () => fireEvent.click(toggle));
    expect(toggle.getAttribute("aria-label")).toBe("Start automatic slide show");
    await act(async () => fireEvent.click(toggle));
    expect(toggle.getAttribute("aria-label")).toBe("Stop automatic slide show");
  });
});
