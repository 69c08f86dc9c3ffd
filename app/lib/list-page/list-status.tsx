import "./list-page.css";

/** "Total …: N", announced politely when a filter changes it. */
export function ListCount({ label, count }: { label: string; count: number }) {
  return (
    <p className="list-count" role="status">
      {label}: <strong>{count}</strong>
    </p>
  );
}

/** The spec's empty-list text (section 8). */
export function EmptyMessage({ children }: { children: string }) {
  return <p className="list-empty">{children}</p>;
}
