import type { Kysely } from "kysely";
import { optionalText, requiredText } from "./columns.ts";

/**
 * The school's own words in other languages (issue 29): one row per thing
 * translated (a page by its address, a news item or event by its id, …)
 * and language. `fields` holds the translated parts as JSON; `source` the
 * English parts as they were when translated, so a later change of the
 * English marks the translation out of date until staff review it.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow the current schema type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("translations")
    .$call(requiredText("schoolCode", "kind", "itemId", "lang", "fields", "source"))
    .$call(optionalText("updatedBy"))
    .$call(requiredText("updatedAt"))
    .addPrimaryKeyConstraint("translations_pk", ["schoolCode", "kind", "itemId", "lang"])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("translations").ifExists().execute();
}
