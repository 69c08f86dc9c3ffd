import type { Kysely } from "kysely";
import { optionalText, requiredText, schoolCode, textDefault } from "./columns.ts";

/**
 * Issue 31: every content item may go live ("publishAt") and come down
 * ("removeAt") by the clock (ISO instants, run from the job queue); a school
 * may want an approver's yes before editors' changes of some kinds reach
 * visitors ("approvalKinds"), and a change waiting for it is kept apart from
 * the live record ("pendingChanges"), so visitors see the approved version
 * until then.
 */
const CONTENT_TABLES = [
  "highlights",
  "notifications",
  "onlineRegistrations",
  "news",
  "events",
  "messages",
  "galleries",
  "videos",
  "testimonials",
  "circulars",
  "media",
] as const;

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow the current schema type
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of CONTENT_TABLES) {
    await db.schema.alterTable(table).addColumn("publishAt", "text").execute();
    await db.schema.alterTable(table).addColumn("removeAt", "text").execute();
  }
  await db.schema
    .createTable("approvalKinds")
    .$call(schoolCode)
    .$call(requiredText("kind"))
    .addPrimaryKeyConstraint("approvalKinds_pk", ["schoolCode", "kind"])
    .execute();
  await db.schema
    .createTable("pendingChanges")
    .$call(schoolCode)
    .$call(requiredText("kind", "itemId", "input", "state"))
    .$call(textDefault("", "comment"))
    .$call(optionalText("sentBy"))
    .$call(requiredText("sentAt"))
    .$call(optionalText("decidedBy", "decidedAt"))
    .addPrimaryKeyConstraint("pendingChanges_pk", ["schoolCode", "kind", "itemId"])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("pendingChanges").ifExists().execute();
  await db.schema.dropTable("approvalKinds").ifExists().execute();
  for (const table of CONTENT_TABLES) {
    await db.schema.alterTable(table).dropColumn("removeAt").execute();
    await db.schema.alterTable(table).dropColumn("publishAt").execute();
  }
}
