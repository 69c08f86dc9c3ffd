import { randomBytes, randomUUID } from "node:crypto";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, type ServerBuild } from "react-router";
import { todayInKolkata } from "../../contract/dates.ts";
import { type Lang, PREFIXED_LANGUAGES, splitLangPath } from "../../contract/languages.ts";
import type { AppContext, SiteData } from "../../contract/site-data.ts";
import { isStaffPath } from "../../contract/staff-area.ts";
import { StaffAuth } from "../accounts/staff-auth.ts";
import { clientKey } from "../http/client-key.ts";
import { acceptsGzip } from "../http/encoding.ts";
import { FixedWindowLimiter } from "../http/fixed-window.ts";
import { redactUrl } from "../http/log-redaction.ts";
import { alertsHtml, hiddenAlerts } from "../notices/alert-html.ts";
import { hostSchoolsOf, normalizeHost } from "../schools/host-school.ts";
import { type Services, siteData } from "../services.ts";
import { packed, pageFinisher, styleInliner } from "./finish-page.ts";
import { type PageAddress, PopularPages, RendersUnderWay, settlesWithin, warmAfterChanges } from "./fresh-pages.ts";
import { type CachedPage, PageCache, personalise, withAlert } from "./page-cache.ts";
import { pageCacheUrl } from "./page-query.ts";
import { pageRenderer, type RenderedPage } from "./page-render.ts";
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

/** A staff session's token: only a valid one makes a page personal; any other cookie is ignored. */
const STAFF_COOKIE = /(?:^|;\s*)(?:__Host-)?staff_session=([^;]*)/;
/** The page limit's one scope: a client's page requests count together, whichever school's host they use. */
const EVERY_SCHOOL = "*";
/** The language a visitor chose in the header's switcher (app/components/layout/language-switcher.enhance.ts). */
const LANG_COOKIE = new RegExp(`(?:^|;\\s*)lang=(${PREFIXED_LANGUAGES.join("|")})(?:;|$)`);

