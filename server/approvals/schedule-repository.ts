// biome-ignore-all lint/suspicious/noExplicitAny: every content table shares the schedule columns; Kysely cannot type a table name chosen at run time
import type { ScheduledRow } from "../../contract/approval-rules.ts";
import { type ContentKind, contentKinds } from "../../contract/content.ts";
import { contentSearchField, kindTable } from "../content/content-rows.ts";
import type { Db } from "../db/client.ts";

interface ScheduledItem extends ScheduledRow {
  school: string;
}

/** What is scheduled: a content item by its id, or a page by its address (migration 081). */
export type ScheduledKind = ContentKind | "page";

/** The table, key column and name column of a kind. */
const where = (kind: ScheduledKind) =>
  kind === "page"
    ? { table: "pages", key: "slug", label: "title" }
    : { table: kindTable[kind], key: "_id", label: contentSearchField[kind] };

/**
 * "Publish at" and "Remove at" of content items (migration 080). The taking
 * of a due time is a conditional update — the column is cleared only where it
 * still holds that time — so of two workers, or a worker and a restart,
 * exactly one wins it, on SQLite and PostgreSQL alike.
 */
export class ScheduleRepository {
  constructor(private readonly db: Db) {}

  async set(
    school: string,
    kind: ScheduledKind,
    id: string,
    times: { publishAt?: string | null; removeAt?: string | null },
    db: Db = this.db,
  ): Promise<void> {
    const { table, key } = where(kind);
    await (db as any).updateTable(table).set(times).where("schoolCode", "=", school).where(key, "=", id).execute();
  }

  /** Items with a time still to come, of one school or (`null`) of all, soonest first. */
  async list(school: string | null): Promise<ScheduledItem[]> {
    const out: ScheduledItem[] = [];
    for (const kind of [...contentKinds, "page" as const]) {
      const { table, key, label } = where(kind);
      // A page has no status column: it is live once published.
      const status = kind === "page" ? "publishedAt" : "status";
      let q = (this.db as any)
        .selectFrom(table)
        .select(["schoolCode", `${key} as _id`, `${status} as status`, "publishAt", "removeAt", `${label} as label`])
        .where((eb: any) => eb.or([eb("publishAt", "is not", null), eb("removeAt", "is not", null)]));
      if (school) q = q.where("schoolCode", "=", school);
      const rows: Record<string, unknown>[] = await q.execute();
      for (const r of rows)
        out.push({
          school: String(r.schoolCode),
          kind,
          id: String(r._id),
          label: String(r.label ?? ""),
          status: kind === "page" ? (r.status ? "published" : "draft") : String(r.status),
          publishAt: (r.publishAt as string | null) ?? null,
          removeAt: (r.removeAt as string | null) ?? null,
        });
    }
    const first = (i: ScheduledItem) =>
      Math.min(...[i.publishAt, i.removeAt].filter((t): t is string => !!t).map((t) => Date.parse(t)));
    return out.sort((a, b) => first(a) - first(b));
  }

  /** Takes the publish time `at` of an item: true for the one caller that clears it. */
  async takePublish(db: Db, school: string, kind: ScheduledKind, id: string, at: string): Promise<boolean> {
    return this.take(db, school, kind, id, "publishAt", at);
  }

  /** Takes the remove time `at`: true for the one caller that clears it. */
  async takeRemove(db: Db, school: string, kind: ScheduledKind, id: string, at: string): Promise<boolean> {
    return this.take(db, school, kind, id, "removeAt", at);
  }

  /** Takes a live item off the site (back to a draft); false when it was not live. */
  async unpublish(db: Db, school: string, kind: ContentKind, id: string, now: string): Promise<boolean> {
    const result = await (db as any)
      .updateTable(kindTable[kind])
      .set({ status: "draft", updatedAt: now })
      .where("schoolCode", "=", school)
      .where("_id", "=", id)
      .where("status", "=", "published")
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  private async take(db: Db, school: string, kind: ScheduledKind, id: string, column: string, at: string) {
    const { table, key } = where(kind);
    const result = await (db as any)
      .updateTable(table)
      .set({ [column]: null })
      .where("schoolCode", "=", school)
      .where(key, "=", id)
      .where(column, "=", at)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }
}
