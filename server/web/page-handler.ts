import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, type ServerBuild } from "react-router";
import { todayInKolkata } from "../../contract/dates.ts";
import { type Lang, PREFIXED_LANGUAGES, splitLangPath } from "../../contract/languages.ts";
import type { AppContext, SiteData } from "../../contract/site-data.ts";
import { isStaffPath } from "../../contract/staff-area.ts";
import { acceptsGzip, encode, pickEncoding } from "../api/content/http-cache.ts";
import { clientKey } from "../http/client-key.ts";
import { FixedWindowLimiter } from "../http/fixed-window.ts";
import { redactUrl } from "../http/log-redaction.ts";
import { alertsHtml, hiddenAlerts } from "../notices/alert-html.ts";
import { type Services, siteData } from "../services.ts";
import { type CachedPage, PageCache, personalise, withAlert } from "./page-cache.ts";
import { pageCacheUrl } from "./page-query.ts";
import { publicDocuments } from "./public-document.ts";
import { publicOrigin } from "./reach/origin.ts";

export interface PageOptions {
  /** Directory of `react-router build` output (build/). */
  buildDir: string;
  /** Development: a function returning the current server build (from Vite). */
  devBuild?: () => Promise<ServerBuild>;
  /** Tests only: answers pages instead of a React Router build. */
  handler?: (request: Request, context: AppContext) => Promise<Response>;
  /**
   * How long a visitor waits for a render of a newer version of a page
   * before getting the last good one instead (x-page-cache: stale), while
   * that render finishes in the background. Default: PAGE_STALE_WAIT_MS (config).
   */
  staleWaitMs?: number;
}

/**
 * Page requests per client (IPv6 per /64) and minute: far more than a
 * person clicking, and the same as the API, so the no-JavaScript form posts
 * (POST /tc, POST /admission-enquire) sit under the same limit as their API.
 */
const PAGE_LIMIT = { max: 600, windowMs: 60_000 } as const;

/** Only a staff session makes a page personal; any other cookie is ignored. */
const STAFF_COOKIE = /(?:^|;\s*)(?:__Host-)?staff_session=/;
/** The language a visitor chose in the header's switcher (app/components/layout/language-switcher.enhance.ts). */
const LANG_COOKIE = new RegExp(`(?:^|;\\s*)lang=(${PREFIXED_LANGUAGES.join("|")})(?:;|$)`);

/**
 * Serves the built client assets and hands every other request (GET for
 * pages, POST for forms without JavaScript) to React Router's request handler.
 */
