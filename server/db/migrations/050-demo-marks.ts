import type { Kysely } from "kysely";
import { requiredText } from "./columns.ts";

/**
 * Values of the school profile that came with the demo and nobody has
 * checked yet (issue 26: "from the demo: check this"): one row per school
 * and part ("admission", "cbseAffiliationNo", …). The demo loader writes
 * them; a change of that part, or staff confirming it, removes the row.
 * (Disclosure items need no row: the demo writes them with no author.)
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow the current schema type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("demoMarks")
    .$call(requiredText("schoolCode", "part"))
    .addPrimaryKeyConstraint("demoMarks_pk", ["schoolCode", "part"])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("demoMarks").ifExists().execute();
}
