import type { Kysely } from "kysely";
import type { BlockInput } from "../../../contract/page-blocks.ts";
import { storedBlocks } from "../../../contract/pages.ts";
import { rewritePage, rewriteRevisions } from "./page-rows.ts";

/**
 * Page text becomes structure (issue 26): the `**bold**`, `*italic*` and
 * `[label](url)` markup of every stored page, draft and earlier version is
 * turned into rich-text nodes — the same nodes the renderer drew from the
 * markup, so every page reads exactly as before (server/demo/rich-text-migration.test.ts).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow the current schema type
export async function up(db: Kysely<any>): Promise<void> {
  const pages = await db.selectFrom("pages").select(["id", "blocks", "draft"]).execute();
  for (const row of pages) await rewritePage(db, row, (blocks: BlockInput[]) => storedBlocks(blocks));
  const revisions = await db.selectFrom("pageRevisions").select(["id", "blocks"]).execute();
  await rewriteRevisions(db, revisions, (blocks: BlockInput[]) => storedBlocks(blocks));
}