export async function registerPages(app: FastifyInstance, services: Services, opts: PageOptions): Promise<void> {
  const clientDir = path.join(opts.buildDir, "client");
  let handler: ReturnType<typeof createRequestHandler>;
  /** Public page views of a production build, rendered without React Router's request handler (public-document.ts). */
  let documents: ReturnType<typeof publicDocuments> | undefined;
  if (opts.handler) {
    handler = opts.handler as unknown as typeof handler;
  } else if (opts.devBuild) {
    handler = createRequestHandler(opts.devBuild, "development");
  } else {
    const build = (await import(path.join(opts.buildDir, "server", "index.js"))) as ServerBuild;
    handler = createRequestHandler(build, "production");
    documents = publicDocuments(build, (err, request) =>
      app.log.error({ err, url: redactUrl(request.url) }, "page loader failed"),
    );
    await app.register(fastifyStatic, {
      root: clientDir,
      prefix: "/",
      wildcard: false,
      index: false,
      // .br/.gz copies made by scripts/compress-assets.mjs after the build.
      preCompressed: true,
      setHeaders(res, filePath) {
        // Vite puts a content hash in every name under assets/; the rest may change.
        res.setHeader(
          "Cache-Control",
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? "public, max-age=31536000, immutable"
            : "public, max-age=3600",
        );
      },
    });
  }

  // One read side per school, made on first use (siteData only closes over the code).
  const sites = new Map<string, SiteData>();
  const siteOf = (school: string) => {
    let site = sites.get(school);
    if (!site) {
      site = siteData(services, school);
      sites.set(school, site);
    }
    return site;
  };
  const cache = new PageCache();
  const staleWaitMs = opts.staleWaitMs ?? services.config.pageStaleWaitMs;
  // Renders under way, by cache key: concurrent misses of one page share one render.
  const rendering = new Map<string, Promise<void>>();
  const popular = new PopularPages();
  /**
   * Keys whose last background render failed (an error, the database slow):
   * their visitors keep getting the older copy, and the next one tries again.
   */
  const failed = new Set<string>();
  const noteFailed = (key: string) => {
    // Only failures are kept: a handful at most, unless something is badly wrong.
    if (failed.size >= 1000) failed.clear();
    failed.add(key);
  };
  /** Marks the server's own background renders (made at start, so no visitor can send it). */
  const warmSecret = randomUUID();
  /**
   * Renders the page under `key` in the background, through the app itself
   * (a request with the secret header), unless a render of it is under way;
   * settles once the page is stored or the render failed.
   */
  const renderAhead = (key: string, page: PageAddress): Promise<void> => {
    let pending = rendering.get(key);
    if (pending) return pending;
    failed.delete(key);
    pending = app
      .inject({
        method: "GET",
        url: page.url,
        remoteAddress: page.via.remoteAddress,
        headers: { ...page.via.headers, host: page.host, [WARM_HEADER]: warmSecret },
      })
      .then(
        (res) => {
          // The new version is no page to share (gone, moved, now private):
          // its old copy must not stand in for it any longer. (A stale answer
          // means the database is away: the old copy is all there is.)
          if (res.statusCode >= 500) noteFailed(key);
          else if (res.headers["x-page-cache"] !== "stale" && !cache.get(key)) cache.dropOlder(page.cacheUrl);
        },
        (err) => {
          noteFailed(key);
          app.log.warn({ err, url: page.url }, "background page render failed");
        },
      )
      .finally(() => rendering.delete(key));
    rendering.set(key, pending);
    return pending;
  };
  /** The cache key of a page now (its content version, today), or its last good copy while the database is away. */
  const lookup = (page: { school: string; cacheUrl: string }) =>
    cache.lookup(page.cacheUrl, () => services.schools.version(siteOf(page.school).schoolCode), todayInKolkata());
  warmAfterChanges(app, services, popular, async (page) => {
    const { key } = await lookup(page);
    if (key !== undefined && !cache.get(key)) await renderAhead(key, page);
  });
  const limiter = new FixedWindowLimiter(
    "pages",
    Math.max(1, Math.round(PAGE_LIMIT.max * services.config.rateLimitFactor)),
    PAGE_LIMIT.windowMs,
    services.shared.windows,
  );
  /**
   * The alerts a visitor sees now (issue 30), as bytes for the page's alert
   * slot: the same few strings for everyone, so they are kept by what they show.
   */
  const alertBytes = new Map<string, Buffer>();
  const alertFor = async (req: FastifyRequest): Promise<Buffer> => {
    const showing = await services.alerts.showing(req.school);
    if (!showing.length) return Buffer.alloc(0);
    const hidden = hiddenAlerts(req.headers.cookie);
    const key = `${showing.map((a) => `${a.id}:${a.text}:${a.link}`).join("|")}#${[...hidden].join(".")}`;
    let bytes = alertBytes.get(key);
    if (!bytes) {
      if (alertBytes.size >= 100) alertBytes.clear();
      bytes = Buffer.from(alertsHtml(showing, hidden));
      alertBytes.set(key, bytes);
    }
    return bytes;
  };
  const inlineStyles = opts.devBuild ? (html: string) => html : styleInliner(clientDir);
  /**
   * A public page finished as bytes: its stylesheets inlined inside
   * `<head>`, then turned into bytes next to the rest of the page as it is.
   * A 120 KB page is a string of over 128 KB, which V8 keeps outside its
   * young generation until a full collection: making the whole page again
   * (once for the styles, once more to encode it) made RSS grow with the
   * render rate.
   */
  const finishPage = (html: string): Buffer => {
    const close = html.indexOf("</head>");
    if (close < 0) return Buffer.from(inlineStyles(html));
    return Buffer.concat([Buffer.from(inlineStyles(html.slice(0, close))), Buffer.from(html.slice(close))]);
  };

  await app.register(async (pages) => {
    // Page forms arrive as raw bytes and go to React Router untouched.
    pages.removeAllContentTypeParsers();
    pages.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: 64 * 1024 }, (_req, body, done) =>
      done(null, body),
    );

    const handle = async (req: FastifyRequest, reply: FastifyReply) => {
      // The server's own background renders are no visitor and count under no limit.
      const warm = req.headers[WARM_HEADER] === warmSecret;
      const allowed = warm ? { ok: true as const } : await limiter.take(req.school, [clientKey(req.ip)]);
      if (!allowed.ok) {
        return reply
          .status(429)
          .header("Retry-After", String(allowed.retryAfter))
          .type("text/plain; charset=utf-8")
          .send(`Too many requests. Please wait ${allowed.retryAfter} seconds and try again.`);
      }
      if (!HOST_PATTERN.test(req.headers.host ?? "localhost")) return badHost(reply);
      // Anonymous GETs are shared by every visitor, whatever other cookies
      // they carry (analytics, a proxy's); only a staff session or a body is
      // rendered fresh.
      const staff = isStaffPath(req.url) || STAFF_COOKIE.test(req.headers.cookie ?? "");
      // PAGE_CACHE=off (benchmarks, diagnosis): every page is rendered.
      const cacheable = req.method === "GET" && !staff && services.config.pageCache;
      if (!services.config.pageCache) reply.header("x-page-cache", "off");
      const site = siteOf(req.school);
      // A language other than English lives under its prefix (/mr/history is
      // /history in Marathi) once the school has switched it on; otherwise
      // the prefixed address is no page (the catch-all route answers 404).
      // The prefix stays in the cache key: each language is a page of its own.
      let lang: Lang = "en";
      const split = splitLangPath(req.url);
      if (split.lang !== "en" && !isStaffPath(split.path)) {
        if ((await site.school()).languages.includes(split.lang)) lang = split.lang;
      }
      // The home page's address typed again: a visitor who chose a language
      // in the switcher gets it. Only "/" (crawlers carry no cookie, and a
      // link to any other page opens as it was shared).
      const chosen =
        req.method === "GET" && split.path === "/" && !staff ? LANG_COOKIE.exec(req.headers.cookie ?? "") : null;
      if (chosen && split.lang === "en" && (await site.school()).languages.includes(chosen[1] as Lang)) {
        return reply.header("Cache-Control", "private, no-store").redirect(`/${chosen[1]}/`, 302);
      }
      // Keyed by school and host: two schools never share a page, and a page
      // whose links were made for one host (canonical, sharing tags, feeds)
      // is never served under another, so a forged Host header cannot plant
      // its name in what every visitor gets. Only the query parameters a
      // page reads count (page-query.ts).
      const url = pageCacheUrl(req.url);
      const host = req.headers.host ?? "localhost";
      const cacheUrl = `${req.school} ${host.toLowerCase()} ${url}`;
      const address = { school: req.school, url, host, cacheUrl };
      const found = cacheable ? await lookup(address) : { key: "" };
      const sendCached = async (page: CachedPage, how: "hit" | "stale") => {
        const alert = await alertFor(req);
        reply.status(page.status).headers(Object.fromEntries(page.headers)).header("x-page-cache", how);
        // Compressed from parts deflated once (gzip-splice.ts), not again per visitor.
        const gzip = page.body.length >= 1024 && acceptsGzip(req.headers["accept-encoding"]);
        if (gzip) reply.header("Content-Encoding", "gzip").header("Vary", "Accept-Encoding");
        return reply.send(personalise(page, req.cspNonce, randomUUID, gzip ? "gzip" : null, alert));
      };
      if (found.stale) return sendCached(found.stale, "stale");
      const key = found.key ?? "";
      if (cacheable) {
        const hit = cache.get(key);
        if (hit) {
          popular.hit(cacheUrl);
          return sendCached(hit, "hit");
        }
        // A background render is the one render of its key: it waits for nothing.
        if (!warm) {
          // How this visitor's request came in, for renders of it in the background (made on a miss only).
          const visit = { ...address, via: viaOf(req) };
          popular.missed(cacheUrl, visit);
          // Stale-while-revalidate: with an older copy of this page at hand,
          // its new version is rendered in the background (or already is:
          // the warm-up, another visitor) and this visitor waits for it only
          // briefly. Without one, they wait for a render under way (a crowd
          // right after a change shares one render) or render it themselves.
          const older = cache.older(cacheUrl, key);
          const pending = older ? renderAhead(key, visit) : rendering.get(key);
          if (pending) {
            const done = older ? await settlesWithin(pending, staleWaitMs) : await pending.then(() => true);
            const fresh = cache.get(key);
            if (fresh) return sendCached(fresh, "hit");
            if (older && (!done || failed.has(key))) return sendCached(older, "stale");
          }
        }
        reply.header("x-page-cache", "miss");
      }
      let rendered: () => void = () => {};
      // A background render was entered in `rendering` by whoever started it.
      if (cacheable && !warm && !rendering.has(key)) {
        rendering.set(
          key,
          new Promise<void>((resolve) => {
            rendered = () => {
              rendering.delete(key);
              resolve();
            };
          }),
        );
      }
      try {
        return await render(req, reply, { staff, cacheable, key, cacheUrl, site, url, lang });
      } finally {
        rendered();
      }
    };

    const render = async (
      req: FastifyRequest,
      reply: FastifyReply,
      {
        staff,
        cacheable,
        key,
        cacheUrl,
        site,
        url,
        lang,
      }: {
        staff: boolean;
        cacheable: boolean;
        key: string;
        cacheUrl: string;
        site: SiteData;
        url: string;
        lang: Lang;
      },
    ) => {
      // Only a render needs the Web request (a cached answer does not). A
      // shared page is rendered from the address it is cached under, so no
      // visitor's stray parameters end up in links every visitor gets.
      const address = cacheable ? url : req.url;
      // React Router sees the page's English address; the language goes in the load context.
      const request = toWebRequest(req, reply, lang === "en" ? address : splitLangPath(address).path);
      if (!request) return badHost(reply);
      // Made only when a page asks for it (the enquiry form), like the nonce.
      let viewKey: string | undefined;
      const context: AppContext = {
        site,
        nonce: req.cspNonce,
        clientIp: req.ip,
        origin: publicOrigin(services.config, req),
        get viewKey() {
          viewKey ??= randomUUID();
          return viewKey;
        },
        // Filled by app/entry.server.tsx with a public page's HTML.
        html: undefined,
        lang,
      };
      const response =
        (documents ? await documents(request, context) : null) ?? (await handler(request, context as never));
      reply.status(response.status);
      const headers: [string, string][] = [];
      for (const [name, value] of response.headers) {
        if (name === "set-cookie") continue;
        headers.push([name, value]);
        reply.header(name, value);
      }
      const cookies = response.headers.getSetCookie();
      if (cookies.length) reply.header("set-cookie", cookies);
      const { html } = context;
      if ((html === undefined && !response.body) || req.method === "HEAD") {
        return reply.send(response.body ? undefined : null);
      }
      // A public page is finished as text (styles inlined, head tags added)
      // and turned into bytes once.
      const text =
        html ?? (/^text\/html/.test(response.headers.get("content-type") ?? "") ? await response.text() : undefined);
      const body =
        text === undefined ? Buffer.from(await response.arrayBuffer()) : staff ? Buffer.from(text) : finishPage(text);
      // Pages that say no-store or private are never shared. A form's
      // per-view key is no reason: each response of the cached page gets its own.
      const shareable = !/no-store|private/i.test(response.headers.get("cache-control") ?? "");
      if (cacheable && shareable && cookies.length === 0 && response.status === 200) {
        const page = { status: response.status, headers, body, nonce: req.cspNonce, storedAt: Date.now() };
        cache.set(key, viewKey && body.includes(viewKey) ? { ...page, viewKey } : page, cacheUrl);
      }
      if (text === undefined) return reply.send(body);
      // The cached copy keeps its alert slot; this answer gets the alerts showing now.
      return reply.send(await packed(req, reply, withAlert(body, await alertFor(req))));
    };
    pages.route({ method: ["GET", "HEAD", "POST"], url: "/*", handler: handle });
    pages.route({ method: ["GET", "HEAD", "POST"], url: "/", handler: handle });
  });
}

