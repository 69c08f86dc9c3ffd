// biome-ignore-all lint/suspicious/noExplicitAny: every content table shares one shape, chosen at run time by kind; Kysely cannot type a table name that is a variable, and rows are rebuilt through the kind's schema keys
import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import {
  type ContentInput,
  type ContentKind,
  type ContentRecord,
  contentInputSchemas,
} from "../../contract/content.ts";
import { isNoticeKind, type NoticeLife } from "../../contract/notices.ts";
import type { Db } from "../db/client.ts";
import {
  contentSearchField,
  kindTable,
  ordered,
  type StaffItem,
  toColumns,
  toRecord,
  toStaffItem,
} from "./content-rows.ts";
import type { ContentChanges } from "./school-repository.ts";

interface ListOptions {
  includeDrafts?: boolean;
  /** ISO date (Kolkata calendar): notifications outside their window are left out. */
  today?: string;
}

interface StaffListOptions {
  /** Matched, ignoring case, anywhere in the title (or the name, for kinds without a title). */
  q?: string;
  status?: "published" | "draft";
  page: number;
  pageSize: number;
}

export const newId = () => randomBytes(12).toString("hex");
const nowIso = () => new Date().toISOString();

/**
 * One repository for every content kind: the tables share their shape
 * (API fields + bookkeeping columns), so the kinds differ only in data —
 * their zod schema, date field and file fields — not in code.
 */
export class ContentRepository {
  /**
   * Told when a notice goes live, in the same transaction (the push send to
   * parents' phones is queued there: server/push). A failure here never
   * stops the publish.
   */
  onLive: ((school: string, kind: ContentKind, id: string, db: Db) => Promise<unknown>) | null = null;

  constructor(
    private readonly db: Db,
    /** Every write below announces itself here (issue 28): no caller can forget to refresh the site. */
    private readonly changes: ContentChanges,
  ) {}

  async list<K extends ContentKind>(school: string, kind: K, opts: ListOptions = {}): Promise<ContentRecord<K>[]> {
    const table = kindTable[kind];
    let q = (this.db as Db).selectFrom(table as any).selectAll() as any;
    q = q.where("schoolCode", "=", school);
    if (!opts.includeDrafts) q = q.where("status", "=", "published");
    if (kind === "notification" && opts.today) {
      q = q
        .where((eb: any) => eb.or([eb("startsAt", "is", null), eb("startsAt", "<=", opts.today)]))
        .where((eb: any) => eb.or([eb("endsAt", "is", null), eb("endsAt", ">=", opts.today)]));
    }
    const rows: Record<string, unknown>[] = await ordered(kind, q).execute();
    return rows.map((r) => toRecord(kind, r));
  }

  /** When each published record of a kind last changed, by id. */
  async changedAt(school: string, kind: ContentKind): Promise<Record<string, string>> {
    const rows: { _id: string; updatedAt: string }[] = await (this.db as any)
      .selectFrom(kindTable[kind])
      .select(["_id", "updatedAt"])
      .where("schoolCode", "=", school)
      .where("status", "=", "published")
      .execute();
    return Object.fromEntries(rows.map((r) => [r._id, String(r.updatedAt)]));
  }

  async get<K extends ContentKind>(school: string | null, kind: K, id: string): Promise<ContentRecord<K> | null> {
    let q = this.db.selectFrom(kindTable[kind] as any).selectAll() as any;
    q = q.where("_id", "=", id).where("status", "=", "published");
    if (school) q = q.where("schoolCode", "=", school);
    const row = await q.executeTakeFirst();
    return row ? toRecord(kind, row) : null;
  }

  /** The school a published item belongs to (the album API's address names no school), or null. */
  async schoolOf(kind: ContentKind, id: string): Promise<string | null> {
    const row = await (this.db.selectFrom(kindTable[kind] as any).select("schoolCode") as any)
      .where("_id", "=", id)
      .where("status", "=", "published")
      .executeTakeFirst();
    return row ? String(row.schoolCode) : null;
  }

  /** Validates with the kind's input schema; throws the zod error on bad input. */
  async create<K extends ContentKind>(
    school: string,
    kind: K,
    input: ContentInput<K>,
    opts: {
      db?: Db;
      status?: "published" | "draft";
      position?: number;
      notifyParents?: boolean;
      /** "Publish at" / "Remove at" (ISO); the caller queues their runs (server/approvals). */
      publishAt?: string | null;
      removeAt?: string | null;
    } = {},
  ): Promise<string> {
    const data = contentInputSchemas[kind].parse(input) as Record<string, unknown>;
    const id = (data._id as string | undefined) ?? newId();
    const now = nowIso();
    const row: Record<string, unknown> = {
      ...toColumns(kind, data),
      _id: id,
      schoolCode: school,
      status: opts.status ?? "published",
      position: opts.position ?? 0,
      createdAtMeta: now,
      updatedAt: now,
      publishAt: opts.publishAt ?? null,
      removeAt: opts.removeAt ?? null,
    };
    if (isNoticeKind(kind) && opts.notifyParents) row.notifyParents = 1;
    const db = opts.db ?? this.db;
    await db
      .insertInto(kindTable[kind] as any)
      .values({ ...row, status: "draft" } as any)
      .execute();
    if (row.status === "published") await this.live(school, kind, id, db, nowIso());
    await this.changes.changed(school, db);
    return id;
  }

