import { describe, expect, it } from "vitest";
import { brandCss, darken } from "./brand-colours.ts";

describe("brand colours", () => {
  it("become the --brand-* properties the stylesheet derives its colours from", () => {
    expect(brandCss({ primary: "#7A1F2B", accent: "#F2B705" })).toBe(
      ":root{--brand-primary:#7a1f2b;--brand-primary-dark:#55161e;--brand-accent:#f2b705}",
    );
  });

  it("let nothing but a #rrggbb colour into the page's <style>", () => {
    const css = brandCss({ primary: "red}</style><script>alert(1)</script>", accent: "#123" });
    expect(css).toBe(":root{--brand-primary:#0b3d6b;--brand-primary-dark:#082b4b;--brand-accent:#f2b705}");
  });

  it("darken towards black", () => {
    expect(darken("#ffffff", 0.5)).toBe("#808080");
    expect(darken("#000000", 0.3)).toBe("#000000");
  });
});