/** The header of the server's own background renders (its value is a secret made at start). */
const WARM_HEADER = "x-page-warm";
/** Pages of a school rendered again after each of its changes, most visited first. */
const WARM_PAGES = 30;
/** Pages rendered at once by the warm-up: a render waits on the database part of its time. */
const WARM_AT_ONCE = 3;

/** True when `pending` settles within `ms`, false when it is still running then. */
function settlesWithin(pending: Promise<void>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  return Promise.race([pending.then(() => true), late]).finally(() => clearTimeout(timer));
}

interface PageAddress {
  school: string;
  /** Path and the query parameters pages read (page-query.ts). */
  url: string;
  host: string;
  /** The page's cache address (school, host, url). */
  cacheUrl: string;
  /** How the visitor's request came in (viaOf), replayed by background renders. */
  via: { remoteAddress?: string; headers: Record<string, string> };
}

/** The proxy headers Fastify reads (when TRUST_PROXY trusts the sender) for the scheme, host and client. */
const FORWARDED = ["x-forwarded-proto", "x-forwarded-host", "x-forwarded-for"] as const;

/**
 * The sender and proxy headers of a visitor's request. A background render
 * of the page replays them, so behind a TLS proxy (without PUBLIC_ORIGIN) it
 * sees the https scheme and host the visitor's render saw: otherwise the
 * shared page's canonical and sharing links would say http.
 */
