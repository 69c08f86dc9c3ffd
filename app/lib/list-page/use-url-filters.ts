import { useLocation } from "react-router";
import type { Filters } from "../list-filters/list-filters.ts";
import { parseFilters } from "../list-filters/list-filters.ts";

const identity = (f: Filters): Filters => f;

/**
 * The filters of a list page, read from the request URL: the server renders
 * the filtered list, so the address can be shared and works without
 * JavaScript. In the browser app/lib/list-page/filter-form.enhance.ts applies changes in
 * place. `normalize` lets a page restrict the state (e.g. no "all" year).
 */
export function useUrlFilters(defaults: Filters, normalize: (f: Filters) => Filters = identity) {
  const location = useLocation();
  return { filters: normalize(parseFilters(new URLSearchParams(location.search), defaults)) };
}
