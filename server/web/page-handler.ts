import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { splitLangPath } from "../../contract/languages.ts";
import type { SiteData } from "../../contract/site-data.ts";
import { clientKey } from "../http/client-key.ts";
import { FixedWindowLimiter } from "../http/fixed-window.ts";
import { type Services, siteData } from "../services.ts";
import type { PageAddress } from "./fresh-pages.ts";
import { isValidHost, siteAddress, toWebRequest } from "./page-address.ts";
import { type PageOptions, pageRendererFor } from "./page-build.ts";
import { pageCacheUrl } from "./page-query.ts";
import { badHost, pageReplies, tooMany } from "./page-reply.ts";
import { languageOf, staffCheck } from "./page-visitor.ts";
import { SharedPages } from "./shared-pages.ts";

export type { PageOptions } from "./page-build.ts";

/**
 * Page requests per client (IPv6 per /64) and minute: far more than a
 * person clicking, and the same as the API, so the no-JavaScript form posts
 * (POST /tc, POST /admission-enquire) sit under the same limit as their API.
 */
const PAGE_LIMIT = { max: 600, windowMs: 60_000 } as const;
/** The page limit's one scope: a client's page requests count together, whichever school's host they use. */
const EVERY_SCHOOL = "*";

/**
 * Serves the built client assets and answers every other request (GET for
 * pages, POST for forms without JavaScript) by a pipeline read top to
 * bottom in `handle`: limit → host → staff or visitor → cache → render →
 * store and send. The parts: who asks (page-visitor.ts), where the page is
 * (page-address.ts), the shared copies kept fresh (shared-pages.ts,
 * fresh-pages.ts), the render (page-build.ts, page-render.ts) and the
 * answer (page-reply.ts, finish-page.ts).
 */
export async function registerPages(app: FastifyInstance, services: Services, opts: PageOptions): Promise<void> {
  const { config } = services;
  const renderPage = await pageRendererFor(app, opts);
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
  const shared = new SharedPages(app, services, renderPage, siteOf, opts.staleWaitMs ?? config.pageStaleWaitMs);
  const replies = pageReplies(services);
  const isStaff = staffCheck(services.staffAuth);
  const hosts = services.hosts;
  const limitPerMinute = Math.max(1, Math.round(PAGE_LIMIT.max * config.rateLimitFactor));
  const limiter = new FixedWindowLimiter("pages", limitPerMinute, PAGE_LIMIT.windowMs, services.shared.windows);

  const handle = async (req: FastifyRequest, reply: FastifyReply) => {
    // 1. The limit: per client, whichever school's host it asks.
    const allowed = await limiter.take(EVERY_SCHOOL, [clientKey(req.ip)]);
    if (!allowed.ok) return tooMany(reply, allowed.retryAfter);
    // 2. The host.
    if (!isValidHost(req.headers.host)) return badHost(reply);
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
    const { host, origin } = siteAddress(config, hosts, req);
    const cacheUrl = `${req.school} ${host} ${url}`;
    const page: PageAddress = { school: req.school, url, cacheUrl, origin, lang, clientIp: req.ip };
    const found = cacheable ? await shared.lookup(page) : { key: "" };
    if (found.stale) return replies.sendCached(req, reply, found.stale, "stale");
    const key = found.key ?? "";
    if (cacheable) {
      const ready = await shared.forVisitor(key, page, req.id);
      if (ready) return replies.sendCached(req, reply, ready.page, ready.how);
      reply.header("x-page-cache", "miss");
    }
    // 5. The render: a shared page from the address it is cached under, so
    // no visitor's stray parameters end up in links every visitor gets;
    // React Router sees the English address, the language goes in the context.
    const address = cacheable ? url : req.url;
    const request = toWebRequest(req, reply, lang === "en" ? address : splitLangPath(address).path);
    if (!request) return badHost(reply);
    const done = cacheable ? shared.claim(key) : () => {};
    try {
      const rendered = await renderPage({ request, site, nonce: req.cspNonce, clientIp: req.ip, origin, lang, staff });
      // 6. Stored when it may be shared, and sent.
      if (cacheable) shared.store(key, cacheUrl, rendered, req.cspNonce);
      return await replies.sendRendered(req, reply, rendered);
    } finally {
      done();
    }
  };

  await app.register(async (pages) => {
    // Page forms arrive as raw bytes and go to React Router untouched.
    pages.removeAllContentTypeParsers();
    pages.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: 64 * 1024 }, (_req, body, done) =>
      done(null, body),
    );
    pages.route({ method: ["GET", "HEAD", "POST"], url: "/*", handler: handle });
    pages.route({ method: ["GET", "HEAD", "POST"], url: "/", handler: handle });
  });
}