function viaOf(req: FastifyRequest): PageAddress["via"] {
  const headers: Record<string, string> = {};
  for (const name of FORWARDED) {
    const value = req.headers[name];
    if (typeof value === "string") headers[name] = value;
  }
  return { remoteAddress: req.socket.remoteAddress, headers };
}

/** The anonymous pages visitors asked for, with their hits: what to render again after a change. */
class PopularPages {
  private pages = new Map<string, PageAddress & { hits: number }>();

  constructor(private readonly max = 200) {}

  missed(cacheUrl: string, page: PageAddress): void {
    if (this.pages.has(cacheUrl)) return;
    if (this.pages.size >= this.max) {
      const oldest = this.pages.keys().next().value;
      if (oldest !== undefined) this.pages.delete(oldest);
    }
    this.pages.set(cacheUrl, { ...page, hits: 0 });
  }

  hit(cacheUrl: string): void {
    const page = this.pages.get(cacheUrl);
    if (page) page.hits++;
  }

  /** A school's pages, most visited first. */
  top(school: string, n: number): PageAddress[] {
    return [...this.pages.values()]
      .filter((p) => p.school === school)
      .sort((a, b) => b.hits - a.hits)
      .slice(0, n);
  }
}

/**
 * After each content change, made in this process or told by another
 * instance (through Redis), the school's most visited pages are rendered
 * again in the background, a few at a time and most visited first, by
 * `warm` (which skips pages already in the cache): the new version is there
 * before most visitors ask, and those who ask meanwhile get the old page
 * after a short wait (stale-while-revalidate) rather than another render.
 */
