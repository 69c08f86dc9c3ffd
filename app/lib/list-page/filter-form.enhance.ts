import type { Enhance } from "../../enhance/registry.ts";
import { type Filters, filtersToSearch, parseFilters } from "../list-filters/list-filters.ts";

/** Wait after the last keystroke in the search box before asking the server. */
export const TYPING_DELAY_MS = 250;

/** The address a filter form stands for: the server's own query rules, defaults left out. */
export function filterUrl(form: HTMLFormElement): string {
  const defaults = JSON.parse(form.dataset.defaults ?? "{}") as Filters;
  const fields = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === "string") fields.set(name, value);
  const action = new URL(form.action, window.location.href).pathname;
  const query = filtersToSearch(parseFilters(fields, defaults), defaults).toString();
  return query ? `${action}?${query}` : action;
}

/** Regions of a page by their data-filter-region name. */
function regionsOf(root: ParentNode): Map<string, HTMLElement> {
  const found = new Map<string, HTMLElement>();
  for (const el of root.querySelectorAll<HTMLElement>("[data-filter-region]")) {
    found.set(el.dataset.filterRegion ?? "", el);
  }
  return found;
}

/**
 * Applies the filters of a list page as they change, without a reload: the
 * server renders the new address (usually from its page cache) and the
 * page's filter regions are swapped for those of the answer. The regions
 * themselves stay, so the count (a status region) is announced and focus
 * stays in the form. The address is replaced, not pushed: Back leaves the page.
 */
export default function enhanceFilterForm(form: HTMLElement, enhance: Enhance): void {
  if (!(form instanceof HTMLFormElement)) return;
  let controller: AbortController | undefined;
  let timer = 0;

  const apply = async () => {
    window.clearTimeout(timer);
    const url = filterUrl(form);
    controller?.abort();
    const current = new AbortController();
    controller = current;
    try {
      const response = await fetch(url, { headers: { Accept: "text/html" }, signal: current.signal });
      if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
      const html = await response.text();
      if (current.signal.aborted) return;
      const next = regionsOf(new DOMParser().parseFromString(html, "text/html"));
      const here = regionsOf(document);
      if (next.size !== here.size || [...here.keys()].some((name) => !next.has(name))) {
        // The page changed shape (e.g. the school updated it meanwhile): load it whole.
        window.location.assign(url);
        return;
      }
      for (const [name, region] of here) {
        region.replaceChildren(...(next.get(name)?.childNodes ?? []));
        void enhance(region);
      }
      window.history.replaceState(window.history.state, "", url);
    } catch (error) {
      if (current.signal.aborted) return;
      console.warn("Filtering in place failed; loading the page instead.", error);
      window.location.assign(url);
    }
  };

  form.addEventListener("change", (e) => {
    // Typing already triggered the search; the change on blur adds nothing.
    if ((e.target as HTMLElement).matches('input[type="search"]')) return;
    void apply();
  });
  form.addEventListener("input", (e) => {
    if (!(e.target as HTMLElement).matches('input[type="search"]')) return;
    window.clearTimeout(timer);
    timer = window.setTimeout(() => void apply(), TYPING_DELAY_MS);
  });
  form.addEventListener("submit", (e) => {
    e.preventDefault();
    void apply();
  });
  form.dataset.enhanced = "";
}
