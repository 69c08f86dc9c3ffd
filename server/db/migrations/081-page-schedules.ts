import type { Kysely } from "kysely";

/**
 * Issue 31 for pages: a page may go live ("publishAt": its draft, or the
 * change an approver approved for that time) and come off ("removeAt") by
 * the clock, as content items may since migration 080 (ISO instants, run
 * from the job queue).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow the current schema type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("pages").addColumn("publishAt", "text").execute();
  await db.schema.alterTable("pages").addColumn("removeAt", "text").execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("pages").dropColumn("removeAt").execute();
  await db.schema.alterTable("pages").dropColumn("publishAt").execute();
}
