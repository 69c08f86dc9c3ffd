import { escapeXml } from "../escape-xml.ts";

export interface SitemapEntry {
  /** Site path with its query ("/sub-gallery?id=…"). */
  path: string;
  /** YYYY-MM-DD or an ISO instant; left out when unknown. */
  lastmod?: string | null;
}

/** A site path in a language: English at the spec's address, the others under their prefix ("/mr/", "/mr/news"). */
const inLang = (lang: string, path: string) => (lang === "en" ? path : `/${lang}${path}`);

/**
 * sitemaps.org XML of absolute addresses. A school with more than English
 * (issue 29) lists each page in each of its languages, every one naming all
 * of them and English as x-default (`xhtml:link`, as Google reads them), the
 * same alternates the pages' own <head> carries.
 */
export function buildSitemap(entries: SitemapEntry[], origin: string, languages: readonly string[] = ["en"]): string {
  const many = languages.length > 1;
  const urls = entries
    .flatMap((e) => {
      const lastmod = e.lastmod ? `<lastmod>${escapeXml(e.lastmod)}</lastmod>` : "";
      if (!many) return [`  <url><loc>${escapeXml(origin + e.path)}</loc>${lastmod}</url>`];
      const link = (hreflang: string, lang: string) =>
        `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(origin + inLang(lang, e.path))}"/>`;
      const links = [...languages.map((l) => link(l, l)), link("x-default", "en")].join("");
      return languages.map((l) => `  <url><loc>${escapeXml(origin + inLang(l, e.path))}</loc>${lastmod}${links}</url>`);
    })
    .join("\n");
  const xhtml = many ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : "";
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${xhtml}>
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
