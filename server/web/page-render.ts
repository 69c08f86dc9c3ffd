import { randomUUID } from "node:crypto";
import type { Lang } from "../../contract/languages.ts";
import type { AppContext, SiteData } from "../../contract/site-data.ts";
import type { PageDocument } from "./public-document.ts";

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

type Answer = (request: Request, context: AppContext) => Promise<PageDocument | Response | null>;

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
      site: page.lang === "en" ? page.site : page.site.inLang(page.lang),
      nonce: page.nonce,
      clientIp: page.clientIp,
      origin: page.origin,
      get viewKey() {
        viewKey ??= randomUUID();
        return viewKey;
      },
      lang: page.lang,
    };
    const answer =
      (opts.documents ? await opts.documents(page.request, context) : null) ??
      (await opts.handler(page.request, context));
    const headers: [string, string][] = [];
    for (const [name, value] of answer.headers) if (name !== "set-cookie") headers.push([name, value]);
    const shareable = !/no-store|private/i.test(answer.headers.get("cache-control") ?? "");
    const out = { status: answer.status, headers, cookies: answer.headers.getSetCookie(), shareable, viewKey };
    // A public page is finished as text (styles inlined) and turned into bytes once.
    const finished = (html: string) => ({
      ...out,
      body: page.staff ? Buffer.from(html) : opts.finish(html),
      html: true,
    });
    if (page.request.method === "HEAD") {
      return { ...out, body: answer instanceof Response && answer.body ? undefined : null, html: false };
    }
    if (!(answer instanceof Response)) return finished(answer.html);
    if (!answer.body) return { ...out, body: null, html: false };
    if (!/^text\/html/.test(answer.headers.get("content-type") ?? "")) {
      return { ...out, body: Buffer.from(await answer.arrayBuffer()), html: false };
    }
    return finished(await answer.text());
  };
}
