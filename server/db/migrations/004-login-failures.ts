import type { Kysely } from "kysely";
import { optionalText, requiredInteger, requiredText } from "./columns.ts";

/**
 * Failed staff sign-ins, one row per (e-mail, client) and per client, for
 * known and unknown e-mail addresses alike, so the answers never tell an
 * account from a non-account and a restart forgets nothing. Only hashes are
 * stored; rows untouched for a day are deleted.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow the current schema type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("loginFailures")
    .addColumn("key", "text", (c) => c.primaryKey())
    .$call(requiredText("subject"))
    .$call(requiredInteger("failures"))
    .$call(optionalText("lockedUntil"))
    .$call(requiredText("lastAt"))
    .execute();
  await db.schema.createIndex("loginFailures_lastAt_idx").on("loginFailures").column("lastAt").execute();
  await db.schema.createIndex("loginFailures_subject_idx").on("loginFailures").column("subject").execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("loginFailures").ifExists().execute();
}
