/**
 * Issue 31 without zod (the staff pages use it in the browser): times staff
 * type for "Publish at" / "Remove at", the kinds a school may put under
 * approval, and the states of a change waiting for it.
 */
import type { ContentKind } from "./content-rules.ts";

const IST_OFFSET = "+05:30";

/**
 * "dd/mm/yyyy hh:mm" (India time, 24-hour; also d/m/yyyy h:mm, with - or .
 * between the date's parts) as an ISO instant with the India offset;
 * null when it is not a real date and time.
 */
export function parseIstDateTime(text: string): string | null {
  const m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})[ ,T]+(\d{1,2})[:.](\d{2})$/.exec(text.trim());
  if (!m) return null;
  const [d, mo, y, h, mi] = m.slice(1).map(Number);
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (y < 2000 || date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return null;
  if (h > 23 || mi > 59) return null;
  const p = (n: number) => String(n).padStart(2, "0");
  return `${y}-${p(mo)}-${p(d)}T${p(h)}:${p(mi)}:00${IST_OFFSET}`;
}

/** What staff are told when a time does not read as dd/mm/yyyy hh:mm. */
export const IST_TIME_HINT = "dd/mm/yyyy hh:mm (India time), for example 27/11/2026 07:00";

/** The kinds a school may put under approval, in the order the setting lists them, with their names. */
export const approvableKinds = [
  "circular",
  "news",
  "event",
  "notification",
  "highlight",
  "gallery",
  "page",
  "alert",
] as const satisfies readonly (ContentKind | "page" | "alert")[];
type ApprovableKind = (typeof approvableKinds)[number];
/** What a change waiting for approval is of: a content kind, a page (by its address) or a site-wide alert. */
export type ChangeKind = ContentKind | "page" | "alert";
export const approvableKindLabels: Record<ApprovableKind, string> = {
  circular: "Circulars",
  news: "News",
  event: "Events",
  notification: "Notifications",
  highlight: "Highlights",
  gallery: "Albums",
  page: "Pages",
  alert: "Alerts",
};

/** A change's state: waiting for an approver, sent back with a comment, or approved for a later time. */
export const approvalStates = ["waiting", "sentBack", "approved"] as const;
export type ApprovalState = (typeof approvalStates)[number];
export const approvalStateLabels: Record<ApprovalState, string> = {
  waiting: "Waiting for approval",
  sentBack: "Sent back",
  approved: "Approved",
};

/** One row of GET /api/admin/scheduled: an item with a time to go live or come off still to come. */
export interface ScheduledRow {
  /** A content kind, or "page" (its id is then the page's address). */
  kind: ContentKind | "page";
  id: string;
  label: string;
  status: string;
  publishAt: string | null;
  removeAt: string | null;
}
