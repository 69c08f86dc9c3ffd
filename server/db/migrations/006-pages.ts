import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from "kysely";

/**
 * Pages as data: each school's pages as ordered, typed blocks (JSON text),
 * the published blocks beside a draft, a version number that a save must
 * name (two editors never overwrite each other silently), every save in
 * pageRevisions (who, when, what), and the header menu as rows.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow the current schema type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("pages")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("schoolCode", "text", (c) => c.notNull().references("schools.code"))
    .addColumn("slug", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("trail", "text", (c) => c.notNull())
    .addColumn("blocks", "text", (c) => c.notNull())
    .addColumn("draft", "text")
    .addColumn("publishedAt", "text")
    .addColumn("version", "integer", (c) => c.notNull())
    .addColumn("updatedBy", "text")
    .addColumn("updatedAt", "text", (c) => c.notNull())
    .addColumn("createdAt", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("pages_slug_idx").on("pages").columns(["schoolCode", "slug"]).unique().execute();

  await db.schema
    .createTable("pageRevisions")
    .addColumn("id", serial(db), autoId)
    .addColumn("pageId", "text", (c) => c.notNull())
    .addColumn("schoolCode", "text", (c) => c.notNull())
    .addColumn("version", "integer", (c) => c.notNull())
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("blocks", "text", (c) => c.notNull())
    .addColumn("userId", "text")
    .addColumn("at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("pageRevisions_page_idx").on("pageRevisions").columns(["pageId", "id"]).execute();

  await db.schema
    .createTable("menuEntries")
    .addColumn("id", serial(db), autoId)
    .addColumn("schoolCode", "text", (c) => c.notNull())
    .addColumn("groupLabel", "text", (c) => c.notNull())
    .addColumn("groupPosition", "integer", (c) => c.notNull())
    .addColumn("label", "text", (c) => c.notNull())
    .addColumn("href", "text", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("menuEntries_school_idx").on("menuEntries").columns(["schoolCode"]).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("menuEntries").ifExists().execute();
  await db.schema.dropTable("pageRevisions").ifExists().execute();
  await db.schema.dropTable("pages").ifExists().execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
function serial(db: Kysely<any>): "serial" | "integer" {
  // SQLite has no identity columns; its INTEGER PRIMARY KEY is one already.
  return db.getExecutor().adapter instanceof PostgresAdapter ? "serial" : "integer";
}
const autoId = (c: ColumnDefinitionBuilder) => c.primaryKey();
