// biome-ignore-all lint/suspicious/noExplicitAny: every content table shares one shape, chosen at run time by kind; Kysely cannot type a table name that is a variable, and rows are rebuilt through the kind's schema keys
import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import { type ContentInput, type ContentKind, contentInputSchemas } from "../../contract/content.ts";
import { isNoticeKind } from "../../contract/notices.ts";
import type { Db } from "../db/client.ts";
import { ContentReads } from "./content-reads.ts";
import { kindTable, toColumns } from "./content-rows.ts";
import type { ContentChanges } from "./school-repository.ts";

export const newId = () => randomBytes(12).toString("hex");
const nowIso = () => new Date().toISOString();

/**
 * One repository for every content kind: the tables share their shape
 * (API fields + bookkeeping columns), so the kinds differ only in data —
 * their zod schema, date field and file fields — not in code.
 */
export class ContentRepository extends ContentReads {
  /**
   * Told when a notice goes live, in the same transaction (the push send to
   * parents' phones is queued there: server/push). A failure here never
   * stops the publish.
   */
  onLive: ((school: string, kind: ContentKind, id: string, db: Db) => Promise<unknown>) | null = null;

  constructor(
    db: Db,
    /** Every write below announces itself here (issue 28): no caller can forget to refresh the site. */
    private readonly changes: ContentChanges,
  ) {
    super(db);
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

  async deleteAll(school: string, kind: ContentKind, db: Db = this.db): Promise<void> {
    await db
      .deleteFrom(kindTable[kind] as any)
      .where("schoolCode", "=", school)
      .execute();
    await this.changes.changed(school, db);
  }
}
