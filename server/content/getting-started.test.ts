import { describe, expect, it } from "vitest";
import { PageImport } from "../../contract/pages.ts";
import { demoPages } from "../demo/demo-pages.ts";
import { demoPagesCheck } from "./getting-started.ts";
import { tempSite } from "./import-test-helpers.ts";

const site = tempSite("getting-started-");

describe("getting started: pages with demo text", () => {
  it("counts the published pages still at the demo's text, links to the pages editor, and drops a page once edited", async () => {
    const school = "tvms";
    const [history, home] = ["history", "home"].map((slug) => demoPages().find((p) => p.slug === slug));
    if (!history || !home) throw new Error("the demo has a history page and home texts");
    for (const page of [history, home]) await site.services.pages.importPage(school, PageImport.parse(page));
    const [before] = await demoPagesCheck.run(site.services, school);
    expect(before).toMatchObject({ id: "demo-pages", count: 2, href: "/admin/pages" });
    expect(before.details.sort()).toEqual([history.title, home.title].sort());

    const page = await site.services.pages.get(school, "history");
    const saved = await site.services.pages.save(
      school,
      "history",
      {
        title: "History",
        description: "",
        blocks: [{ type: "paragraph", text: [{ t: "text", v: "Our own history." }] }],
        version: page?.version ?? 0,
        publish: true,
      },
      null,
    );
    expect(saved.status).toBe("saved");
    const [after] = await demoPagesCheck.run(site.services, school);
    expect(after).toMatchObject({ count: 1, details: [home.title] });
  });
});
