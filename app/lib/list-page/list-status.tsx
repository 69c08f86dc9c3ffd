import type { ReactNode } from "react";
import "./list-page.css";

/** "Total …: N", announced politely when a filter changes it (the element stays; its text is swapped). */
export function ListCount({ label, count }: { label: string; count: number }) {
  return (
    <p className="list-count" role="status" data-filter-region="count">
      {label}: <strong>{count}</strong>
    </p>
  );
}

/** The spec's empty-list text (section 8). */
export function EmptyMessage({ children }: { children: string }) {
  return <p className="list-empty">{children}</p>;
}

/** The part of a list page that a filter change replaces in place (app/lib/list-page/filter-form.enhance.ts). */
export function FilterResults({ children }: { children: ReactNode }) {
  return <div data-filter-region="results">{children}</div>;
}

/** How a list page draws its items: a card each in a list of `className`, or the `empty` words. */
export interface ResultCards<T> {
  empty: string;
  className: string;
  /** `index` 0 is the first card: its photo is on the first screen (fetched at once, not lazily). */
  card: (item: T, index: number) => ReactNode;
}

/** A list page's results: the empty-list text, or a card per item. */
export function ResultList<T extends { id: string | number }>({
  items,
  empty,
  className,
  card,
}: { items: T[] } & ResultCards<T>) {
  return (
    <FilterResults>
      {items.length === 0 ? (
        <EmptyMessage>{empty}</EmptyMessage>
      ) : (
        <ul className={className}>
          {items.map((item, index) => (
            <li key={item.id}>{card(item, index)}</li>
          ))}
        </ul>
      )}
    </FilterResults>
  );
}
