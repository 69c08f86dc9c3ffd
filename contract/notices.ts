/**
 * Notices (issue 30): the content kinds a school announces — news items,
 * events, circulars (newsletters) and notifications — each at an address of
 * its own. The address is made from the record's id, never from its title,
 * so a link forwarded in a WhatsApp group keeps working after the title is
 * corrected. Zod-free: the public pages, the staff area and the server share it.
 */
import type { ContentKind } from "./content-rules.ts";

const noticeKinds = ["news", "event", "circular", "notification"] as const;
export type NoticeKind = (typeof noticeKinds)[number];

/** The list page each kind's addresses sit under (spec routes; notifications have no list page). */
export const noticeBase: Record<NoticeKind, string> = {
  news: "/news",
  event: "/events",
  circular: "/newsletter",
  notification: "/notifications",
};

export const isNoticeKind = (kind: ContentKind | string): kind is NoticeKind =>
  (noticeKinds as readonly string[]).includes(kind);

/** The public address of one notice: "/news/5f2c…". */
export function noticePath(kind: NoticeKind, id: string): string {
  return `${noticeBase[kind]}/${encodeURIComponent(id)}`;
}

/** The kind and id a notice address names, or null for any other address. */
export function noticeOfPath(path: string): { kind: NoticeKind; id: string } | null {
  for (const kind of noticeKinds) {
    const base = `${noticeBase[kind]}/`;
    if (!path.startsWith(base)) continue;
    const rest = path.slice(base.length);
    if (!rest || rest.includes("/")) return null;
    try {
      const id = decodeURIComponent(rest);
      return id.length <= 64 ? { kind, id } : null;
    } catch {
      return null;
    }
  }
  return null;
}

/** An edit this long after going live still counts as part of publishing (no "Updated on"). */
const EDIT_GRACE_MS = 5 * 60_000;

/** True when a notice was changed after it went live (its page then says "Updated on"). */
export function editedAfterPublishing(publishedAt: string | null, updatedAt: string | null): boolean {
  const p = Date.parse(publishedAt ?? "");
  const u = Date.parse(updatedAt ?? "");
  return !Number.isNaN(p) && !Number.isNaN(u) && u - p > EDIT_GRACE_MS;
}

/** What a notice's page shows besides the record itself. */
export interface NoticeLife {
  /** When it went live (ISO instant). */
  publishedAt: string | null;
  updatedAt: string;
  /** Set when staff withdrew it: its address answers 410. */
  withdrawnAt: string | null;
  /** The address of the notice replacing it, when staff named one. */
  replacedBy: string | null;
}

/**
 * A notice as WhatsApp shows a message: *bold* title, the date, two or three
 * lines of its text, and its address, for staff to paste into class groups.
 */
export function whatsAppText(n: { title: string; date?: string; text: string; url: string }): string {
  const lines = n.text
    .replace(/<[^>]*>/g, " ")
    .split(/\r?\n/)
    .map((l) => l.replace(/\s+/g, " ").trim())
    .filter(Boolean);
  let body = lines.slice(0, 3).join("\n");
  if (body.length > 300) body = `${body.slice(0, 297).trimEnd()}…`;
  // WhatsApp reads *…* as bold only when no asterisk sits inside.
  const title = `*${n.title.replace(/\*/g, "").trim()}*`;
  return [title, n.date ?? "", body, n.url].filter(Boolean).join("\n");
}

/** The WhatsApp link that opens a message with the text ready to send. */
export const whatsAppLink = (text: string) => `https://wa.me/?text=${encodeURIComponent(text)}`;
