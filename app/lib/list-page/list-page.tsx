import type { ReactNode } from "react";
import type { Filters } from "../list-filters/list-filters.ts";
import { ListFilters, type ListFiltersProps } from "./filter-form.tsx";
import { ListCount, type ResultCards, ResultList } from "./list-status.tsx";
import { useListFilters } from "./use-url-filters.ts";

/**
 * The frame of a dated list page (news, albums, events, videos, newsletters,
 * media): the filters read from the address, their form, the count when the
 * page shows one, then the items the filters keep: a card each (`cards`), or
 * what `children` draws of them.
 * `yearOnly` sets both what the filters read and the form's one dropdown, so
 * the two cannot disagree.
 */
export function ListPage<T extends { id: string | number; title: string; date: string }>({
  items,
  defaults,
  yearOnly = false,
  filter,
  count,
  cards,
  children,
}: {
  items: readonly T[];
  defaults: Filters;
  yearOnly?: boolean;
  /** The filter form's address, name and choices; null where the page offers none. */
  filter: Omit<ListFiltersProps, "filters" | "defaults" | "yearOnly"> | null;
  /** The count's label ("Total news"); without it the page shows no count. */
  count?: string;
  /** The cards of the items shown, with the spec's words for none (see ResultList). */
  cards?: ResultCards<T>;
  children?: (shown: T[], filters: Filters) => ReactNode;
}) {
  const { filters, shown } = useListFilters(items, defaults, { yearOnly });
  return (
    <div className="list-page">
      {filter ? <ListFilters {...filter} filters={filters} defaults={defaults} yearOnly={yearOnly} /> : null}
      {count ? <ListCount label={count} count={shown.length} /> : null}
      {cards ? <ResultList items={shown} {...cards} /> : null}
      {children?.(shown, filters)}
    </div>
  );
}
