import type { Block, PageContent } from "../../contract/page-blocks.ts";
import type { PageImport, PageRevisionView, StaffPage } from "../../contract/pages.ts";
import { newId } from "../content/content-repository.ts";
import type { Db } from "../db/client.ts";
import type { PagesTable } from "../db/schema.ts";
import { MenuStore } from "./menu-store.ts";
import {
  addRevision,
  type Draft,
  draftOf,
  nowIso,
  parse,
  revisionsOf,
  staffNames,
  staffView,
  writeImportedPage,
} from "./page-rows.ts";
import { releasePhotos } from "./photo-places.ts";

/** A published page as visitors see it. */
interface PublicPage extends PageContent {
  slug: string;
  trail: string[];
}

export type SaveOutcome =
  | { status: "saved"; page: StaffPage }
  | { status: "conflict"; page: StaffPage }
  | { status: "not-found" };

/**
 * Pages per school (migration 006). Every change names the version it
 * started from and is refused as a conflict when someone else changed the
 * page since, so nothing is overwritten silently; every change is kept in
 * pageRevisions. What visitors see (a publish, a restore, an import, the
 * menu) is announced through ContentChanges, so cached pages show it at
 * once; a draft is not. The header menu is kept by MenuStore.
 */
export class PageRepository extends MenuStore {
  async published(school: string, slug: string): Promise<PublicPage | null> {
    const row = await this.db
      .selectFrom("pages")
      .selectAll()
      .where((eb) => eb.and({ schoolCode: school, slug }))
      .where("publishedAt", "is not", null)
      .executeTakeFirst();
    if (!row) return null;
    return {
      slug: row.slug,
      title: row.title,
      description: row.description,
      trail: parse<string[]>(row.trail, []),
      blocks: parse<Block[]>(row.blocks, []),
    };
  }

  /** The page with its unpublished changes, as the editor and the staff preview show it. */
  async get(school: string, slug: string, db: Db = this.db): Promise<StaffPage | null> {
    const row = await this.row(school, slug, db);
    return row ? staffView(row, await staffNames(db, [row.updatedBy])) : null;
  }

  /** The stored row of a page, read through `db` (a transaction, or the repository's own). */
  private row(school: string, slug: string, db: Db) {
    return db
      .selectFrom("pages")
      .selectAll()
      .where((eb) => eb.and({ schoolCode: school, slug }))
      .executeTakeFirst();
  }

  async list(school: string): Promise<Omit<StaffPage, "draft">[]> {
    const rows = await this.db
      .selectFrom("pages")
      .selectAll()
      .where("schoolCode", "=", school)
      .orderBy("slug")
      .execute();
    const names = await staffNames(
      this.db,
      rows.map((r) => r.updatedBy),
    );
    return rows.map((r) => {
      const { draft: _draft, ...rest } = staffView(r, names);
      return rest;
    });
  }

  /** Writes an imported page as published (replacing one at the same address), with an "import" revision. */
  async importPage(school: string, input: PageImport, db: Db = this.db): Promise<void> {
    const page = await writeImportedPage(db, school, input);
    await addRevision(db, page, "import", { ...page, blocks: input.blocks }, null);
    await this.changes.changed(school, db);
    if (input.menu) {
      await this.placeInMenu(
        school,
        input.menu.group,
        input.menu.label || input.title,
        `/${input.slug}`,
        input.menu.position,
        db,
      );
    }
  }

  /** A new, unpublished page (the caller checked the address). Null when the address is taken. */
  async create(
    school: string,
    input: { slug: string; title: string; description?: string; trail: string[] },
    userId: string | null,
  ): Promise<StaffPage | null> {
    const now = nowIso();
    const id = newId();
    try {
      await this.db.transaction().execute(async (trx) => {
        await trx
          .insertInto("pages")
          .values({
            id,
            schoolCode: school,
            slug: input.slug,
            title: input.title,
            description: input.description ?? "",
            trail: JSON.stringify(input.trail),
            blocks: "[]",
            draft: null,
            publishedAt: null,
            version: 1,
            updatedBy: userId,
            updatedAt: now,
            createdAt: now,
          })
          .execute();
        const content = { title: input.title, description: input.description ?? "", blocks: [] };
        await addRevision(trx, { id, school, version: 1 }, "save", content, userId);
      });
    } catch (e) {
      if (await this.get(school, input.slug)) return null;
      throw e;
    }
    return this.get(school, input.slug);
  }

  /** Saves the draft (and publishes it when asked), if nobody changed the page since `draft.version`. */
  async save(
    school: string,
    slug: string,
    draft: Draft & { version: number; publish?: boolean },
    userId: string | null,
  ): Promise<SaveOutcome> {
    return this.change(school, slug, draft.version, userId, draft.publish ? "publish" : "save", () => ({
      title: draft.title,
      description: draft.description,
      blocks: draft.blocks,
    }));
  }

