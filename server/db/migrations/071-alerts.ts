import type { Kysely } from "kysely";

/**
 * Site-wide alerts (issue 30): a line at the top of every public page,
 * urgent or information, shown from `startsAt` until `endsAt` (ISO instants),
 * or until staff end it (`endedAt`).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow the current schema type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("alerts")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("schoolCode", "text", (c) => c.notNull().references("schools.code"))
    .addColumn("level", "text", (c) => c.notNull())
    .addColumn("text", "text", (c) => c.notNull())
    .addColumn("link", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("startsAt", "text", (c) => c.notNull())
    .addColumn("endsAt", "text", (c) => c.notNull())
    .addColumn("endedAt", "text")
    .addColumn("notify", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("createdBy", "text")
    .addColumn("createdAt", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("alerts_school_idx").on("alerts").columns(["schoolCode", "endsAt"]).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("alerts").ifExists().execute();
}
