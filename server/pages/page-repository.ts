import type { Block, PageContent } from "../../contract/page-blocks.ts";
import type { MenuGroupData, PageImport, PageRevisionView, StaffPage } from "../../contract/pages.ts";
import { newId } from "../content/content-repository.ts";
import type { ContentChanges } from "../content/school-repository.ts";
import type { Db } from "../db/client.ts";
import type { PagesTable } from "../db/schema.ts";

/** A published page as visitors see it. */
interface PublicPage extends PageContent {
  slug: string;
  trail: string[];
}

export type SaveOutcome =
  | { status: "saved"; page: StaffPage }
  | { status: "conflict"; page: StaffPage }
  | { status: "not-found" };

interface Draft {
  title: string;
  description: string;
  blocks: Block[];
}

const nowIso = () => new Date().toISOString();
const parse = <T>(json: string | null, fallback: T): T => (json ? (JSON.parse(json) as T) : fallback);

/**
 * Pages per school (migration 006). Every change names the version it
 * started from and is refused as a conflict when someone else changed the
 * page since, so nothing is overwritten silently; every change is kept in
 * pageRevisions. What visitors see (a publish, a restore, an import, the
 * menu) is announced through ContentChanges, so cached pages show it at
 * once; a draft is not.
 */
export class PageRepository {
  constructor(
    private readonly db: Db,
    private readonly changes: ContentChanges,
    /** The built-in menu a school starts from before it stores its own. */
    private readonly defaultMenu: (school: string, db: Db) => MenuGroupData[] | Promise<MenuGroupData[]> = () => [],
  ) {}

  async published(school: string, slug: string): Promise<PublicPage | null> {
    const row = await this.db
      .selectFrom("pages")
      .selectAll()
      .where("schoolCode", "=", school)
      .where("slug", "=", slug)
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
    return row ? this.view(row, db) : null;
  }

  /** The stored row of a page, read through `db` (a transaction, or the repository's own). */
  private row(school: string, slug: string, db: Db) {
    return db
      .selectFrom("pages")
      .selectAll()
      .where("schoolCode", "=", school)
      .where("slug", "=", slug)
      .executeTakeFirst();
  }

  async list(school: string): Promise<Omit<StaffPage, "draft">[]> {
    const rows = await this.db
      .selectFrom("pages")
      .selectAll()
      .where("schoolCode", "=", school)
      .orderBy("slug")
      .execute();
    const names = await this.names(rows.map((r) => r.updatedBy));
    return rows.map((r) => {
      const { draft: _draft, ...rest } = this.viewWith(r, names);
      return rest;
    });
  }

