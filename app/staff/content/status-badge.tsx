const words = { published: "Published", draft: "Draft", withdrawn: "Withdrawn" } as const;

/** Published, draft or withdrawn, in words (not by colour alone). */
export function StatusBadge({ status }: { status: keyof typeof words | undefined }) {
  const s = status ?? "published";
  return <span className={`admin-badge admin-badge--${s}`}>{words[s]}</span>;
}