function warmAfterChanges(
  app: FastifyInstance,
  services: Services,
  popular: PopularPages,
  warm: (page: PageAddress) => Promise<void>,
): void {
  const due = new Set<string>();
  let running = false;
  let closed = false;
  app.addHook("onClose", async () => {
    closed = true;
  });
  const run = async () => {
    if (running) return;
    running = true;
    try {
      while (due.size > 0 && !closed) {
        const school = due.values().next().value as string;
        due.delete(school);
        const pages = popular.top(school, WARM_PAGES);
        let next = 0;
        await Promise.all(
          Array.from({ length: WARM_AT_ONCE }, async () => {
            // A newer change starts the list again (pages already rendered are skipped).
            while (next < pages.length && !closed && !due.has(school)) {
              const page = pages[next++];
              await warm(page).catch((err) => app.log.warn({ err, url: page.url }, "page warm-up failed"));
            }
          }),
        );
      }
    } finally {
      running = false;
    }
  };
  const changed = (school: string) => {
    due.add(school);
    // After the change's own request has answered: a change often comes in a few steps.
    setTimeout(() => void run(), 20).unref();
  };
  services.schools.onBump(changed);
  services.schools.onChangeElsewhere(changed);
}

/** Stylesheets up to this size go inside the page; larger ones stay links. */
const INLINE_CSS_LIMIT = 48 * 1024;

