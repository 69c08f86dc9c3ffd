import type { Block } from "../../contract/page-blocks.ts";
import type { PageImport, PageRevisionView, StaffPage } from "../../contract/pages.ts";
import { newId } from "../content/content-repository.ts";
import type { Db } from "../db/client.ts";
import type { PagesTable } from "../db/schema.ts";

/** What an editor changes of a page: its words and blocks. */
export interface Draft {
  title: string;
  description: string;
  blocks: Block[];
}

export const nowIso = () => new Date().toISOString();
export const parse = <T>(json: string | null, fallback: T): T => (json ? (JSON.parse(json) as T) : fallback);

/** The page's unpublished changes, or what is published when there are none. */
export function draftOf(row: PagesTable): Draft {
  return row.draft
    ? parse<Draft>(row.draft, { title: row.title, description: row.description, blocks: [] })
    : { title: row.title, description: row.description, blocks: parse<Block[]>(row.blocks, []) };
}

/** Staff names by id, for "changed by" (a removed account has none). */
export async function staffNames(db: Db, ids: (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((x): x is string => Boolean(x)))];
  if (wanted.length === 0) return new Map();
  const rows = await db.selectFrom("staffUsers").select(["id", "name"]).where("id", "in", wanted).execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** A stored page as the editor shows it. */
export function staffView(row: PagesTable, names: Map<string, string>): StaffPage {
  return {
    slug: row.slug,
    title: row.title,
    description: row.description,
    trail: parse<string[]>(row.trail, []),
    draft: draftOf(row),
    published: row.publishedAt !== null,
    hasDraft: row.draft !== null,
    version: Number(row.version),
    updatedAt: row.updatedAt,
    updatedBy: row.updatedBy ? (names.get(row.updatedBy) ?? null) : null,
    publishAt: row.publishAt ?? null,
    removeAt: row.removeAt ?? null,
  };
}

/** Keeps one version of a page in pageRevisions (every save, publish, restore and import). */
export async function addRevision(
  db: Db,
  page: { id: string; school: string; version: number },
  action: PageRevisionView["action"],
  content: Draft,
  userId: string | null,
): Promise<void> {
  await db
    .insertInto("pageRevisions")
    .values({
      pageId: page.id,
      schoolCode: page.school,
      version: page.version,
      action,
      title: content.title,
      description: content.description,
      blocks: JSON.stringify(content.blocks),
      userId,
      at: nowIso(),
    })
    .execute();
}

/** The last 100 versions of a page, newest first, with who made each. */
export async function revisionsOf(db: Db, pageId: string): Promise<PageRevisionView[]> {
  const rows = await db
    .selectFrom("pageRevisions")
    .leftJoin("staffUsers", "staffUsers.id", "pageRevisions.userId")
    .select([
      "pageRevisions.id",
      "pageRevisions.version",
      "pageRevisions.action",
      "pageRevisions.title",
      "pageRevisions.at",
      "staffUsers.name",
    ])
    .where("pageRevisions.pageId", "=", pageId)
    .orderBy("pageRevisions.id", "desc")
    .limit(100)
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    version: Number(r.version),
    action: r.action,
    title: r.title,
    at: r.at,
    by: r.name ?? null,
  }));
}

/**
 * Writes an imported page as published (or waiting for its "Publish at"), replacing one at the same address
 * (its version goes up, so an editor holding the old one is told of a conflict).
 */
export async function writeImportedPage(
  db: Db,
  school: string,
  input: PageImport,
): Promise<{ id: string; school: string; version: number; title: string; description: string }> {
  const now = nowIso();
  const trail = input.trail ?? (input.menu ? [input.menu.group] : []);
  const existing = await db
    .selectFrom("pages")
    .select(["id", "version", "publishedAt"])
    .where("schoolCode", "=", school)
    .where("slug", "=", input.slug)
    .executeTakeFirst();
  // A "Publish at" to come (issue 31) keeps the page as it is for visitors until then: the file's words
  // wait as the draft of a live page, or as a page not yet published (the clock publishes the draft).
  const later = Boolean(input.publishAt && Date.parse(input.publishAt) > Date.now());
  const words = { title: input.title, description: input.description ?? "", blocks: input.blocks };
  const live = { ...words, blocks: JSON.stringify(input.blocks), draft: null };
  const asDraft = later && Boolean(existing?.publishedAt);
  const values = {
    ...(asDraft ? { draft: JSON.stringify(words) } : live),
    trail: JSON.stringify(trail),
    publishedAt: later ? (existing?.publishedAt ?? null) : now,
    publishAt: later ? (input.publishAt ?? null) : null,
    removeAt: input.removeAt || null,
    updatedBy: null,
    updatedAt: now,
  };
  if (existing) {
    const version = Number(existing.version) + 1;
    await db
      .updateTable("pages")
      .set({ ...values, version })
      .where("id", "=", existing.id)
      .execute();
    return { id: existing.id, school, version, title: words.title, description: words.description };
  }
  const id = newId();
  await db
    .insertInto("pages")
    .values({ id, schoolCode: school, slug: input.slug, ...live, ...values, version: 1, createdAt: now })
    .execute();
  return { id, school, version: 1, title: words.title, description: words.description };
}
