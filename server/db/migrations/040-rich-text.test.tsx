import { Migrator } from "kysely";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { ContentBlocks } from "../../../app/features/content-page/content-blocks.tsx";
import { homeTextsFrom } from "../../../app/features/home/home-texts.ts";
import type { Block, BlockInput } from "../../../contract/page-blocks.ts";
import { markupBlocks, storedBlocks } from "../../../contract/pages.ts";
import { demoPages } from "../../demo/demo-pages.ts";
import { openDatabase } from "../client.ts";
import { migrateToLatest, migrations } from "../migrate.ts";
import { databaseBefore } from "../test-databases.ts";

/** A page as visitors get it: the public renderer's HTML (the pages are not hydrated). */
const drawn = (blocks: readonly Block[]) =>
  renderToString(
    <MemoryRouter initialEntries={["/page"]}>
      <ContentBlocks blocks={blocks as Block[]} photos={{}} messages={[]} imageSizes={{}} />
    </MemoryRouter>,
  );

const at = "2026-01-01T00:00:00Z";
// What a page row held before issue 26: the import file's markup text, as written.
const markup = (p: { blocks: readonly BlockInput[] }) => JSON.stringify(p.blocks);

describe("migration 040: page text becomes structure", () => {
  it("turns every demo page's markup into rich text with the rendered page unchanged, drafts and earlier versions too", async () => {
    const handle = await databaseBefore("040-rich-text");
    try {
      const pages = demoPages();
      // biome-ignore lint/suspicious/noExplicitAny: the tables as they were before this migration
      const db = handle.db as any;
      await db
        .insertInto("pages")
        .values(
          pages.map((p, i) => ({
            id: `p${i}`,
            schoolCode: "tvms",
            slug: p.slug,
            title: p.title,
            description: "",
            trail: "[]",
            blocks: markup(p),
            // The first page has an unpublished draft of its own.
            draft: i === 0 ? JSON.stringify({ title: p.title, description: "", blocks: p.blocks }) : null,
            publishedAt: at,
            version: 1,
            updatedAt: at,
            createdAt: at,
          })),
        )
        .execute();
      await db
        .insertInto("pageRevisions")
        .values({
          pageId: "p0",
          schoolCode: "tvms",
          version: 1,
          action: "import",
          title: "x",
          description: "",
          blocks: markup(pages[0]),
          at,
        })
        .execute();

      expect(await migrateToLatest(handle.db)).toContain("040-rich-text");

      const rows = await handle.db.selectFrom("pages").select(["slug", "blocks", "draft"]).orderBy("id").execute();
      const bySlug = new Map(rows.map((r) => [r.slug, r]));
      expect(rows.length).toBe(pages.length);
      for (const p of pages) {
        const after = JSON.parse(String(bySlug.get(p.slug)?.blocks)) as Block[];
        // Structure now: no markup left in the stored text.
        expect(JSON.stringify(after)).not.toMatch(/"text":"[^"]*\*\*/);
        // What visitors see is the same, character for character (the renderer still reads markup text).
        expect(drawn(after), p.slug).toBe(drawn(p.blocks as Block[]));
      }
      const home = pages.find((p) => p.slug === "home");
      if (!home) throw new Error("the demo has a home page");
      expect(homeTextsFrom(JSON.parse(String(bySlug.get("home")?.blocks)), "T")).toEqual(
        homeTextsFrom(storedBlocks(home.blocks), "T"),
      );
      const draft = JSON.parse(String(rows.find((r) => r.draft)?.draft)) as { blocks: Block[] };
      expect(draft.blocks).toEqual(storedBlocks(pages[0].blocks));
      const revision = await handle.db.selectFrom("pageRevisions").select("blocks").executeTakeFirstOrThrow();
      expect(JSON.parse(String(revision.blocks))).toEqual(storedBlocks(pages[0].blocks));
    } finally {
      await handle.db.destroy();
    }
  });

  it("is applied to a database that already has the later migrations (helpers number their migrations in ranges)", async () => {
    const handle = openDatabase(":memory:");
    try {
      const without = Object.fromEntries(Object.entries(migrations).filter(([name]) => name !== "040-rich-text"));
      const migrator = new Migrator({ db: handle.db, provider: { getMigrations: async () => without } });
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      expect(await migrateToLatest(handle.db)).toEqual(["040-rich-text"]);
    } finally {
      await handle.db.destroy();
    }
  });
});

describe("the export keeps the import file's format", () => {
  it("writes rich text back as markup text that imports to the same page", () => {
    for (const p of demoPages()) {
      const stored = storedBlocks(p.blocks);
      const exported = markupBlocks(stored);
      // Text fields are strings again, as in an import file.
      expect(JSON.stringify(exported)).not.toContain('"t":"text"');
      expect(storedBlocks(exported), p.slug).toEqual(stored);
    }
  });
});
