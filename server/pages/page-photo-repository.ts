import type { ContentChanges } from "../content/school-repository.ts";
import type { Db } from "../db/client.ts";
import { placeKey, placesInUse } from "./photo-places.ts";

const columns = ["id", "page", "tab", "position", "file", "alt", "pending"] as const;

type Row = { id: number | bigint | string; page: string; tab: string; pending: number };
/** Rows as staff see them: `waiting` while the photo waits for its page to be published. */
const asStaff = <R extends Row>({ pending, ...r }: R) => ({ ...r, id: Number(r.id), waiting: pending === 1 });

/**
 * All SQL of the photos of static and tabbed pages (table pagePhotos), a
 * school at a time. Every change announces itself (ContentChanges), so the
 * pages show it at once.
 */
export class PagePhotoRepository {
  constructor(
    private readonly db: Db,
    private readonly changes: ContentChanges,
  ) {}

  byId(school: string, id: number) {
    return this.db
      .selectFrom("pagePhotos")
      .select(columns)
      .where((eb) => eb.and({ schoolCode: school, id }))
      .executeTakeFirst()
      .then((r) => r && asStaff(r));
  }

  /**
   * A page's photos, tab by tab in their order: for visitors (`live`) only
   * those on the site; for staff also those waiting for their page to be
   * published, but never one left in a photo part that was not saved.
   */
  async ofPage(school: string, page: string, opts: { live?: boolean } = {}) {
    let q = this.db.selectFrom("pagePhotos").select(columns).where("schoolCode", "=", school).where("page", "=", page);
    if (opts.live) q = q.where("pending", "=", 0);
    const rows = await q.orderBy("tab").orderBy("position").orderBy("id").execute();
    return (await this.withoutLeftovers(school, rows)).map(asStaff);
  }

  /** The rows without the photos left in a part never saved (waiting, and no page's draft or page shows their set). */
  private async withoutLeftovers<R extends Row>(school: string, rows: R[]): Promise<R[]> {
    if (!rows.some((r) => r.pending === 1)) return rows;
    const used = await placesInUse(this.db, school);
    return rows.filter((r) => r.pending !== 1 || used.has(placeKey(r.page, r.tab)));
  }

  /** Which of these files are the demo's placeholder pictures (files.placeholder). */
  async demoFiles(school: string, files: string[]): Promise<Set<string>> {
    if (files.length === 0) return new Set();
    const out = new Set<string>();
    for (let i = 0; i < files.length; i += 500) {
      const rows = await this.db
        .selectFrom("files")
        .select("id")
        .where((eb) => eb.and({ schoolCode: school, placeholder: 1 }))
        .where("id", "in", files.slice(i, i + 500))
        .execute();
      for (const r of rows) out.add(r.id);
    }
    return out;
  }

  /** Every photo of the school still without a description, page by page and tab by tab. */
  async undescribed(school: string) {
    const rows = await this.db
      .selectFrom("pagePhotos")
      .select(columns)
      .where("schoolCode", "=", school)
      .where("alt", "=", "")
      .orderBy("page")
      .orderBy("tab")
      .orderBy("position")
      .orderBy("id")
      .execute();
    return (await this.withoutLeftovers(school, rows)).map(asStaff);
  }

  /**
   * Adds photos at the end of their tab, in the order given, in one go.
   * `pending`: they wait for the page to be published (added where the page
   * is edited). `fresh`: a new photo part's first photos, so photos left at
   * this set by a part that was never saved are dropped first.
   */
  addMany(
    school: string,
    page: string,
    tab: string,
    files: string[],
    opts: { pending?: boolean; fresh?: boolean } = {},
  ) {
    return this.changes.transaction(this.db, async (trx) => {
      if (opts.fresh && !(await placesInUse(trx, school)).has(placeKey(page, tab)))
        await trx
          .deleteFrom("pagePhotos")
          .where((eb) => eb.and({ schoolCode: school, page, tab, pending: 1 }))
          .execute();
      const pending = opts.pending ? 1 : 0;
      const last = await trx
        .selectFrom("pagePhotos")
        .select((eb) => eb.fn.max("position").as("p"))
        .where((eb) => eb.and({ schoolCode: school, page, tab }))
        .executeTakeFirst();
      let position = last?.p === null || last?.p === undefined ? 0 : Number(last.p) + 1;
      const out = [];
      for (const file of files) {
        const inserted = await trx
          .insertInto("pagePhotos")
          .values({ schoolCode: school, page, tab, file, alt: "", position, pending })
          .returning("id")
          .executeTakeFirstOrThrow();
        out.push({ id: Number(inserted.id), page, tab, position, file, alt: "", waiting: pending === 1 });
        position++;
      }
      // Waiting photos change nothing a visitor sees.
      if (!pending) await this.changes.changed(school, trx);
      return out;
    });
  }

