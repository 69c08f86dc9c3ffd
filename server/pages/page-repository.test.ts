import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseInline as markup } from "../../contract/page-blocks.ts";
import { SchoolRepository } from "../content/school-repository.ts";
import type { DbHandle } from "../db/client.ts";
import { testDatabases } from "../db/test-databases.ts";
import { PageRepository } from "./page-repository.ts";

/** A paragraph as stored: its markup text read into rich text. */
const para = (text: string) => ({ type: "paragraph" as const, text: markup(text) });

describe.each(testDatabases)("page repository on $name", (target) => {
  let handle: DbHandle & { drop(): Promise<void> };
  let pages: PageRepository;
  let schools: SchoolRepository;
  const defaultMenu = [
    {
      label: "About Us",
      links: [
        { label: "History", href: "/history" },
        { label: "Administration", href: "/coming-soon" },
      ],
    },
    { label: "More Info", links: [{ label: "FAQs", href: "/faqs" }] },
  ];

  beforeAll(async () => {
    handle = await target.open();
    schools = new SchoolRepository(handle.db, 0);
    pages = new PageRepository(handle.db, schools, () => defaultMenu);
    await schools.ensure("tvms", "Demo School");
    await schools.ensure("other", "Other School");
  });
  afterAll(async () => handle?.drop());

  const history = {
    slug: "history",
    title: "History",
    trail: ["About Us"],
    blocks: [{ type: "paragraph" as const, text: [{ t: "text" as const, v: "Founded in 1980." }] }],
  };

  it("serves an imported page as published, only to its own school", async () => {
    await pages.importPage("tvms", history);
    const page = await pages.published("tvms", "history");
    expect(page).toMatchObject({ slug: "history", title: "History", trail: ["About Us"], blocks: history.blocks });
    expect(await pages.published("other", "history")).toBeNull();
    expect(await pages.published("tvms", "nothing")).toBeNull();
  });

  it("keeps a saved draft from visitors until it is published, and bumps the content version on publish", async () => {
    const before = await pages.get("tvms", "history");
    const saved = await pages.save(
      "tvms",
      "history",
      {
        title: "History",
        description: "",
        blocks: [{ type: "paragraph", text: [{ t: "text", v: "Draft text." }] }],
        version: before?.version ?? 0,
      },
      null,
    );
    expect(saved.status).toBe("saved");
    expect((await pages.published("tvms", "history"))?.blocks).toEqual(history.blocks);
    const version = await schools.version("tvms");
    const published = await pages.publish("tvms", "history", saved.status === "saved" ? saved.page.version : 0, null);
    expect(published.status).toBe("saved");
    expect((await pages.published("tvms", "history"))?.blocks).toEqual([para("Draft text.")]);
    expect(await schools.version("tvms")).toBe(version + 1);
  });

  it("refuses a save made from an older version as a conflict and changes nothing", async () => {
    const page = await pages.get("tvms", "history");
    const v = page?.version ?? 0;
    const first = await pages.save("tvms", "history", { title: "A", description: "", blocks: [], version: v }, null);
    expect(first.status).toBe("saved");
    const second = await pages.save("tvms", "history", { title: "B", description: "", blocks: [], version: v }, null);
    expect(second.status).toBe("conflict");
    expect((await pages.get("tvms", "history"))?.draft.title).toBe("A");
  });

  it("lists revisions newest first and restores an earlier one as the published page", async () => {
    const revisions = (await pages.revisions("tvms", "history")) ?? [];
    expect(revisions.map((r) => r.action)).toEqual(["save", "publish", "save", "import"]);
    const imported = revisions[3];
    const current = await pages.get("tvms", "history");
    const restored = await pages.restore("tvms", "history", imported.id, current?.version ?? 0, null);
    expect(restored.status).toBe("saved");
    expect((await pages.published("tvms", "history"))?.blocks).toEqual(history.blocks);
    expect((await pages.get("tvms", "history"))?.hasDraft).toBe(false);
    expect((await pages.revisions("tvms", "history"))?.[0].action).toBe("restore");
    expect(
      await pages.restore("tvms", "history", 999_999, (await pages.get("tvms", "history"))?.version ?? 0, null),
    ).toEqual({
      status: "no-revision",
    });
  });

  it("creates a page once per address; a new page stays hidden until published", async () => {
    const created = await pages.create("tvms", { slug: "bus-routes", title: "Bus Routes", trail: ["More Info"] }, null);
    expect(created?.published).toBe(false);
    expect(await pages.published("tvms", "bus-routes")).toBeNull();
    expect(await pages.create("tvms", { slug: "bus-routes", title: "Again", trail: [] }, null)).toBeNull();
  });

  it("starts the menu from the built-in one, fills a Coming Soon entry of the same name, and stores changes", async () => {
    expect(await pages.menu("tvms")).toBeNull();
    await pages.placeInMenu("tvms", "About Us", "Administration", "/administration");
    await pages.placeInMenu("tvms", "More Info", "Bus Routes", "/bus-routes", 1);
    expect(await pages.menu("tvms")).toEqual([
      {
        label: "About Us",
        links: [
          { label: "History", href: "/history" },
          { label: "Administration", href: "/administration" },
        ],
      },
      {
        label: "More Info",
        links: [
          { label: "Bus Routes", href: "/bus-routes" },
          { label: "FAQs", href: "/faqs" },
        ],
      },
    ]);
    await pages.setMenu("tvms", [
      { label: "Info", links: [{ label: "FAQs", href: "/faqs" }] },
      { label: "Empty", links: [] },
    ]);
    expect(await pages.menu("tvms")).toEqual([
      { label: "Info", links: [{ label: "FAQs", href: "/faqs" }] },
      { label: "Empty", links: [] },
    ]);
    expect(await pages.menu("other")).toBeNull();
  });
});
