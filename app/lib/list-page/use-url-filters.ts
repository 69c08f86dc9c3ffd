import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import type { Filters } from "../list-filters/list-filters.ts";
import { filtersToSearch, parseFilters } from "../list-filters/list-filters.ts";

const identity = (f: Filters): Filters => f;

const sameFilters = (a: Filters, b: Filters): boolean => a.year === b.year && a.month === b.month && a.q === b.q;

/** The query string (with "?", or "") that stands for these filters. */
export function searchFor(filters: Filters, defaults: Filters): string {
  const s = filtersToSearch(filters, defaults).toString();
  return s ? `?${s}` : "";
}

/**
 * Filter state kept in the URL query. The server renders from the request
 * URL; in the browser every change is applied at once (local state) and
 * mirrored into the URL with a replace navigation, so the address can be
 * shared and the back button leaves the page instead of stepping through
 * keystrokes. `normalize` lets a page restrict the state (e.g. no "all" year);
 * pass stable `defaults` and `normalize` (loader data, module functions).
 */
export function useUrlFilters(defaults: Filters, normalize: (f: Filters) => Filters = identity) {
  const location = useLocation();
  const navigate = useNavigate();
  const fromUrl = useMemo(
    () => normalize(parseFilters(new URLSearchParams(location.search), defaults)),
    [location.search, defaults, normalize],
  );
  const [filters, setFilters] = useState(fromUrl);
  // The latest state, for several changes within one render (fast typing).
  const latest = useRef(fromUrl);
  // Query strings we navigated to ourselves: when they arrive they are
  // already in state, and an older one arriving late must not undo typing.
  const ours = useRef(new Set<string>());

  useEffect(() => {
    if (ours.current.has(location.search)) return;
    ours.current.clear();
    if (sameFilters(latest.current, fromUrl)) return;
    latest.current = fromUrl;
    setFilters(fromUrl);
  }, [location.search, fromUrl]);

  const update = useCallback(
    (patch: Partial<Filters>) => {
      const next = normalize({ ...latest.current, ...patch });
      latest.current = next;
      setFilters(next);
      const search = searchFor(next, defaults);
      ours.current.add(search);
      navigate({ search }, { replace: true, preventScrollReset: true });
    },
    [defaults, navigate, normalize],
  );

  return { filters, update };
}
