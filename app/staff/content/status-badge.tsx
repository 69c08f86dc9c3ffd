import { contentStatusBadgeWords as sw } from "../../i18n/catalogues/staff/content-status-badge.ts";

const words = {
  published: sw("published"),
  draft: sw("draft"),
  withdrawn: sw("withdrawn"),
} as const;

/** Published, draft or withdrawn, in words (not by colour alone). */
export function StatusBadge({ status }: { status: keyof typeof words | undefined }) {
  const s = status ?? "published";
  return <span className={`admin-badge admin-badge--${s}`}>{words[s]}</span>;
}
