import type { Kysely } from "kysely";
import { requiredText, schoolCode, schoolIndex } from "./columns.ts";

/**
 * One deployment, many schools: each host name a visitor types (lower case,
 * without port) names the school it shows. A host belongs to one school; a
 * school may have several (www. and the bare name). Hosts not listed, and
 * localhost, show SCHOOL_CODE's school.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow the current schema type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("hosts")
    .addColumn("host", "text", (c) => c.primaryKey())
    .$call(schoolCode)
    .$call(requiredText("createdAt"))
    .execute();
  await schoolIndex(db, "hosts");
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("hosts").ifExists().execute();
}
