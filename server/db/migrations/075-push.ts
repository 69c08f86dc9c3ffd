import type { Kysely } from "kysely";
import {
  addColumnWithDefault,
  integerDefault,
  optionalText,
  requiredInteger,
  requiredText,
  schoolCode,
  textDefault,
  textId,
  uniqueIndex,
} from "./columns.ts";

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
    .$call(requiredText("publicKey", "privateKey", "createdAt"))
    .execute();
  await db.schema
    .createTable("pushSubscriptions")
    // A hash of the school and the endpoint: the same phone subscribing again updates its row.
    .$call(textId)
    .$call(schoolCode)
    .$call(requiredText("endpoint", "p256dh", "auth"))
    .$call(integerDefault(1, "urgent"))
    .$call(integerDefault(0, "news", "events"))
    .$call(requiredText("createdAt", "updatedAt"))
    .execute();
  await db.schema.createIndex("push_subscriptions_school_idx").on("pushSubscriptions").column("schoolCode").execute();
  await db.schema
    .createTable("pushSends")
    .$call(textId)
    .$call(schoolCode)
    // source: "alert", or the notice's content kind.
    .$call(requiredText("source", "sourceId", "topic", "title"))
    .$call(textDefault("", "body"))
    .$call(requiredText("url"))
    .$call(textDefault("normal", "urgency"))
    .$call(requiredInteger("ttl"))
    .$call(textDefault("queued", "status"))
    .$call(integerDefault(0, "sent", "failed", "removed"))
    .$call(requiredText("createdAt"))
    .$call(optionalText("finishedAt"))
    .execute();
  // One send per alert or notice, however often it goes live again.
  await uniqueIndex(db, "push_sends_source_idx", "pushSends", "schoolCode", "source", "sourceId");
  for (const table of NOTICE_TABLES) await addColumnWithDefault(db, table, "notifyParents", "integer", 0);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of NOTICE_TABLES) await db.schema.alterTable(table).dropColumn("notifyParents").execute();
  await db.schema.dropTable("pushSends").ifExists().execute();
  await db.schema.dropTable("pushSubscriptions").ifExists().execute();
  await db.schema.dropTable("pushKeys").ifExists().execute();
}
