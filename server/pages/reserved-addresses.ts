import type { FastifyInstance } from "fastify";
import { PREFIXED_LANGUAGES } from "../../contract/languages.ts";
import { RESERVED_SLUGS } from "../../contract/page-blocks.ts";
import { SYSTEM_ADDRESSES } from "../../contract/pages.ts";
import { routeByPath } from "../../contract/site-map.ts";

/**
 * The page addresses a route of the server takes: its first segment, and
 * for a file name in a public path (sitemap.xml, news/feed.xml) the name
 * before the dot, as staff would type it. `/api/*` gives `api` only, `/:id`
 * nothing.
 */
export function segmentsOf(url: string): string[] {
  const parts = url.split("?")[0].split("/").filter(Boolean);
  const out = new Set<string>();
  const first = parts[0]?.toLowerCase();
  if (first && /^[a-z0-9-]/.test(first)) out.add(first);
  if (first === "api") return [...out];
  for (const part of parts) {
    const stem = /^([a-z0-9-]+)\.[a-z0-9]+$/i.exec(part)?.[1];
    if (stem) out.add(stem.toLowerCase());
  }
  return [...out];
}

/** Addresses of the site's own screens (route table), compared without case. */
const routeSlugs = new Set([...routeByPath.keys()].map((p) => p.slice(1).toLowerCase()));

/** The page addresses the running server keeps for itself (one per services, shared by apps that share them). */
export class ReservedAddresses {
  private readonly server = new Set<string>();

  /**
   * Notes the address of every route the app gets from here on (call it before
   * registering any): the server's own paths (/livez, /sitemap.xml,
   * /share/whatsapp …) are then never given to a page, whatever is added later.
   */
  noteRoutesOf(app: FastifyInstance): void {
    app.addHook("onRoute", (route) => {
      for (const s of segmentsOf(route.url)) this.server.add(s);
    });
  }

  /**
   * Whether a new page may not take this address: a screen of the route table,
   * a reserved name (contract/page-blocks.ts and pages.ts), a language prefix or any path
   * the running server answers itself.
   */
  reserved(slug: string): boolean {
    const s = slug.toLowerCase();
    return (
      routeSlugs.has(s) ||
      RESERVED_SLUGS.has(s) ||
      SYSTEM_ADDRESSES.has(s) ||
      (PREFIXED_LANGUAGES as readonly string[]).includes(s) ||
      this.server.has(s)
    );
  }

  /** Every address the running server answers itself (tests list them). */
  ofServer(): ReadonlySet<string> {
    return this.server;
  }
}
