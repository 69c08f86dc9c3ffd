import { randomUUID } from "node:crypto";
import type { Lang } from "../../contract/languages.ts";
import type { AppContext, SiteData } from "../../contract/site-data.ts";

/** What one render of a page is given. */
interface PageRequest {
  /** The Web request React Router sees (the page's English address). */
  request: Request;
  site: SiteData;
  /** CSP nonce the page's own scripts carry (a cached copy gets each visitor's swapped in). */
  nonce: string;
  clientIp: string;
  /** The site's public origin, for absolute links. */
  origin: string;
  lang: Lang;
  /** A staff member's view: no styles inlined (the staff area loads its stylesheets). */
  staff: boolean;
}

/** A rendered page: what the visitor gets and what the page cache may keep. */
export interface RenderedPage {
  status: number;
  /** Headers of the page, set-cookie aside. */
  headers: [string, string][];
  cookies: string[];
  /** The body as bytes; undefined for HEAD or a page with none (null: React Router gave no body at all). */
  body: Buffer | undefined | null;
  /** True for HTML finished here (compressed per visitor); false for other bytes. */
  html: boolean;
  /** A page marked no-store or private is never shared. */
  shareable: boolean;
  /** The per-view key the page asked for (a form's), if it asked. */
  viewKey?: string;
}

type Answer = (request: Request, context: AppContext) => Promise<Response | null>;

/**
 * One `renderPage` for every render of a page, a visitor's and the
 * background warm-up's alike: the public document path first (decision 005),
 * else React Router's handler, and the HTML finished (styles inlined) as bytes.
 */
export function pageRenderer(opts: {
  documents?: Answer;
  handler: (request: Request, context: AppContext) => Promise<Response>;
  finish: (html: string) => Buffer;
}) {
  return async function renderPage(page: PageRequest): Promise<RenderedPage> {
    // Made only when a page asks for it (the enquiry form), like the nonce.
    let viewKey: string | undefined;
    const context: AppContext = {
      // In another language the lists, albums and notices carry the school's translated words.
      site: page.lang === "en" ? page.site : (page.site.inLang?.(page.lang) ?? page.site),
      nonce: page.nonce,
      clientIp: page.clientIp,
      origin: page.origin,
      get viewKey() {
        viewKey ??= randomUUID();
        return viewKey;
      },
      // Filled by app/entry.server.tsx with a public page's HTML.
      html: undefined,
      lang: page.lang,
    };
    const response =
      (opts.documents ? await opts.documents(page.request, context) : null) ??
      (await opts.handler(page.request, context));
    const headers: [string, string][] = [];
    for (const [name, value] of response.headers) if (name !== "set-cookie") headers.push([name, value]);
    const shareable = !/no-store|private/i.test(response.headers.get("cache-control") ?? "");
    const out = { status: response.status, headers, cookies: response.headers.getSetCookie(), shareable, viewKey };
    const { html } = context;
    if ((html === undefined && !response.body) || page.request.method === "HEAD") {
      return { ...out, body: response.body ? undefined : null, html: false };
    }
    // A public page is finished as text (styles inlined) and turned into bytes once.
    const text =
      html ?? (/^text\/html/.test(response.headers.get("content-type") ?? "") ? await response.text() : undefined);
    if (text === undefined) return { ...out, body: Buffer.from(await response.arrayBuffer()), html: false };
    return { ...out, body: page.staff ? Buffer.from(text) : opts.finish(text), html: true, viewKey };
  };
}