  /** Publishes the draft as it is. */
  async publish(school: string, slug: string, version: number, userId: string | null): Promise<SaveOutcome> {
    return this.change(school, slug, version, userId, "publish", (current) => current);
  }

  /**
   * Publishes the words an approver approved (issue 31), whatever the draft
   * holds now: a draft written after the change was sent stays the draft,
   * one equal to what goes live is done with.
   */
  async publishApproved(
    school: string,
    slug: string,
    content: Draft,
    userId: string | null,
    db: Db = this.db,
  ): Promise<StaffPage | null> {
    return this.changes.transaction(db, async (trx) => {
      const row = await this.row(school, slug, trx);
      if (!row) return null;
      const now = nowIso();
      const version = Number(row.version) + 1;
      const draft = row.draft ? parse<Draft>(row.draft, content) : null;
      const same = draft && JSON.stringify(draft) === JSON.stringify(content);
      await trx
        .updateTable("pages")
        .set({
          title: content.title,
          description: content.description,
          blocks: JSON.stringify(content.blocks),
          draft: same ? null : row.draft,
          publishedAt: now,
          version,
          updatedBy: userId,
          updatedAt: now,
        })
        .where("id", "=", row.id)
        .execute();
      await addRevision(trx, { id: row.id, school, version }, "publish", content, userId);
      await releasePhotos(trx, school, content.blocks);
      await this.changes.changed(school, trx);
      return this.get(school, slug, trx);
    });
  }

  /** Takes a published page off the site (its address answers "not found"); false when it was not published. */
  async unpublish(school: string, slug: string, db: Db = this.db): Promise<boolean> {
    return this.changes.transaction(db, async (trx) => {
      const result = await trx
        .updateTable("pages")
        .set({ publishedAt: null, updatedAt: nowIso() })
        .where((eb) => eb.and({ schoolCode: school, slug }))
        .where("publishedAt", "is not", null)
        .executeTakeFirst();
      const done = Number(result.numUpdatedRows) > 0;
      if (done) await this.changes.changed(school, trx);
      return done;
    });
  }

  /**
   * Makes an earlier revision the published page again (itself a new
   * revision, so it can be undone); `asDraft` makes it the draft instead,
   * for an editor whose publishing waits for approval.
   */
  async restore(
    school: string,
    slug: string,
    revisionId: number,
    version: number,
    userId: string | null,
    asDraft = false,
  ): Promise<SaveOutcome | { status: "no-revision" }> {
    const page = await this.row(school, slug, this.db);
    if (!page) return { status: "not-found" };
    const rev = await this.db
      .selectFrom("pageRevisions")
      .selectAll()
      .where("pageId", "=", page.id)
      .where("id", "=", revisionId)
      .executeTakeFirst();
    if (!rev) return { status: "no-revision" };
    return this.change(school, slug, version, userId, asDraft ? "save" : "restore", () => ({
      title: rev.title,
      description: rev.description,
      blocks: parse<Block[]>(rev.blocks, []),
    }));
  }

  async revisions(school: string, slug: string): Promise<PageRevisionView[] | null> {
    const page = await this.row(school, slug, this.db);
    if (!page) return null;
    return revisionsOf(this.db, page.id);
  }

  private async change(
    school: string,
    slug: string,
    expected: number,
    userId: string | null,
    action: "save" | "publish" | "restore",
    next: (current: Draft) => Draft,
  ): Promise<SaveOutcome> {
    return this.changes.transaction(this.db, async (trx) => {
      const row = await this.row(school, slug, trx);
      if (!row) return { status: "not-found" } as const;
      const conflict = async () =>
        ({ status: "conflict", page: staffView(row, await staffNames(trx, [row.updatedBy])) }) as const;
      if (Number(row.version) !== expected) return conflict();
      const content = next(draftOf(row));
      const now = nowIso();
      const version = expected + 1;
      const publish = action !== "save";
      const set: Partial<PagesTable> = publish
        ? {
            title: content.title,
            description: content.description,
            blocks: JSON.stringify(content.blocks),
            draft: null,
            publishedAt: now,
          }
        : { draft: JSON.stringify(content) };
      // The version in the WHERE makes a save that raced this one change nothing.
      const result = await trx
        .updateTable("pages")
        .set({ ...set, version, updatedBy: userId, updatedAt: now })
        .where("id", "=", row.id)
        .where("version", "=", expected)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return conflict();
      await addRevision(trx, { id: row.id, school, version }, action, content, userId);
      if (publish) {
        await releasePhotos(trx, school, content.blocks);
        await this.changes.changed(school, trx);
      }
      const page = await this.get(school, slug, trx);
      return { status: "saved", page: page as StaffPage } as const;
    });
  }
}
