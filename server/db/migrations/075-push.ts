import type { Kysely } from "kysely";

/**
 * Web Push to parents' phones (issue 30): the school's VAPID key pair (made on
 * first use, kept here so every instance and every restart signs with the same
 * key the phones subscribed to), the phones' subscriptions (no personal data:
 * the push service's address, the two keys the browser gave, the topics
 * chosen), each send and its result for staff, and "notify parents" per notice.
 */
const NOTICE_TABLES = ["news", "events", "circulars", "notifications"] as const;

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow the current schema type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("pushKeys")
    .addColumn("schoolCode", "text", (c) => c.primaryKey().references("schools.code"))
    .addColumn("publicKey", "text", (c) => c.notNull())
    .addColumn("privateKey", "text", (c) => c.notNull())
    .addColumn("createdAt", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("pushSubscriptions")
    // A hash of the school and the endpoint: the same phone subscribing again updates its row.
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("schoolCode", "text", (c) => c.notNull().references("schools.code"))
    .addColumn("endpoint", "text", (c) => c.notNull())
    .addColumn("p256dh", "text", (c) => c.notNull())
    .addColumn("auth", "text", (c) => c.notNull())
    .addColumn("urgent", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("news", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("events", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("createdAt", "text", (c) => c.notNull())
    .addColumn("updatedAt", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("push_subscriptions_school_idx").on("pushSubscriptions").column("schoolCode").execute();
  await db.schema
    .createTable("pushSends")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("schoolCode", "text", (c) => c.notNull().references("schools.code"))
    /** "alert", or the notice's content kind. */
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("sourceId", "text", (c) => c.notNull())
    .addColumn("topic", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("url", "text", (c) => c.notNull())
    .addColumn("urgency", "text", (c) => c.notNull().defaultTo("normal"))
    .addColumn("ttl", "integer", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("queued"))
    .addColumn("sent", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("failed", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("removed", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("createdAt", "text", (c) => c.notNull())
    .addColumn("finishedAt", "text")
    .execute();
  // One send per alert or notice, however often it goes live again.
  await db.schema
    .createIndex("push_sends_source_idx")
    .unique()
    .on("pushSends")
    .columns(["schoolCode", "source", "sourceId"])
    .execute();
  for (const table of NOTICE_TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn("notifyParents", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
  }
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of NOTICE_TABLES) await db.schema.alterTable(table).dropColumn("notifyParents").execute();
  await db.schema.dropTable("pushSends").ifExists().execute();
  await db.schema.dropTable("pushSubscriptions").ifExists().execute();
  await db.schema.dropTable("pushKeys").ifExists().execute();
}
