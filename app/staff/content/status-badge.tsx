/** Published or draft, in words (not by colour alone). */
export function StatusBadge({ status }: { status: "published" | "draft" | undefined }) {
  const s = status ?? "published";
  return <span className={`admin-badge admin-badge--${s}`}>{s === "published" ? "Published" : "Draft"}</span>;
}
