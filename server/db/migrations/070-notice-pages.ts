import type { Kysely } from "kysely";
import { addColumnWithDefault } from "./columns.ts";

/**
 * Every notice (news item, event, circular, notification) gets its own page
 * (issue 30): when it went live ("Published on"), when and by what it was
 * withdrawn (its address then answers 410 and points to the replacement),
 * and a circular's text as well as its PDF, so phones and screen readers can
 * read it. Records already published count as live since they were added.
 */
const NOTICE_TABLES = ["news", "events", "circulars", "notifications"] as const;

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow the current schema type
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of NOTICE_TABLES) {
    await db.schema.alterTable(table).addColumn("publishedAt", "text").execute();
    await db.schema.alterTable(table).addColumn("withdrawnAt", "text").execute();
    await db.schema.alterTable(table).addColumn("replacedBy", "text").execute();
    await db
      .updateTable(table)
      .set((eb) => ({ publishedAt: eb.ref("createdAtMeta") }))
      .where("status", "=", "published")
      .execute();
  }
  await addColumnWithDefault(db, "circulars", "text", "text", "");
}
