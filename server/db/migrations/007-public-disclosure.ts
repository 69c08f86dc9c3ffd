import type { Kysely } from "kysely";
import { optionalText, requiredText } from "./columns.ts";

/**
 * The Mandatory Public Disclosure (CBSE Appendix IX): one row per school and
 * item, its value as JSON text (the item list and the value shapes live in
 * contract/disclosure-items.ts), so adding an item to the format needs no
 * new column. The key "_settings" holds the page's settings.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow the current schema type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("disclosureItems")
    .$call(requiredText("schoolCode", "key", "value", "updatedAt"))
    .$call(optionalText("updatedBy"))
    .addPrimaryKeyConstraint("disclosureItems_pk", ["schoolCode", "key"])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("disclosureItems").ifExists().execute();
}
