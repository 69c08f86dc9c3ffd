import type { FastifyInstance } from "fastify";
import { todayInKolkata } from "../../contract/dates.ts";
import { splitLangPath } from "../../contract/languages.ts";
import type { SiteData } from "../../contract/site-data.ts";
import { redactUrl } from "../http/log-redaction.ts";
import { freshNonce } from "../http/security.ts";
import type { Services } from "../services.ts";
import { type PageAddress, PopularPages, RendersUnderWay, settlesWithin, warmAfterChanges } from "./fresh-pages.ts";
import { type CachedPage, PageCache } from "./page-cache.ts";
import type { pageRenderer, RenderedPage } from "./page-render.ts";

type RenderPage = ReturnType<typeof pageRenderer>;

/**
 * The pages every visitor shares: looked up in the page cache, stored after
 * a render, and kept fresh (stale-while-revalidate, warm-up after changes:
 * fresh-pages.ts) by the same `renderPage` visitors use.
 */
export class SharedPages {
  private readonly cache = new PageCache();
  private readonly renders = new RendersUnderWay();
  private readonly popular = new PopularPages();

  constructor(
    private readonly app: FastifyInstance,
    private readonly services: Services,
    private readonly renderPage: RenderPage,
    private readonly siteOf: (school: string) => SiteData,
    private readonly staleWaitMs: number,
  ) {
    warmAfterChanges(app, services, this.popular, async (page) => {
      const { key } = await this.lookup(page);
      if (key !== undefined && !this.cache.get(key)) await this.renderAhead(key, page, "warm-up");
    });
  }

  /** The cache key of a page now (its content version, today), or its last good copy while the database is away. */
  lookup(page: PageAddress) {
    const { schools } = this.services;
    const version = () => schools.freshVersion(page.school) ?? schools.version(page.school);
    return this.cache.lookup(page.cacheUrl, version, todayInKolkata());
  }

  /**
   * A page from the cache for this visitor, if it has one to give: stored
   * now, or (stale-while-revalidate) its older copy while the new version
   * renders in the background, after a short wait for it.
   */
  async forVisitor(
    key: string,
    page: PageAddress,
    reqId: string,
  ): Promise<{ page: CachedPage; how: "hit" | "stale" } | null> {
    const hit = this.cache.get(key);
    if (hit) {
      this.popular.hit(page.cacheUrl);
      return { page: hit, how: "hit" };
    }
    this.popular.missed(page.cacheUrl, page);
    // With an older copy at hand, the new version is rendered in the
    // background (or already is: the warm-up, another visitor) and this
    // visitor waits for it only briefly. Without one, they wait for a render
    // under way (a crowd right after a change shares one render) or render it themselves.
    const older = this.cache.older(page.cacheUrl, key);
    const pending = older ? this.renderAhead(key, page, reqId) : this.renders.of(key);
    if (!pending) return null;
    const done = older ? await settlesWithin(pending, this.staleWaitMs) : await pending.then(() => true);
    const fresh = this.cache.get(key);
    if (fresh) return { page: fresh, how: "hit" };
    if (older && (!done || this.renders.hasFailed(key))) return { page: older, how: "stale" };
    return null;
  }

  /** Marks a visitor's own render of `key`: others wait for it. Call the result when it is done. */
  claim(key: string): () => void {
    return this.renders.claim(key);
  }

  /** Keeps a rendered page when it may be shared; false when it may not. */
  store(key: string, cacheUrl: string, page: RenderedPage, nonce: string): boolean {
    if (!page.body || page.status !== 200 || !page.shareable || page.cookies.length > 0) return false;
    const entry = { status: page.status, headers: page.headers, body: page.body, nonce, storedAt: Date.now() };
    // A form's per-view key is no reason not to share: each response of the cached page gets its own.
    const viewKey = page.viewKey && page.body.includes(page.viewKey) ? page.viewKey : undefined;
    this.cache.set(key, viewKey ? { ...entry, viewKey } : entry, cacheUrl);
    return true;
  }

  /**
   * The page under `key` rendered in the background (stale-while-revalidate,
   * warm-up after a change) by the same renderPage visitors use; logged as
   * the background work it is, under the id of the request or change that
   * caused it. Settles once the page is stored or the render failed.
   */
  private renderAhead(key: string, page: PageAddress, cause: string): Promise<void> {
    return this.renders.start(key, async () => {
      const started = performance.now();
      const path = page.lang === "en" ? page.url : splitLangPath(page.url).path;
      const nonce = freshNonce();
      try {
        const rendered = await this.renderPage({
          request: new Request(new URL(path, page.origin)),
          site: this.siteOf(page.school),
          nonce,
          clientIp: page.clientIp,
          origin: page.origin,
          lang: page.lang,
          staff: false,
        });
        // The new version is no page to share (gone, moved, now private):
        // its old copy must not stand in for it any longer.
        if (!this.store(key, page.cacheUrl, rendered, nonce) && rendered.status < 500 && !this.cache.get(key)) {
          this.cache.dropOlder(page.cacheUrl);
        }
        const responseTime = Math.round(performance.now() - started);
        this.app.log.info(
          { reqId: cause, url: redactUrl(page.url), statusCode: rendered.status, responseTime },
          "background page render",
        );
        return rendered.status < 500;
      } catch (err) {
        this.app.log.warn({ reqId: cause, err, url: redactUrl(page.url) }, "background page render failed");
        throw err;
      }
    });
  }
}
