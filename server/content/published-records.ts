import { type Kysely, sql } from "kysely";
import { type ContentKind, contentDateField } from "../../contract/content-rules.ts";
import type { Db } from "../db/client.ts";
import type { ContentRow, ContentTable } from "../db/schema.ts";
import { kindTable } from "./content-rows.ts";

/** Every content table seen as the columns they all have: the reads below name no others. */
type SharedColumns = Kysely<Record<ContentTable, ContentRow>>;

/** A published record with its bookkeeping times (the public API leaves them out). */
export interface TimedRow {
  _id: string;
  createdAtMeta: string;
  updatedAt: string;
  [field: string]: unknown;
}

/**
 * Published records as the calendar, the feeds and the sitemap read them
 * (server/web/feed-routes.ts): whole rows with their times, and the time
 * of a kind's last change.
 */
export class PublishedRecords {
  private readonly db: SharedColumns;

  constructor(db: Db) {
    this.db = db as unknown as SharedColumns;
  }

  /** Published records of a kind, newest date first, then in the order staff gave them. */
  async list(school: string, kind: ContentKind): Promise<TimedRow[]> {
    let q = this.db
      .selectFrom(kindTable[kind])
      .selectAll()
      .where("schoolCode", "=", school)
      .where("status", "=", "published");
    const dateField = contentDateField[kind];
    if (dateField) q = q.orderBy(sql.ref(dateField), "desc");
    return q.orderBy("position", "asc").orderBy("createdAtMeta", "desc").orderBy("_id", "asc").execute();
  }

  /** The newest change to a kind's published records (for lastmod), or null when it has none. */
  async lastChange(school: string, kind: ContentKind): Promise<string | null> {
    const row = await this.db
      .selectFrom(kindTable[kind])
      .select((eb) => eb.fn.max("updatedAt").as("at"))
      .where("schoolCode", "=", school)
      .where("status", "=", "published")
      .executeTakeFirst();
    return row?.at ? String(row.at) : null;
  }
}
