/**
 * The query parameters some public page reads. A cached page is keyed only
 * on these (sorted): any other parameter (a campaign tag, a random string)
 * shows the same page, so it is served from the cache instead of rendering
 * again and pushing a real page out of it. Without this, `/?x=1`, `/?x=2`, …
 * would each cost a render and an eviction: anyone could empty the cache and
 * keep the CPU busy. page-query.test.ts fails when a page under app/ reads a
 * parameter missing here.
 */
export const PAGE_QUERY_KEYS: ReadonlySet<string> = new Set([
  // The list pages' filters (news, events, galleries, newsletter, media):
  // app/lib/list-filters/list-filters.ts parseFilters.
  "year",
  "month",
  "q",
  // The album shown: app/routes/sub-gallery.tsx, app/features/galleries/sub-gallery-page.tsx.
  "id",
  // The certificate checked: app/routes/verify-tc.tsx.
  "code",
  // The selected tab of a page with photo tabs: app/components/ui/tabs.tsx (its default `param`).
  "tab",
  // React Router's own: which routes' data a `.data` request asks for.
  "_routes",
]);

/**
 * `url` (path and query, as in a request line) with only the parameters in
 * PAGE_QUERY_KEYS, sorted by name (values of one name keep their order), so
 * every spelling of one page has one cache entry.
 */
export function pageCacheUrl(url: string): string {
  const at = url.indexOf("?");
  if (at === -1) return url;
  const kept = [...new URLSearchParams(url.slice(at + 1))].filter(([name]) => PAGE_QUERY_KEYS.has(name));
  if (kept.length === 0) return url.slice(0, at);
  kept.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  return `${url.slice(0, at)}?${new URLSearchParams(kept)}`;
}
