import { describe, expect, it } from "vitest";
import { blankProfile, toSchoolView } from "../../../contract/school-view.ts";
import { shareMeta } from "./share-meta.ts";

/** Issue 29: every page names itself in each of the school's languages (hreflang), English the default. */
describe("issue 29: hreflang alternates", () => {
  const school = toSchoolView({ ...blankProfile("Sunrise"), languages: ["mr"] });
  const base = { origin: "https://s.example", school, title: "t", description: "d", name: "n" };
  const links = (tags: ReturnType<typeof shareMeta>) =>
    tags
      .map((t) => t as Record<string, string>)
      .filter((t) => t.rel === "alternate" && "hrefLang" in t)
      .map((t) => [t.hrefLang, t.href]);

  it("links a Marathi page and its English both ways, with x-default and its own canonical", () => {
    const marathi = shareMeta({ ...base, location: { pathname: "/history", search: "" }, prefix: "/mr" });
    const english = shareMeta({ ...base, location: { pathname: "/history", search: "" } });
    const both = [
      ["en", "https://s.example/history"],
      ["mr", "https://s.example/mr/history"],
      ["x-default", "https://s.example/history"],
    ];
    expect(links(marathi)).toEqual(both);
    expect(links(english)).toEqual(both);
    expect(marathi).toContainEqual({ tagName: "link", rel: "canonical", href: "https://s.example/mr/history" });
    expect(marathi).toContainEqual({ property: "og:locale", content: "mr_IN" });
  });

  it("keeps an album's id and the home page's slash", () => {
    const album = shareMeta({ ...base, location: { pathname: "/sub-gallery", search: "?id=a1&tab=x" }, prefix: "/mr" });
    expect(links(album)).toContainEqual(["mr", "https://s.example/mr/sub-gallery?id=a1"]);
    const home = shareMeta({ ...base, location: { pathname: "/", search: "" } });
    expect(links(home)).toContainEqual(["mr", "https://s.example/mr/"]);
  });

  it("adds none while the school reads in English only", () => {
    const english = toSchoolView(blankProfile("Sunrise"));
    expect(links(shareMeta({ ...base, school: english, location: { pathname: "/history", search: "" } }))).toEqual([]);
  });
});
