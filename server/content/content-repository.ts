import { randomBytes } from "node:crypto";
import {
  type ContentInput,
  type ContentKind,
  type ContentRecord,
  contentDateField,
  contentFileFields,
  contentInputSchemas,
  contentSchemas,
} from "../../contract/content.ts";
import type { Db } from "../db/client.ts";
import type { ContentTable } from "../db/schema.ts";

export const kindTable: Record<ContentKind, ContentTable> = {
  highlight: "highlights",
  notification: "notifications",
  onlineRegistration: "onlineRegistrations",
  news: "news",
  event: "events",
  message: "messages",
  gallery: "galleries",
  video: "videos",
  testimonial: "testimonials",
  circular: "circulars",
  media: "media",
};

export interface ListOptions {
  includeDrafts?: boolean;
  /** ISO date (Kolkata calendar): notifications outside their window are left out. */
  today?: string;
}

export const newId = () => randomBytes(12).toString("hex");
const nowIso = () => new Date().toISOString();

/**
 * One repository for every content kind: the tables share their shape
 * (API fields + bookkeeping columns), so the kinds differ only in data —
 * their zod schema, date field and file fields — not in code.
 */
export class ContentRepository {
  constructor(private readonly db: Db) {}

  async list<K extends ContentKind>(school: string, kind: K, opts: ListOptions = {}): Promise<ContentRecord<K>[]> {
    const table = kindTable[kind];
    // biome-ignore lint/suspicious/noExplicitAny: table chosen at run time; rows are rebuilt through the kind's schema keys below
    let q = (this.db as Db).selectFrom(table as any).selectAll() as any;
    q = q.where("schoolCode", "=", school);
    if (!opts.includeDrafts) q = q.where("status", "=", "published");
    if (kind === "notification" && opts.today) {
      q = q
        .where((eb: any) => eb.or([eb("startsAt", "is", null), eb("startsAt", "<=", opts.today)]))
        .where((eb: any) => eb.or([eb("endsAt", "is", null), eb("endsAt", ">=", opts.today)]));
    }
    const dateField = contentDateField[kind];
    if (dateField) q = q.orderBy(dateField, "desc");
    q = q.orderBy("position", "asc").orderBy("createdAtMeta", "desc").orderBy("_id", "asc");
    const rows: Record<string, unknown>[] = await q.execute();
    return rows.map((r) => toRecord(kind, r));
  }

  async get<K extends ContentKind>(school: string | null, kind: K, id: string): Promise<ContentRecord<K> | null> {
    // biome-ignore lint/suspicious/noExplicitAny: see list()
    let q = this.db.selectFrom(kindTable[kind] as any).selectAll() as any;
    q = q.where("_id", "=", id).where("status", "=", "published");
    if (school) q = q.where("schoolCode", "=", school);
    const row = await q.executeTakeFirst();
    return row ? toRecord(kind, row) : null;
  }

  /** Validates with the kind's input schema; throws the zod error on bad input. */
  async create<K extends ContentKind>(
    school: string,
    kind: K,
    input: ContentInput<K>,
    opts: { db?: Db; status?: "published" | "draft"; position?: number } = {},
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
    };
    // biome-ignore lint/suspicious/noExplicitAny: see list()
    await (opts.db ?? this.db)
      .insertInto(kindTable[kind] as any)
      .values(row as any)
      .execute();
    return id;
  }

  async deleteAll(school: string, kind: ContentKind, db: Db = this.db): Promise<void> {
    // biome-ignore lint/suspicious/noExplicitAny: see list()
    await db
      .deleteFrom(kindTable[kind] as any)
      .where("schoolCode", "=", school)
      .execute();
  }

  async count(school: string, kind: ContentKind): Promise<number> {
    const r = await this.db
      // biome-ignore lint/suspicious/noExplicitAny: see list()
      .selectFrom(kindTable[kind] as any)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("schoolCode", "=", school)
      .executeTakeFirst();
    return Number(r?.n ?? 0);
  }
}

function toColumns(kind: ContentKind, data: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const fileFields = contentFileFields[kind];
  for (const [k, v] of Object.entries(data)) {
    if (k === "_id") continue;
    out[k] = fileFields.includes(k) ? JSON.stringify(v ?? []) : (v ?? null);
  }
  return out;
}

function toRecord<K extends ContentKind>(kind: K, row: Record<string, unknown>): ContentRecord<K> {
  const keys = Object.keys(contentSchemas[kind].shape);
  const fileFields = contentFileFields[kind];
  const out: Record<string, unknown> = {};
  for (const key of keys) {
    if (kind === "news" && key === "date") out.date = row.fromDate;
    else if (fileFields.includes(key)) out[key] = parseList(row[key]);
    else if (key === "rating") out[key] = Number(row[key]);
    else out[key] = row[key];
  }
  return out as ContentRecord<K>;
}

function parseList(v: unknown): string[] {
  if (typeof v !== "string") return [];
  try {
    const parsed = JSON.parse(v);
    return Array.isArray(parsed) ? parsed.filter((x) => typeof x === "string") : [];
  } catch {
    return [];
  }
}
