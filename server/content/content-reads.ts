// biome-ignore-all lint/suspicious/noExplicitAny: every content table shares one shape, chosen at run time by kind; Kysely cannot type a table name that is a variable, and rows are rebuilt through the kind's schema keys
import { sql } from "kysely";
import type { ContentKind, ContentRecord } from "../../contract/content.ts";
import { isNoticeKind, type NoticeLife } from "../../contract/notices.ts";
import type { Db } from "../db/client.ts";
import { contentSearchField, kindTable, ordered, type StaffItem, toRecord, toStaffItem } from "./content-rows.ts";

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

/**
 * What the site and the staff screens read of every content kind. The writes
 * (server/content/content-repository.ts) build on these and announce each
 * change; nothing here changes a row.
 */
export class ContentReads {
  constructor(protected readonly db: Db) {}

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

  async count(school: string, kind: ContentKind): Promise<number> {
    const r = await this.db
      .selectFrom(kindTable[kind] as any)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("schoolCode", "=", school)
      .executeTakeFirst();
    return Number(r?.n ?? 0);
  }
}
