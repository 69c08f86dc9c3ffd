import { useMemo } from "react";
import { useLocation } from "react-router";
import type { Filters } from "../list-filters/list-filters.ts";
import { applyFilters, itemAccessors, parseFilters, yearOnlyFilters } from "../list-filters/list-filters.ts";

/**
 * The filters of a list page, read from the request URL, and the items they
 * keep (newest first): the server renders the filtered list, so the address
 * can be shared and works without JavaScript. In the browser
 * app/lib/list-page/filter-form.enhance.ts applies changes in place.
 * `yearOnly` is for the pages that offer only a year dropdown.
 */
export function useListFilters<T extends { title: string; date: string }>(
  items: readonly T[],
  defaults: Filters,
  { yearOnly = false } = {},
) {
  const { search } = useLocation();
  return useMemo(() => {
    const asked = parseFilters(new URLSearchParams(search), defaults);
    const filters = yearOnly ? yearOnlyFilters(defaults)(asked) : asked;
    return { filters, shown: applyFilters(items, filters, itemAccessors) };
  }, [items, search, defaults, yearOnly]);
}
