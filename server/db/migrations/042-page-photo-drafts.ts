import type { Kysely } from "kysely";
import { addColumnWithDefault } from "./columns.ts";

/**
 * Issue 26: a photo added where a page is edited waits for the page to be
 * published ("pending" 1); publishing the page that shows its set puts it
 * on the site (0). Photos added on the Page photos screen show at once, as
 * before (0).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow the current schema type
export async function up(db: Kysely<any>): Promise<void> {
  await addColumnWithDefault(db, "pagePhotos", "pending", "integer", 0);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("pagePhotos").dropColumn("pending").execute();
}
