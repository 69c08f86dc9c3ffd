import { type Kysely, PostgresAdapter } from "kysely";

/**
 * Background work kept in the database, so it survives a restart and any
 * instance may do it: AVIF copies, the daily sweep. A job with a `key` exists
 * once (the daily sweep's key names the day, so one instance of a cluster runs
 * it); `claimedAt` lets another worker take over a job whose worker died.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow the current schema type
export async function up(db: Kysely<any>): Promise<void> {
  const serial = db.getExecutor().adapter instanceof PostgresAdapter ? "serial" : "integer";
  await db.schema
    .createTable("jobs")
    .addColumn("id", serial, (c) => c.primaryKey().notNull())
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("payload", "text", (c) => c.notNull())
    .addColumn("key", "text")
    .addColumn("status", "text", (c) => c.notNull().defaultTo("queued"))
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("runAt", "text", (c) => c.notNull())
    .addColumn("claimedAt", "text")
    .addColumn("claimedBy", "text")
    .addColumn("lastError", "text")
    .addColumn("createdAt", "text", (c) => c.notNull())
    .addColumn("finishedAt", "text")
    .execute();
  await db.schema.createIndex("jobs_key_idx").unique().on("jobs").column("key").execute();
  await db.schema.createIndex("jobs_status_idx").on("jobs").columns(["status", "runAt"]).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("jobs").ifExists().execute();
}