/**
 * Public pages carry their stylesheets inline: on a phone over mobile data a
 * render-blocking stylesheet costs a round trip before anything shows, while
 * a few KB more of compressed HTML cost almost nothing. The files are read
 * once (their names carry a content hash).
 */
export function styleInliner(clientDir: string): (html: string) => string {
  const styles = new Map<string, string | null>();
  const read = (href: string): string | null => {
    let css = styles.get(href);
    if (css !== undefined) return css;
    const file = path.join(clientDir, path.normalize(href));
    css = null;
    if (file.startsWith(clientDir + path.sep) && fs.existsSync(file) && fs.statSync(file).size <= INLINE_CSS_LIMIT) {
      const text = fs.readFileSync(file, "utf8");
      if (!/<\/style/i.test(text)) css = text;
    }
    styles.set(href, css);
    return css;
  };
  return (html) =>
    html.replace(
      /<link (?:nonce="[^"]*" )?rel="stylesheet" href="(\/assets\/[\w.-]+\.css)"\/>/g,
      (tag, href: string) => {
        const css = read(href);
        return css === null ? tag : `<style>${css}</style>`;
      },
    );
}

/**
 * A rendered page compressed in one piece in the thread pool (encode: brotli
 * at a quality cheap enough per render, else gzip), with its Content-Encoding:
 * the app-wide on-the-fly compression would put the finished page through a
 * stream, whose plumbing on the main thread cost more than a tenth of an
 * uncached render. Pages too small to gain, or for a client taking neither,
 * are sent as they are; a failure to compress sends them as they are too.
 */
async function packed(req: FastifyRequest, reply: FastifyReply, body: Buffer): Promise<Buffer> {
  if (body.length < 1024 || req.headers["x-no-compression"] !== undefined) return body;
  const encoding = pickEncoding(req.headers["accept-encoding"]);
  const out = encoding ? await encode(encoding, body, true) : null;
  if (!encoding || !out) return body;
  const vary = reply.getHeader("vary");
  reply.header("Content-Encoding", encoding).header("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
  return out;
}

const badHost = (reply: FastifyReply) =>
  reply.status(400).type("text/plain; charset=utf-8").send("Bad request: the Host header is not valid.");

/** A host name or address with an optional port; anything else is a bad request. */
const HOST_PATTERN = /^(?:[a-z0-9](?:[a-z0-9.-]{0,251}[a-z0-9])?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** The request for React Router, or null when the Host header cannot make a URL. */
function toWebRequest(req: FastifyRequest, reply: FastifyReply, path: string): Request | null {
  const host = req.headers.host ?? "localhost";
  if (!HOST_PATTERN.test(host)) return null;
  let url: URL;
  try {
    url = new URL(path, `${req.protocol}://${host}`);
  } catch {
    return null;
  }
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else headers.set(key, String(value));
  }
  const controller = new AbortController();
  reply.raw.on("close", () => controller.abort());
  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers, signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD" && Buffer.isBuffer(req.body)) {
    init.body = new Uint8Array(req.body);
  }
  return new Request(url, init);
}