  /** The school's files that are the demo's placeholder pictures (files.placeholder), as a subquery. */
  private placeholders(school: string) {
    return this.db
      .selectFrom("files")
      .select("files.id")
      .where("files.schoolCode", "=", school)
      .where("files.placeholder", "=", 1);
  }

  /** How many of the school's page photos are still the demo's placeholder pictures (asked before removing them). */
  async countDemo(school: string): Promise<number> {
    const row = await this.db
      .selectFrom("pagePhotos")
      .select((eb) => eb.fn.countAll().as("n"))
      .where("schoolCode", "=", school)
      .where("file", "in", this.placeholders(school))
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /** Removes the demo's placeholder pictures of the school (or of one page, or one tab); answers how many. */
  async removeDemo(school: string, where: { page?: string; tab?: string }): Promise<number> {
    let q = this.db
      .deleteFrom("pagePhotos")
      .where("schoolCode", "=", school)
      .where("file", "in", this.placeholders(school));
    if (where.page !== undefined) q = q.where("page", "=", where.page);
    if (where.tab !== undefined) q = q.where("tab", "=", where.tab);
    const removed = Number((await q.executeTakeFirst()).numDeletedRows ?? 0);
    if (removed) await this.changes.changed(school, this.db);
    return removed;
  }

  /** Adds a photo at the end of its tab; answers its id and position. */
  async add(school: string, photo: { page: string; tab: string; file: string; alt: string }) {
    const last = await this.db
      .selectFrom("pagePhotos")
      .select((eb) => eb.fn.max("position").as("p"))
      .where((eb) => eb.and({ schoolCode: school, page: photo.page, tab: photo.tab }))
      .executeTakeFirst();
    const position = last?.p === null || last?.p === undefined ? 0 : Number(last.p) + 1;
    const inserted = await this.db
      .insertInto("pagePhotos")
      .values({ schoolCode: school, ...photo, position })
      .returning("id")
      .executeTakeFirstOrThrow();
    await this.changes.changed(school, this.db);
    return { id: Number(inserted.id), position };
  }

  async update(school: string, id: number, changes: { file: string; alt: string }): Promise<void> {
    await this.db
      .updateTable("pagePhotos")
      .set(changes)
      .where((eb) => eb.and({ schoolCode: school, id }))
      .execute();
    await this.changes.changed(school, this.db);
  }

  async remove(school: string, id: number): Promise<void> {
    await this.db.deleteFrom("pagePhotos").where("schoolCode", "=", school).where("id", "=", id).execute();
    await this.changes.changed(school, this.db);
  }

  /**
   * Puts a tab's photos in the order of `ids`; false (nothing changed) when
   * the ids are not exactly photos of that tab, or one repeats.
   */
  reorder(school: string, page: string, tab: string, ids: number[]): Promise<boolean> {
    return this.changes.transaction(this.db, async (trx) => {
      if (new Set(ids).size !== ids.length) return false;
      const found = await trx
        .selectFrom("pagePhotos")
        .select("id")
        .where((eb) => eb.and({ schoolCode: school, page, tab }))
        .where("id", "in", ids)
        .execute();
      if (found.length !== ids.length) return false;
      for (const [position, id] of ids.entries()) {
        await trx.updateTable("pagePhotos").set({ position }).where("id", "=", id).execute();
      }
      await this.changes.changed(school, trx);
      return true;
    });
  }
}