  /** Writes an imported page as published (replacing one at the same address), with an "import" revision. */
  async importPage(school: string, input: PageImport, db: Db = this.db): Promise<void> {
    const now = nowIso();
    const trail = input.trail ?? (input.menu ? [input.menu.group] : []);
    const existing = await db
      .selectFrom("pages")
      .select(["id", "version"])
      .where("schoolCode", "=", school)
      .where("slug", "=", input.slug)
      .executeTakeFirst();
    const values = {
      title: input.title,
      description: input.description ?? "",
      trail: JSON.stringify(trail),
      blocks: JSON.stringify(input.blocks),
      draft: null,
      publishedAt: now,
      updatedBy: null,
      updatedAt: now,
    };
    let id: string;
    let version: number;
    if (existing) {
      id = existing.id;
      version = Number(existing.version) + 1;
      await db
        .updateTable("pages")
        .set({ ...values, version })
        .where("id", "=", id)
        .execute();
    } else {
      id = newId();
      version = 1;
      await db
        .insertInto("pages")
        .values({ id, schoolCode: school, slug: input.slug, ...values, version, createdAt: now })
        .execute();
    }
    await this.addRevision(db, id, school, version, "import", values.title, values.description, input.blocks, null);
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
        await this.addRevision(trx, id, school, 1, "save", input.title, input.description ?? "", [], userId);
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
      await this.addRevision(
        trx,
        row.id,
        school,
        version,
        "publish",
        content.title,
        content.description,
        content.blocks,
        userId,
      );
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
        .where("schoolCode", "=", school)
        .where("slug", "=", slug)
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
    const rows = await this.db
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
      .where("pageRevisions.pageId", "=", page.id)
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

  /** The header menu, or null when the school has none stored (the built-in one is shown). */
  async menu(school: string, db: Db = this.db): Promise<MenuGroupData[] | null> {
    const rows = await db
      .selectFrom("menuEntries")
      .selectAll()
      .where("schoolCode", "=", school)
      .orderBy("groupPosition")
      .orderBy("position")
      .orderBy("id")
      .execute();
    if (rows.length === 0) return null;
    const groups: MenuGroupData[] = [];
    for (const r of rows) {
      let g = groups.at(-1);
      if (!g || g.label !== r.groupLabel) {
        g = { label: r.groupLabel, links: [] };
        groups.push(g);
      }
      // An empty group is stored as one row without a link (href "").
      if (r.href) g.links.push({ label: r.label, href: r.href });
    }
    return groups;
  }

  /** The menu a school without a stored one sees. */
  async builtInMenu(school: string, db: Db = this.db): Promise<MenuGroupData[]> {
    return structuredClone(await this.defaultMenu(school, db));
  }

  /** Replaces the whole menu (rename, reorder, move entries). */
  async setMenu(school: string, groups: MenuGroupData[], db: Db = this.db): Promise<void> {
    await db.deleteFrom("menuEntries").where("schoolCode", "=", school).execute();
    const rows = groups.flatMap((g, gi) =>
      (g.links.length ? g.links : [{ label: "", href: "" }]).map((l, li) => ({
        schoolCode: school,
        groupLabel: g.label,
        groupPosition: gi,
        label: l.label,
        href: l.href,
        position: li,
      })),
    );
    if (rows.length) await db.insertInto("menuEntries").values(rows).execute();
    await this.changes.changed(school, db);
  }

  /**
   * Puts a link into a menu group at a 1-based position (end when left out),
   * moving an entry with the same address there instead of adding a second
   * one. A new group goes at the end of the menu.
   */
  async placeInMenu(
    school: string,
    group: string,
    label: string,
    href: string,
    position?: number,
    db: Db = this.db,
  ): Promise<void> {
    const current = (await this.menu(school, db)) ?? (await this.builtInMenu(school, db));
    let target = current.find((g) => g.label === group);
    // An entry of the same name in the group (e.g. one that went to Coming Soon) is the one this page fills.
    const sameName = target ? target.links.findIndex((l) => l.label === label) : -1;
    for (const g of current) g.links = g.links.filter((l) => l.href !== href || (g === target && l.label === label));
    if (!target) {
      target = { label: group, links: [] };
      current.push(target);
    }
    const existing = target.links.findIndex((l) => l.label === label);
    if (existing !== -1) target.links.splice(existing, 1);
    const at = position
      ? Math.min(position - 1, target.links.length)
      : sameName !== -1
        ? Math.min(sameName, target.links.length)
        : target.links.length;
    target.links.splice(at, 0, { label, href });
    await this.setMenu(school, current, db);
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
      const conflict = async () => ({ status: "conflict", page: await this.view(row, trx) }) as const;
      if (Number(row.version) !== expected) return conflict();
      const content = next(this.draftOf(row));
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
      await this.addRevision(
        trx,
        row.id,
        school,
        version,
        action,
        content.title,
        content.description,
        content.blocks,
        userId,
      );
      if (publish) await this.changes.changed(school, trx);
      const page = await this.get(school, slug, trx);
      return { status: "saved", page: page as StaffPage } as const;
    });
  }

  private draftOf(row: PagesTable): Draft {
    return row.draft
      ? parse<Draft>(row.draft, { title: row.title, description: row.description, blocks: [] })
      : { title: row.title, description: row.description, blocks: parse<Block[]>(row.blocks, []) };
  }

  private async addRevision(
    db: Db,
    pageId: string,
    school: string,
    version: number,
    action: PageRevisionView["action"],
    title: string,
    description: string,
    blocks: Block[],
    userId: string | null,
  ) {
    await db
      .insertInto("pageRevisions")
      .values({
        pageId,
        schoolCode: school,
        version,
        action,
        title,
        description,
        blocks: JSON.stringify(blocks),
        userId,
        at: nowIso(),
      })
      .execute();
  }

  private async names(ids: (string | null)[], db: Db = this.db): Promise<Map<string, string>> {
    const wanted = [...new Set(ids.filter((x): x is string => Boolean(x)))];
    if (wanted.length === 0) return new Map();
    const rows = await db.selectFrom("staffUsers").select(["id", "name"]).where("id", "in", wanted).execute();
    return new Map(rows.map((r) => [r.id, r.name]));
  }

  private async view(row: PagesTable, db: Db): Promise<StaffPage> {
    return this.viewWith(row, await this.names([row.updatedBy], db));
  }

  private viewWith(row: PagesTable, names: Map<string, string>): StaffPage {
    return {
      slug: row.slug,
      title: row.title,
      description: row.description,
      trail: parse<string[]>(row.trail, []),
      draft: this.draftOf(row),
      published: row.publishedAt !== null,
      hasDraft: row.draft !== null,
      version: Number(row.version),
      updatedAt: row.updatedAt,
      updatedBy: row.updatedBy ? (names.get(row.updatedBy) ?? null) : null,
      publishAt: row.publishAt ?? null,
      removeAt: row.removeAt ?? null,
    };
  }
}