/**
 * Serves the built client assets and answers every other request (GET for
 * pages, POST for forms without JavaScript) by a pipeline read top to
 * bottom in `handle`: limit → host → staff or visitor → cache → render →
 * store. Fresh-page logic lives in fresh-pages.ts, the render in
 * page-render.ts, finishing (styles, compression) in finish-page.ts.
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
  const { config } = services;
  const cache = new PageCache();
  const staleWaitMs = opts.staleWaitMs ?? config.pageStaleWaitMs;
  const renders = new RendersUnderWay();
  const popular = new PopularPages();
  const hosts = hostSchoolsOf(services);
  const renderPage = pageRenderer({
    documents,
    handler: handler as unknown as (request: Request, context: AppContext) => Promise<Response>,
    finish: pageFinisher(opts.devBuild ? (html: string) => html : styleInliner(clientDir)),
  });
  const limiter = new FixedWindowLimiter(
    "pages",
    Math.max(1, Math.round(PAGE_LIMIT.max * config.rateLimitFactor)),
    PAGE_LIMIT.windowMs,
    services.shared.windows,
  );
  // Made on the first request carrying a staff cookie (it prepares a password hash).
  let auth: StaffAuth | undefined;
  /** True for a valid staff session of this school: a forged or foreign cookie is an ordinary visitor. */
  const isStaff = async (req: FastifyRequest): Promise<boolean> => {
    if (isStaffPath(req.url)) return true;
    const token = STAFF_COOKIE.exec(req.headers.cookie ?? "")?.[1];
    if (!token) return false;
    auth ??= new StaffAuth(services);
    const user = await auth.session(token).catch(() => null);
    return user?.schoolCode === req.school;
  };
  /**
   * The host part of a page's cache address, and the origin its links are
   * made from. A page whose links were made for one host (canonical, sharing
   * tags, feeds) is never served under another, so a forged Host cannot
   * plant its name in what every visitor gets; and a Host the site does not
   * know makes no page of its own when the site knows its name: with
   * PUBLIC_ORIGIN every host gets the same page, and a host not in the hosts
   * table gets the page of the school's first listed host.
   */
  const siteAddress = (req: FastifyRequest): { host: string; origin: string } => {
    if (config.publicOrigin) return { host: "", origin: publicOrigin(config, req) };
    const asked = req.headers.host ?? "localhost";
    if (hosts.isListed(asked)) return { host: normalizeHost(asked), origin: publicOrigin(config, req) };
    const own = hosts.firstHostOf(req.school);
    if (own) return { host: own, origin: `${req.protocol === "https" ? "https" : "http"}://${own}` };
    return { host: asked.toLowerCase(), origin: publicOrigin(config, req) };
  };
  /** The cache key of a page now (its content version, today), or its last good copy while the database is away. */
  const lookup = (page: { school: string; cacheUrl: string }) =>
    cache.lookup(page.cacheUrl, () => services.schools.version(siteOf(page.school).schoolCode), todayInKolkata());
  const store = (key: string, cacheUrl: string, page: RenderedPage, nonce: string) => {
    if (!page.body || page.status !== 200 || !page.shareable || page.cookies.length > 0) return false;
    const entry = { status: page.status, headers: page.headers, body: page.body, nonce, storedAt: Date.now() };
    // A form's per-view key is no reason not to share: each response of the cached page gets its own.
    cache.set(
      key,
      page.viewKey && page.body.includes(page.viewKey) ? { ...entry, viewKey: page.viewKey } : entry,
      cacheUrl,
    );
    return true;
  };
  /**
   * The page under `key` rendered in the background (stale-while-revalidate,
   * warm-up after a change) by the same renderPage visitors use; logged as
   * the background work it is, under the id of the request or change that
   * caused it. Settles once the page is stored or the render failed.
   */
  const renderAhead = (key: string, page: PageAddress, cause: string): Promise<void> =>
    renders.start(key, async () => {
      const started = performance.now();
      const path = page.lang === "en" ? page.url : splitLangPath(page.url).path;
      const nonce = randomBytes(16).toString("base64");
      try {
        const rendered = await renderPage({
          request: new Request(new URL(path, page.origin)),
          site: siteOf(page.school),
          nonce,
          clientIp: page.clientIp,
          origin: page.origin,
          lang: page.lang,
          staff: false,
        });
        // The new version is no page to share (gone, moved, now private):
        // its old copy must not stand in for it any longer.
        if (!store(key, page.cacheUrl, rendered, nonce) && rendered.status < 500 && !cache.get(key)) {
          cache.dropOlder(page.cacheUrl);
        }
        const responseTime = Math.round(performance.now() - started);
        app.log.info(
          { reqId: cause, url: redactUrl(page.url), statusCode: rendered.status, responseTime },
          "background page render",
        );
        return rendered.status < 500;
      } catch (err) {
        app.log.warn({ reqId: cause, err, url: redactUrl(page.url) }, "background page render failed");
        throw err;
      }
    });
  warmAfterChanges(app, services, popular, async (page) => {
    const { key } = await lookup(page);
    if (key !== undefined && !cache.get(key)) await renderAhead(key, page, "warm-up");
  });
  /**
   * A page from the cache for this visitor, if it has one to give: stored
   * now, or (stale-while-revalidate) its older copy while the new version
   * renders in the background, after a short wait for it.
   */
  const fromCache = async (key: string, page: PageAddress, reqId: string) => {
    const hit = cache.get(key);
    if (hit) {
      popular.hit(page.cacheUrl);
      return { page: hit, how: "hit" as const };
    }
    popular.missed(page.cacheUrl, page);
    // With an older copy at hand, the new version is rendered in the
    // background (or already is: the warm-up, another visitor) and this
    // visitor waits for it only briefly. Without one, they wait for a render
    // under way (a crowd right after a change shares one render) or render it themselves.
    const older = cache.older(page.cacheUrl, key);
    const pending = older ? renderAhead(key, page, reqId) : renders.of(key);
    if (!pending) return null;
    const done = older ? await settlesWithin(pending, staleWaitMs) : await pending.then(() => true);
    const fresh = cache.get(key);
    if (fresh) return { page: fresh, how: "hit" as const };
    if (older && (!done || renders.hasFailed(key))) return { page: older, how: "stale" as const };
    return null;
  };
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
  const sendCached = async (req: FastifyRequest, reply: FastifyReply, page: CachedPage, how: "hit" | "stale") => {
    const alert = await alertFor(req);
    reply.status(page.status).headers(Object.fromEntries(page.headers)).header("x-page-cache", how);
    // Compressed from parts deflated once (gzip-splice.ts), not again per visitor.
    const gzip = page.body.length >= 1024 && acceptsGzip(req.headers["accept-encoding"]);
    if (gzip) reply.header("Content-Encoding", "gzip").header("Vary", "Accept-Encoding");
    return reply.send(personalise(page, req.cspNonce, randomUUID, gzip ? "gzip" : null, alert));
  };
  /**
   * A language other than English lives under its prefix (/mr/history is
   * /history in Marathi) once the school has switched it on; otherwise the
   * prefixed address is no page (the catch-all route answers 404). The home
   * page's address typed again takes a visitor who chose a language in the
   * switcher to it (only "/": crawlers carry no cookie, and a link to any
   * other page opens as it was shared).
   */
  const languageOf = async (req: FastifyRequest, site: SiteData, staff: boolean) => {
    const split = splitLangPath(req.url);
    let lang: Lang = "en";
    if (split.lang !== "en" && !isStaffPath(split.path) && (await site.school()).languages.includes(split.lang)) {
      lang = split.lang;
    }
    const chosen =
      req.method === "GET" && split.path === "/" && !staff ? LANG_COOKIE.exec(req.headers.cookie ?? "") : null;
    const switchTo =
      chosen && split.lang === "en" && (await site.school()).languages.includes(chosen[1] as Lang) ? chosen[1] : null;
    return { lang, switchTo };
  };

  await app.register(async (pages) => {
    // Page forms arrive as raw bytes and go to React Router untouched.
    pages.removeAllContentTypeParsers();
    pages.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: 64 * 1024 }, (_req, body, done) =>
      done(null, body),
    );

    const handle = async (req: FastifyRequest, reply: FastifyReply) => {
      // 1. The limit: per client, whichever school's host it asks.
      const allowed = await limiter.take(EVERY_SCHOOL, [clientKey(req.ip)]);
      if (!allowed.ok) return tooMany(reply, allowed.retryAfter);
      // 2. The host.
      if (!HOST_PATTERN.test(req.headers.host ?? "localhost")) return badHost(reply);
      // 3. Staff or visitor: anonymous GETs are shared by every visitor,
      // whatever other cookies they carry (analytics, a proxy's); only a
      // valid staff session or a body is rendered fresh.
      const staff = await isStaff(req);
      // PAGE_CACHE=off (benchmarks, diagnosis): every page is rendered.
      const cacheable = req.method === "GET" && !staff && config.pageCache;
      if (!config.pageCache) reply.header("x-page-cache", "off");
      const site = siteOf(req.school);
      const { lang, switchTo } = await languageOf(req, site, staff);
      if (switchTo) return reply.header("Cache-Control", "private, no-store").redirect(`/${switchTo}/`, 302);
      // 4. The cache: keyed by school, host (siteAddress) and the query
      // parameters a page reads (page-query.ts); the language prefix stays
      // in the key, so each language is a page of its own.
      const url = pageCacheUrl(req.url);
      const { host, origin } = siteAddress(req);
      const page: PageAddress = {
        school: req.school,
        url,
        cacheUrl: `${req.school} ${host} ${url}`,
        origin,
        lang,
        clientIp: req.ip,
      };
      const found = cacheable ? await lookup(page) : { key: "" };
      if (found.stale) return sendCached(req, reply, found.stale, "stale");
      const key = found.key ?? "";
      if (cacheable) {
        const ready = await fromCache(key, page, req.id);
        if (ready) return sendCached(req, reply, ready.page, ready.how);
        reply.header("x-page-cache", "miss");
      }
      // 5. The render: a shared page from the address it is cached under, so
      // no visitor's stray parameters end up in links every visitor gets;
      // React Router sees the English address, the language goes in the context.
      const address = cacheable ? url : req.url;
      const request = toWebRequest(req, reply, lang === "en" ? address : splitLangPath(address).path);
      if (!request) return badHost(reply);
      const done = cacheable ? renders.claim(key) : () => {};
      try {
        const rendered = await renderPage({
          request,
          site,
          nonce: req.cspNonce,
          clientIp: req.ip,
          origin,
          lang,
          staff,
        });
        // 6. Stored when it may be shared, and sent.
        if (cacheable) store(key, page.cacheUrl, rendered, req.cspNonce);
        reply.status(rendered.status);
        for (const [name, value] of rendered.headers) reply.header(name, value);
        if (rendered.cookies.length) reply.header("set-cookie", rendered.cookies);
        if (!rendered.body) return reply.send(rendered.body);
        if (!rendered.html) return reply.send(rendered.body);
        // The cached copy keeps its alert slot; this answer gets the alerts showing now.
        return reply.send(await packed(req, reply, withAlert(rendered.body, await alertFor(req))));
      } finally {
        done();
      }
    };
    pages.route({ method: ["GET", "HEAD", "POST"], url: "/*", handler: handle });
    pages.route({ method: ["GET", "HEAD", "POST"], url: "/", handler: handle });
  });
}

const tooMany = (reply: FastifyReply, retryAfter: number) =>
  reply
    .status(429)
    .header("Retry-After", String(retryAfter))
    .type("text/plain; charset=utf-8")
    .send(`Too many requests. Please wait ${retryAfter} seconds and try again.`);

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
