import type { Kysely } from "kysely";
import { numberedId, optionalText, requiredInteger, requiredText, schoolCode, schoolIndex, textId } from "./columns.ts";

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
    .$call(textId)
    .$call(schoolCode)
    .$call(requiredText("slug", "title", "description", "trail", "blocks"))
    .$call(optionalText("draft", "publishedAt"))
    .$call(requiredInteger("version"))
    .$call(optionalText("updatedBy"))
    .$call(requiredText("updatedAt", "createdAt"))
    .execute();
  await db.schema.createIndex("pages_slug_idx").on("pages").columns(["schoolCode", "slug"]).unique().execute();

  await db.schema
    .createTable("pageRevisions")
    .$call(numberedId(db))
    .$call(requiredText("pageId", "schoolCode"))
    .$call(requiredInteger("version"))
    .$call(requiredText("action", "title", "description", "blocks"))
    .$call(optionalText("userId"))
    .$call(requiredText("at"))
    .execute();
  await db.schema.createIndex("pageRevisions_page_idx").on("pageRevisions").columns(["pageId", "id"]).execute();

  await db.schema
    .createTable("menuEntries")
    .$call(numberedId(db))
    .$call(requiredText("schoolCode", "groupLabel"))
    .$call(requiredInteger("groupPosition"))
    .$call(requiredText("label", "href"))
    .$call(requiredInteger("position"))
    .execute();
  await schoolIndex(db, "menuEntries");
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("menuEntries").ifExists().execute();
  await db.schema.dropTable("pageRevisions").ifExists().execute();
  await db.schema.dropTable("pages").ifExists().execute();
}