  /**
   * The one place a record goes live: published, and for a notice the time it
   * first did ("Published on" of its page; a withdrawn notice published again
   * keeps it and loses its withdrawal). Scheduling and approvals publish
   * through here too. True when the record exists.
   */
  async goLive(school: string, kind: ContentKind, id: string, db: Db = this.db, at = nowIso()): Promise<boolean> {
    const live = await this.live(school, kind, id, db, at);
    if (live) await this.changes.changed(school, db);
    return live;
  }

  /** goLive without the announcement (the caller's write announces once). */
  private async live(school: string, kind: ContentKind, id: string, db: Db, at: string): Promise<boolean> {
    const set: Record<string, unknown> = { status: "published" };
    if (isNoticeKind(kind)) {
      set.publishedAt = sql`coalesce(${sql.ref("publishedAt")}, ${at})`;
      set.withdrawnAt = null;
      set.replacedBy = null;
    }
    const live = await this.setColumns(school, kind, id, set, db);
    if (live && isNoticeKind(kind) && this.onLive) {
      try {
        await this.onLive(school, kind, id, db);
      } catch {
        // Parents' phones miss this one; the notice is live on the site all the same.
      }
    }
    return live;
  }

  /**
   * Takes a published notice off every list, feed and the sitemap; its
   * address then answers 410 saying when, pointing to `replacedBy` (another
   * notice's address) when given. False when there is no such published notice.
   */
  async withdraw(school: string, kind: ContentKind, id: string, replacedBy: string | null, at = nowIso()) {
    if (!isNoticeKind(kind)) return false;
    const set = { status: "withdrawn", withdrawnAt: at, replacedBy };
    const withdrawn = await this.setColumns(school, kind, id, set, this.db, "published");
    if (withdrawn) await this.changes.changed(school, this.db);
    return withdrawn;
  }

