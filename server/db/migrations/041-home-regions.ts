import type { Kysely } from "kysely";
import { namedHomeBlocks } from "../../../contract/blocks/region.ts";
import type { Block } from "../../../contract/page-blocks.ts";

/**
 * The home page by name (issue 26): the stored page "home" of every school,
 * its draft and earlier versions, read by position until now (the 2nd list
 * was "Why choose us"), get their parts moved into named regions, read by
 * name. The home page shows the same words (home-regions-migration.test.ts).
 */
const convert = (json: string): string => JSON.stringify(namedHomeBlocks(JSON.parse(json) as Block[]));

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow the current schema type
export async function up(db: Kysely<any>): Promise<void> {
  const pages = await db.selectFrom("pages").select(["id", "blocks", "draft"]).where("slug", "=", "home").execute();
  for (const row of pages) {
    const draft = row.draft ? (JSON.parse(String(row.draft)) as { blocks?: Block[] }) : null;
    if (draft?.blocks) draft.blocks = namedHomeBlocks(draft.blocks);
    await db
      .updateTable("pages")
      .set({ blocks: convert(String(row.blocks)), ...(draft ? { draft: JSON.stringify(draft) } : {}) })
      .where("id", "=", row.id)
      .execute();
    const revisions = await db
      .selectFrom("pageRevisions")
      .select(["id", "blocks"])
      .where("pageId", "=", row.id)
      .execute();
    for (const rev of revisions)
      await db
        .updateTable("pageRevisions")
        .set({ blocks: convert(String(rev.blocks)) })
        .where("id", "=", rev.id)
        .execute();
  }
}
