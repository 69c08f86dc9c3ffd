import type { Kysely } from "kysely";
import type { BlockInput } from "../../../contract/page-blocks.ts";
import { storedBlocks } from "../../../contract/pages.ts";

/**
 * Page text becomes structure (issue 26): the `**bold**`, `*italic*` and
 * `[label](url)` markup of every stored page, draft and earlier version is
 * turned into rich-text nodes — the same nodes the renderer drew from the
 * markup, so every page reads exactly as before (server/demo/rich-text-migration.test.ts).
 */
const convert = (json: string): string => JSON.stringify(storedBlocks(JSON.parse(json) as BlockInput[]));

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow the current schema type
export async function up(db: Kysely<any>): Promise<void> {
  const pages = await db.selectFrom("pages").select(["id", "blocks", "draft"]).execute();
  for (const row of pages) {
    const draft = row.draft ? (JSON.parse(String(row.draft)) as { blocks?: BlockInput[] }) : null;
    if (draft?.blocks) draft.blocks = storedBlocks(draft.blocks);
    await db
      .updateTable("pages")
      .set({ blocks: convert(String(row.blocks)), ...(draft ? { draft: JSON.stringify(draft) } : {}) })
      .where("id", "=", row.id)
      .execute();
  }
  const revisions = await db.selectFrom("pageRevisions").select(["id", "blocks"]).execute();
  for (const row of revisions)
    await db
      .updateTable("pageRevisions")
      .set({ blocks: convert(String(row.blocks)) })
      .where("id", "=", row.id)
      .execute();
}
