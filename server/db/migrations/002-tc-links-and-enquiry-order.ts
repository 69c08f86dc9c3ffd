import type { Kysely } from "kysely";

/**
 * A successful certificate lookup gives a short-lived download path. Its
 * token is kept only as a SHA-256 hash on the lookup's log row, with the
 * certificate it opens and when it stops working. Plain ALTER TABLE … ADD
 * COLUMN runs the same on SQLite and PostgreSQL.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow the current schema type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("tcLookups").addColumn("tokenHash", "text").execute();
  await db.schema.alterTable("tcLookups").addColumn("certificateId", "text").execute();
  await db.schema.alterTable("tcLookups").addColumn("expiresAt", "text").execute();
  await db.schema.createIndex("tcLookups_token_idx").on("tcLookups").column("tokenHash").execute();
  // Staff read enquiries newest first.
  await db.schema.createIndex("enquiries_created_idx").on("enquiries").columns(["schoolCode", "createdAt"]).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("enquiries_created_idx").ifExists().execute();
  await db.schema.dropIndex("tcLookups_token_idx").ifExists().execute();
  await db.schema.alterTable("tcLookups").dropColumn("expiresAt").execute();
  await db.schema.alterTable("tcLookups").dropColumn("certificateId").execute();
  await db.schema.alterTable("tcLookups").dropColumn("tokenHash").execute();
}
