import { describe, expect, it } from "vitest";
import { menuFor, siteRoutes } from "../../contract/site-map.ts";
import { siteLabel } from "./site-labels.ts";

describe("issue 29: the built-in page and menu names ship in every language", () => {
  const names = new Set<string>([
    ...siteRoutes.map((r) => r.title),
    ...siteRoutes.flatMap((r) => r.trail),
    ...menuFor("TVMS").flatMap((g) => [g.label, ...g.links.map((l) => l.label)]),
  ]);

  it.each(["mr", "hi"] as const)("%s names every built-in page and menu entry", (lang) => {
    const missing = [...names].filter((n) => n !== "TVMS" && siteLabel(lang, n, "TVMS") === null);
    expect(missing).toEqual([]);
  });

  it("keeps the school's short name and translates the rest, and leaves the school's own labels to the school", () => {
    expect(siteLabel("mr", "SVS Leadership", "SVS")).toBe("SVS नेतृत्व");
    expect(siteLabel("hi", "Our bus routes", "SVS")).toBeNull();
    expect(siteLabel("en", "Our bus routes")).toBe("Our bus routes");
  });
});
