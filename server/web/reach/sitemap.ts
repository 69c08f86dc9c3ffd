import { escapeXml } from "./atom.ts";

export interface SitemapEntry {
  /** Site path with its query ("/sub-gallery?id=…"). */
  path: string;
  /** YYYY-MM-DD or an ISO instant; left out when unknown. */
  lastmod?: string | null;
}

/** sitemaps.org XML of absolute addresses. */
export function buildSitemap(entries: SitemapEntry[], origin: string): string {
  const urls = entries
    .map((e) => {
      const lastmod = e.lastmod ? `<lastmod>${escapeXml(e.lastmod)}</lastmod>` : "";
      return `  <url><loc>${escapeXml(origin + e.path)}</loc>${lastmod}</url>`;
    })
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls}
</urlset>
`;
}

/**
 * robots.txt: the staff area and its API are off limits; images stay crawlable.
 * The staff area is `/admin` and `/admin/…` only: a plain `Disallow: /admin`
 * would also hide the school's own pages that start with those letters
 * (/administration, /admissions). `$` ends a rule (Google, Bing).
 * The certificate check form is public (a receiving school searches for it), but
 * an answer (any address with a code) is never crawled.
 */
export function buildRobots(origin: string): string {
  return `User-agent: *
Disallow: /admin$
Disallow: /admin/
Disallow: /admin?
Disallow: /api/
Allow: /api/image/
Disallow: /verify-tc?

Sitemap: ${origin}/sitemap.xml
`;
}

/** The later of two dates/instants (either may be missing). */
export function later(a: string | null | undefined, b: string | null | undefined): string | null {
  if (!a) return b ?? null;
  if (!b) return a;
  return Date.parse(a) >= Date.parse(b) ? a : b;
}
