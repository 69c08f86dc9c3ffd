import type { Kysely } from "kysely";

/**
 * The staff area: one pending set-password link per account, kept only as a
 * SHA-256 hash with its expiry (a new link replaces the old one; using it
 * clears both), and indexes for the staff lists. Plain ALTER TABLE … ADD
 * COLUMN runs the same on SQLite and PostgreSQL.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow the current schema type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("staffUsers").addColumn("passwordTokenHash", "text").execute();
  await db.schema.alterTable("staffUsers").addColumn("passwordTokenExpiresAt", "text").execute();
  await db.schema.createIndex("staffUsers_token_idx").on("staffUsers").column("passwordTokenHash").execute();
  await db.schema.createIndex("staffSessions_user_idx").on("staffSessions").column("userId").execute();
  await db.schema.createIndex("auditLog_school_idx").on("auditLog").columns(["schoolCode", "id"]).execute();
  await db.schema.createIndex("tcLookups_school_idx").on("tcLookups").columns(["schoolCode", "at"]).execute();
  await db.schema.createIndex("files_sha_idx").on("files").columns(["schoolCode", "sha256"]).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("files_sha_idx").ifExists().execute();
  await db.schema.dropIndex("tcLookups_school_idx").ifExists().execute();
  await db.schema.dropIndex("auditLog_school_idx").ifExists().execute();
  await db.schema.dropIndex("staffSessions_user_idx").ifExists().execute();
  await db.schema.dropIndex("staffUsers_token_idx").ifExists().execute();
  await db.schema.alterTable("staffUsers").dropColumn("passwordTokenExpiresAt").execute();
  await db.schema.alterTable("staffUsers").dropColumn("passwordTokenHash").execute();
}
