import type { Kysely } from "kysely";
import { namedHomeBlocks } from "../../../contract/blocks/region.ts";
import { rewritePage, rewriteRevisions } from "./page-rows.ts";

/**
 * The home page by name (issue 26): the stored page "home" of every school,
 * its draft and earlier versions, read by position until now (the 2nd list
 * was "Why choose us"), get their parts moved into named regions, read by
 * name. The home page shows the same words (home-regions-migration.test.ts).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow the current schema type
export async function up(db: Kysely<any>): Promise<void> {
  const pages = await db.selectFrom("pages").select(["id", "blocks", "draft"]).where("slug", "=", "home").execute();
  for (const row of pages) {
    await rewritePage(db, row, namedHomeBlocks);
    const revisions = await db
      .selectFrom("pageRevisions")
      .select(["id", "blocks"])
      .where("pageId", "=", row.id)
      .execute();
    await rewriteRevisions(db, revisions, namedHomeBlocks);
  }
}
