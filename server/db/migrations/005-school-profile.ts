import type { Kysely } from "kysely";
import { addColumnWithDefault } from "./columns.ts";

/**
 * The school profile (name, contacts, links, colours, admission choices) as
 * one JSON text per school, checked by contract/school-profile.ts on every
 * write; NULL until the school or the demo sets it. Files get a mark for
 * the demo's placeholder pictures, so the dashboard can count what is left.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow the current schema type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("schools").addColumn("profile", "text").execute();
  await addColumnWithDefault(db, "files", "placeholder", "integer", 0);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("files").dropColumn("placeholder").execute();
  await db.schema.alterTable("schools").dropColumn("profile").execute();
}
