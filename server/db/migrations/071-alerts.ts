import type { Kysely } from "kysely";
import { integerDefault, optionalText, requiredText, schoolCode, schoolIndex, textDefault, textId } from "./columns.ts";

/**
 * Site-wide alerts (issue 30): a line at the top of every public page,
 * urgent or information, shown from `startsAt` until `endsAt` (ISO instants),
 * or until staff end it (`endedAt`).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow the current schema type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("alerts")
    .$call(textId)
    .$call(schoolCode)
    .$call(requiredText("level", "text"))
    .$call(textDefault("", "link"))
    .$call(requiredText("startsAt", "endsAt"))
    .$call(optionalText("endedAt"))
    .$call(integerDefault(0, "notify"))
    .$call(optionalText("createdBy"))
    .$call(requiredText("createdAt"))
    .execute();
  await schoolIndex(db, "alerts", "endsAt");
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("alerts").ifExists().execute();
}
