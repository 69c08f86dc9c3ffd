import { describe, expect, it } from "vitest";
import { blankProfile, toSchoolView } from "../../contract/school-profile-rules.ts";
import { siteRoutes } from "../../contract/site-map.ts";
import { pageMeta } from "../components/layout/meta.ts";
import { siteDescription } from "./site-descriptions.ts";

describe("issue 29: the built-in pages' meta descriptions ship in every language", () => {
  it.each(["mr", "hi"] as const)("%s describes every built-in page, in Devanagari", (lang) => {
    const missing = siteRoutes.filter((r) => siteDescription(lang, r.path) === null).map((r) => r.path);
    expect(missing).toEqual([]);
    for (const r of siteRoutes) expect(siteDescription(lang, r.path), r.path).toMatch(/[\u0900-\u097F]{3}/);
  });

  it("has no description for an address that is not a built-in page (English stays the route table's)", () => {
    const paths = new Set(siteRoutes.map((r) => r.path));
    expect(siteDescription("mr", "/our-bus-routes")).toBeNull();
    expect(siteDescription("en", "/history")).toBeNull();
    expect(paths.has("/history")).toBe(true);
  });
});

describe("issue 29: a built-in page's head in the reader's language", () => {
  const description = (lang: string, path: string) => {
    const school = toSchoolView({ ...blankProfile("TVMS"), languages: ["en", "mr", "hi"] });
    const args = {
      matches: [{ id: "root", data: { school, lang, origin: "https://s.example" } }],
      location: { pathname: path, search: "" },
    };
    const tags = pageMeta(args, path) as { name?: string; property?: string; content?: string }[];
    return [
      tags.find((t) => t.name === "description")?.content,
      tags.find((t) => t.property === "og:description")?.content,
    ];
  };

  it("describes /mr/fees in Marathi and /hi/fees in Hindi, /fees as before", () => {
    const mr = "प्रत्येक इयत्तेचे शुल्क: वार्षिक रक्कम, हप्ते व सूचना.";
    expect(description("mr", "/fees")).toEqual([mr, mr]);
    expect(description("hi", "/fees")[0]).toBe("हर कक्षा का शुल्क: सालाना राशि, किस्तें और टिप्पणियाँ।");
    expect(description("en", "/fees")[0]).toBe("Fees for each class: the amount a year, instalments and notes.");
  });
});
