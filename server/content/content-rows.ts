// biome-ignore-all lint/suspicious/noExplicitAny: every content table shares one shape, chosen at run time by kind; Kysely cannot type a table name that is a variable
import {
  type ContentKind,
  type ContentRecord,
  contentDateField,
  contentFileFields,
  contentSchemas,
} from "../../contract/content.ts";
import { isNoticeKind } from "../../contract/notices.ts";
import type { ContentTable } from "../db/schema.ts";

/**
 * How a record of each content kind is kept as a row: its table, the field
 * staff search in, the columns written from its fields and the record read
 * back (file lists as JSON text), with staff's bookkeeping beside it.
 */

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

/** The field staff search in, per kind. */
export const contentSearchField: Record<ContentKind, string> = {
  highlight: "title",
  notification: "title",
  onlineRegistration: "title",
  news: "title",
  event: "title",
  message: "name",
  gallery: "title",
  video: "title",
  testimonial: "name",
  circular: "title",
  media: "title",
};

/** What staff see of a record besides its public fields (contract/staff-content.ts StaffContentMeta). */
interface StaffMeta {
  status: "published" | "draft" | "withdrawn";
  /** Notices: when it went live, and when it was withdrawn and for what (issue 30). */
  publishedAt?: string | null;
  withdrawnAt?: string | null;
  replacedBy?: string | null;
  /** Notices: sent to parents' phones when it goes live (issue 30). */
  notifyParents?: boolean;
  position: number;
  updatedAt: string;
  startsAt?: string | null;
  endsAt?: string | null;
  /** When it goes live and comes down by itself (issue 31), ISO instants. */
  publishAt: string | null;
  removeAt: string | null;
}
export type StaffItem<K extends ContentKind = ContentKind> = ContentRecord<K> & StaffMeta;

/** The order of every list: newest date first (kinds with a date), then the staff's order, then newest added. */
export function ordered(kind: ContentKind, q: any): any {
  const dateField = contentDateField[kind];
  if (dateField) q = q.orderBy(dateField, "desc");
  return q.orderBy("position", "asc").orderBy("createdAtMeta", "desc").orderBy("_id", "asc");
}

export function toStaffItem<K extends ContentKind>(kind: K, row: Record<string, unknown>): StaffItem<K> {
  const meta: StaffMeta = {
    status: row.status === "draft" || row.status === "withdrawn" ? row.status : "published",
    position: Number(row.position),
    updatedAt: String(row.updatedAt),
    publishAt: (row.publishAt as string | null) ?? null,
    removeAt: (row.removeAt as string | null) ?? null,
  };
  if (isNoticeKind(kind)) {
    meta.publishedAt = (row.publishedAt as string | null) ?? null;
    meta.withdrawnAt = (row.withdrawnAt as string | null) ?? null;
    meta.replacedBy = (row.replacedBy as string | null) ?? null;
    meta.notifyParents = Number(row.notifyParents) === 1;
  }
  if (kind === "notification") {
    meta.startsAt = (row.startsAt as string | null) ?? null;
    meta.endsAt = (row.endsAt as string | null) ?? null;
  }
  return { ...toRecord(kind, row), ...meta };
}

export function toColumns(kind: ContentKind, data: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const fileFields = contentFileFields[kind];
  for (const [k, v] of Object.entries(data)) {
    if (k === "_id") continue;
    out[k] = fileFields.includes(k) ? JSON.stringify(v ?? []) : (v ?? null);
  }
  return out;
}

export function toRecord<K extends ContentKind>(kind: K, row: Record<string, unknown>): ContentRecord<K> {
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
