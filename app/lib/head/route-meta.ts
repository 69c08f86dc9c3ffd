import type { Location, MetaDescriptor } from "react-router";

/** What the meta of a render is made from: React Router's route modules and its matched routes with their data. */
export interface MetaSource {
  routeModules: Record<string, { meta?: unknown } | undefined>;
  matches: readonly { route: { id: string; path?: string; handle?: unknown }; params: object; pathname: string }[];
  loaderData: Record<string, unknown>;
  errors: Record<string, unknown> | null | undefined;
  location: Location;
}

/**
 * The meta descriptors of a render, as React Router's <Meta> merges them: up
 * to the route that caught an error, each route's `meta` is given the
 * matches before it and replaces their descriptors (a route without one
 * keeps its parent's). One function for both places that read them: the
 * document's <title> and description (DocumentMeta) and the sharing tags
 * the renderer puts at the end of <head> (share-tags.ts).
 */
export function routeMeta({ routeModules, matches: all, loaderData, errors, location }: MetaSource): MetaDescriptor[] {
  const failed = errors ? all.findIndex((m) => errors[m.route.id] !== undefined) : -1;
  const active = failed >= 0 ? all.slice(0, failed + 1) : all;
  const error = errors && active.length ? errors[active[active.length - 1].route.id] : undefined;
  const matches: Record<string, unknown>[] = [];
  let meta: MetaDescriptor[] = [];
  for (const m of active) {
    const data = loaderData[m.route.id];
    const match = {
      id: m.route.id,
      data,
      loaderData: data,
      meta: [] as MetaDescriptor[],
      params: m.params,
      pathname: m.pathname,
      handle: m.route.handle,
      error,
    };
    matches.push(match);
    const own = routeModules[m.route.id]?.meta;
    if (own !== undefined) {
      const made =
        typeof own === "function"
          ? own({ data, loaderData: data, params: m.params, location, matches, error })
          : Array.isArray(own)
            ? [...own]
            : own;
      meta = [...((made as MetaDescriptor[] | undefined) ?? [])];
    }
    match.meta = meta;
  }
  return meta.flat();
}

/**
 * Tags for machines rather than the document: the canonical address and
 * other links, Open Graph and Twitter card tags, structured data. The
 * renderer writes them at the end of <head> (share-tags.ts), after the
 * page's styles, as the page has always carried them.
 */
export function isShareTag(d: MetaDescriptor): boolean {
  if ("tagName" in d) return d.tagName === "link";
  if ("script:ld+json" in d) return true;
  const key = "property" in d ? String(d.property) : "name" in d ? String(d.name) : "";
  return key.startsWith("og:") || key.startsWith("twitter:");
}
