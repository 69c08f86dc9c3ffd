import { describe, expect, it } from "vitest";
import { parseInline as markup } from "../../contract/page-blocks.ts";
import { ImportError } from "../content/import-content.ts";
import { importDoc, tempSite } from "../content/import-test-helpers.ts";
import { demoSchool } from "../demo/demo-school.ts";

/** A paragraph as stored: its markup text read into rich text. */
const para = (text: string) => ({ type: "paragraph" as const, text: markup(text) });

const site = tempSite("import-pages-");
const importJson = (doc: unknown, replace = false) => importDoc(site, doc, replace);

describe("the import file's pages", () => {
  it("reads the issue's example exactly as written", async () => {
    const summary = await importJson({
      pages: [
        {
          slug: "history",
          title: "History",
          menu: { group: "About Us", position: 2 },
          blocks: [para("…")],
        },
      ],
    });
    expect(summary.counts.pages).toBe(1);
    expect(await site.services.pages.published("tvms", "history")).toMatchObject({
      title: "History",
      trail: ["About Us"],
      blocks: [para("…")],
    });
    const about = (await site.services.pages.menu("tvms"))?.find((g) => g.label === "About Us");
    expect(about?.links[1]).toEqual({ label: "History", href: "/history" });
    expect(about?.links.filter((l) => l.href === "/history")).toHaveLength(1);
  });

  it("adds a new page with its menu entry in a group", async () => {
    await importJson({
      pages: [
        {
          slug: "bus-routes",
          title: "Bus Routes",
          menu: { group: "More Info" },
          blocks: [para("Route 1: Station Road.")],
        },
      ],
    });
    expect((await site.services.pages.published("tvms", "bus-routes"))?.title).toBe("Bus Routes");
    const more = (await site.services.pages.menu("tvms"))?.find((g) => g.label === "More Info");
    expect(more?.links.at(-1)).toEqual({ label: "Bus Routes", href: "/bus-routes" });
  });

  it("refuses the whole file, naming each problem, when a page is unsafe or takes a site address", async () => {
    const bad = importJson({
      pages: [
        { slug: "ok-page", title: "OK", blocks: [{ type: "paragraph", text: "fine" }] },
        { slug: "evil", title: "X", blocks: [{ type: "paragraph", text: "[x](javascript:alert(1))" }] },
        { slug: "news", title: "X", blocks: [] },
        { slug: "a/b", title: "X", blocks: [] },
        { slug: "raw", title: "X", blocks: [{ type: "html", html: "<script>alert(1)</script>" }] },
      ],
    });
    await expect(bad).rejects.toBeInstanceOf(ImportError);
    const problems = (await bad.catch((e: ImportError) => e.problems)) as string[];
    expect(problems.some((p) => p.startsWith("pages[1].blocks.0.text: links may only go"))).toBe(true);
    expect(problems.some((p) => p.startsWith("pages[2].slug:"))).toBe(true);
    expect(problems.some((p) => p.startsWith("pages[3].slug:"))).toBe(true);
    expect(problems.some((p) => p.startsWith("pages[4].blocks.0"))).toBe(true);
    expect(await site.services.pages.published("tvms", "ok-page")).toBeNull();
  });

  it("with --replace, the file's pages are the school's only pages", async () => {
    await importJson({ pages: [{ slug: "vision", title: "Vision", blocks: [para("See far.")] }] }, true);
    expect(await site.services.pages.published("tvms", "history")).toBeNull();
    expect((await site.services.pages.published("tvms", "vision"))?.blocks).toEqual([para("See far.")]);
  });
});

describe("the built-in menu a school starts from", () => {
  it("names the short-name group after the school's profile, not the demo's", async () => {
    await importJson(
      {
        school: { ...demoSchool, name: "Acceptance Test Academy", shortName: "ATA" },
        pages: [
          {
            slug: "bus-routes",
            title: "Bus Routes",
            menu: { group: "More Info" },
            blocks: [para("Route 1.")],
          },
        ],
      },
      true,
    );
    const labels = (await site.services.pages.menu("tvms"))?.map((g) => g.label) ?? [];
    expect(labels).toContain("ATA");
    expect(labels).not.toContain(demoSchool.shortName);
    const ata = (await site.services.pages.menu("tvms"))?.find((g) => g.label === "ATA");
    expect(ata?.links[0]).toEqual({ label: "ATA Leadership", href: "/tvmhs" });
  });
});