  /** Sets columns of one record (only in the given status, when named); true when it was there. */
  private async setColumns(
    school: string,
    kind: ContentKind,
    id: string,
    set: Record<string, unknown>,
    db: Db,
    onlyIn?: string,
  ): Promise<boolean> {
    let q = db
      .updateTable(kindTable[kind] as any)
      .set(set as any)
      .where("schoolCode", "=", school)
      .where("_id", "=", id) as any;
    if (onlyIn) q = q.where("status", "=", onlyIn);
    const result = await q.executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** A notice for its own page: published or withdrawn (never a draft), with its life; null when there is none. */
  async notice<K extends ContentKind>(
    school: string,
    kind: K,
    id: string,
  ): Promise<{ record: ContentRecord<K>; life: NoticeLife } | null> {
    if (!isNoticeKind(kind)) return null;
    const row = (await this.db
      .selectFrom(kindTable[kind] as any)
      .selectAll()
      .where("schoolCode", "=", school)
      .where("_id", "=", id)
      .where("status", "in", ["published", "withdrawn"])
      .executeTakeFirst()) as Record<string, unknown> | undefined;
    if (!row) return null;
    return {
      record: toRecord(kind, row),
      life: {
        publishedAt: (row.publishedAt as string | null) ?? String(row.createdAtMeta),
        updatedAt: String(row.updatedAt),
        withdrawnAt: row.status === "withdrawn" ? ((row.withdrawnAt as string | null) ?? String(row.updatedAt)) : null,
        replacedBy: row.status === "withdrawn" ? ((row.replacedBy as string | null) ?? null) : null,
      },
    };
  }

  /** Drafts included, with their bookkeeping; one page of the same order as the public list. */
  async staffList<K extends ContentKind>(
    school: string,
    kind: K,
    opts: StaffListOptions,
  ): Promise<{ items: StaffItem<K>[]; total: number }> {
    const filtered = (q: any) => {
      q = q.where("schoolCode", "=", school);
      if (opts.status) q = q.where("status", "=", opts.status);
      const needle = opts.q?.trim();
      if (needle) {
        // lower() on both sides: SQLite's LIKE ignores ASCII case only, PostgreSQL's none.
        const pattern = `%${needle.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        q = q.where(sql`lower(${sql.ref(contentSearchField[kind])}) like ${pattern} escape '\\'`);
      }
      return q;
    };
    const table = kindTable[kind] as any;
    const counted = await filtered(this.db.selectFrom(table))
      .select((eb: any) => eb.fn.countAll().as("n"))
      .executeTakeFirst();
    let q = filtered(this.db.selectFrom(table).selectAll());
    q = ordered(kind, q)
      .limit(opts.pageSize)
      .offset((opts.page - 1) * opts.pageSize);
    const rows: Record<string, unknown>[] = await q.execute();
    return { items: rows.map((r) => toStaffItem(kind, r)), total: Number(counted?.n ?? 0) };
  }

  /** One record, draft or published, with its bookkeeping; null when the school has no such record. */
  async staffGet<K extends ContentKind>(school: string, kind: K, id: string): Promise<StaffItem<K> | null> {
    const row = await this.db
      .selectFrom(kindTable[kind] as any)
      .selectAll()
      .where("schoolCode", "=", school)
      .where("_id", "=", id)
      .executeTakeFirst();
    return row ? toStaffItem(kind, row as Record<string, unknown>) : null;
  }

  /**
   * Replaces every field of a record (validated with the kind's input schema;
   * throws the zod error): optional fields left out are cleared, as a form
   * sends them all. The status stays unless given. False when there is no such record.
   */
  async update<K extends ContentKind>(
    school: string,
    kind: K,
    id: string,
    input: ContentInput<K>,
    opts: { status?: "published" | "draft"; db?: Db; notifyParents?: boolean } = {},
  ): Promise<boolean> {
    const data = contentInputSchemas[kind].parse(input) as Record<string, unknown>;
    const row: Record<string, unknown> = { ...toColumns(kind, data), updatedAt: nowIso() };
    if (isNoticeKind(kind) && opts.notifyParents !== undefined) row.notifyParents = opts.notifyParents ? 1 : 0;
    if (kind === "notification") {
      row.startsAt = data.startsAt ?? null;
      row.endsAt = data.endsAt ?? null;
    }
    if (opts.status === "draft") row.status = "draft";
    const db = opts.db ?? this.db;
    const result = await db
      .updateTable(kindTable[kind] as any)
      .set(row as any)
      .where("schoolCode", "=", school)
      .where("_id", "=", id)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    if (opts.status === "published") await this.live(school, kind, id, db, nowIso());
    await this.changes.changed(school, db);
    return true;
  }

  /** False when there is no such record. */
  async delete(school: string, kind: ContentKind, id: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom(kindTable[kind] as any)
      .where("schoolCode", "=", school)
      .where("_id", "=", id)
      .executeTakeFirst();
    const deleted = Number(result.numDeletedRows) > 0;
    if (deleted) await this.changes.changed(school, this.db);
    return deleted;
  }

  /**
   * Sets each record's position to its index in ids, in one transaction.
   * Refuses (false, nothing changed) when an id is repeated or is not a record
   * of this school and kind. Kinds sorted by date use the position only among
   * records of the same date.
   */
  async reorder(school: string, kind: ContentKind, ids: string[]): Promise<boolean> {
    if (new Set(ids).size !== ids.length) return false;
    const table = kindTable[kind] as any;
    return this.changes.transaction(this.db, async (trx) => {
      const found = await trx
        .selectFrom(table)
        .select("_id")
        .where("schoolCode", "=", school)
        .where("_id", "in", ids)
        .execute();
      if (found.length !== ids.length) return false;
      const now = nowIso();
      for (const [position, id] of ids.entries()) {
        await trx
          .updateTable(table)
          .set({ position, updatedAt: now } as any)
          .where("schoolCode", "=", school)
          .where("_id", "=", id)
          .execute();
      }
      await this.changes.changed(school, trx);
      return true;
    });
  }

  /** A position above every record of the kind, so a new record comes first among equals. */
  async topPosition(school: string, kind: ContentKind): Promise<number> {
    const r = (await this.db
      .selectFrom(kindTable[kind] as any)
      .select((eb: any) => eb.fn.min("position").as("p"))
      .where("schoolCode", "=", school)
      .executeTakeFirst()) as { p?: unknown } | undefined;
    const min = r?.p === null || r?.p === undefined ? null : Number(r.p);
    return min === null ? 0 : min - 1;
  }

  async deleteAll(school: string, kind: ContentKind, db: Db = this.db): Promise<void> {
    await db
      .deleteFrom(kindTable[kind] as any)
      .where("schoolCode", "=", school)
      .execute();
    await this.changes.changed(school, db);
  }

  async count(school: string, kind: ContentKind): Promise<number> {
    const r = await this.db
      .selectFrom(kindTable[kind] as any)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("schoolCode", "=", school)
      .executeTakeFirst();
    return Number(r?.n ?? 0);
  }
}
