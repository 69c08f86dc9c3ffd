import type { Kysely } from "kysely";

/** The language an admission enquiry was sent in (issue 29): staff see "sent in मराठी". Null for English and older rows. */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow the current schema type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("enquiries").addColumn("lang", "text").execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("enquiries").dropColumn("lang").execute();
}
