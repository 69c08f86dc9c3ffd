// biome-ignore-all lint/suspicious/noExplicitAny: the content tables share one shape; Kysely cannot type a table chosen at run time
import { type ContentKind, contentDateField } from "../../../contract/content.ts";
import { kindTable } from "../../content/content-repository.ts";
import type { Db } from "../../db/client.ts";

/** A published record with its bookkeeping times (the public API leaves them out). */
export interface TimedRow {
  _id: string;
  createdAtMeta: string;
  updatedAt: string;
  [field: string]: unknown;
}

/** Published records of a kind with createdAtMeta/updatedAt, newest date first. */
export async function publishedRows(db: Db, school: string, kind: ContentKind): Promise<TimedRow[]> {
  let q = (db as any).selectFrom(kindTable[kind]).selectAll().where("schoolCode", "=", school);
  q = q.where("status", "=", "published");
  const dateField = contentDateField[kind];
  if (dateField) q = q.orderBy(dateField, "desc");
  return q.orderBy("position", "asc").orderBy("createdAtMeta", "desc").orderBy("_id", "asc").execute();
}

/** The newest change to a kind's published records (for lastmod), or null when it has none. */
export async function lastChange(db: Db, school: string, kind: ContentKind): Promise<string | null> {
  const row = await (db as any)
    .selectFrom(kindTable[kind])
    .select((eb: any) => eb.fn.max("updatedAt").as("at"))
    .where("schoolCode", "=", school)
    .where("status", "=", "published")
    .executeTakeFirst();
  return row?.at ? String(row.at) : null;
}

/** A JSON list column as strings. */
export function listOf(v: unknown): string[] {
  if (typeof v !== "string") return Array.isArray(v) ? v.filter((x) => typeof x === "string") : [];
  try {
    const parsed = JSON.parse(v);
    return Array.isArray(parsed) ? parsed.filter((x) => typeof x === "string") : [];
  } catch {
    return [];
  }
}

export const str = (v: unknown) => (typeof v === "string" ? v : "");
