import type { FastifyInstance } from "fastify";
import type { Lang } from "../../contract/languages.ts";
import { redactUrl } from "../http/log-redaction.ts";
import type { Services } from "../services.ts";

/**
 * Pages kept fresh: after a change the most visited pages are rendered
 * again in the background, and a visitor asking for a page whose new
 * version is not stored yet waits only briefly for it (stale-while-revalidate).
 */

/** Pages of a school rendered again after each of its changes, most visited first. */
const WARM_PAGES = 30;
/** Pages rendered at once by the warm-up: a render waits on the database part of its time. */
const WARM_AT_ONCE = 3;

/** A page as the cache knows it, with what a background render of it needs. */
export interface PageAddress {
  school: string;
  /** Path and the query parameters pages read (page-query.ts), with its language prefix. */
  url: string;
  /** The page's cache address (school, host, url). */
  cacheUrl: string;
  /** The site's public origin the visitor's render used (scheme and host, or PUBLIC_ORIGIN). */
  origin: string;
  lang: Lang;
  /** The client whose visit first asked for it (per-client checks of a render see the same one). */
  clientIp: string;
}

export /** True when `pending` settles within `ms`, false when it is still running then. */
function settlesWithin(pending: Promise<void>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  return Promise.race([pending.then(() => true), late]).finally(() => clearTimeout(timer));
}

/**
 * Background renders under way and the last ones that failed, by cache key:
 * concurrent misses of one page share one render, and after a failure (an
 * error, the database slow) visitors keep getting the older copy while the
 * next one tries again.
 */
export class RendersUnderWay {
  private readonly pending = new Map<string, Promise<void>>();
  private readonly failed = new Set<string>();

  /** The render of `key` under way, if any. */
  of(key: string): Promise<void> | undefined {
    return this.pending.get(key);
  }

  /** Runs `render` as the one render of `key` unless one is under way; settles when it has. */
  start(key: string, render: () => Promise<boolean>): Promise<void> {
    const pending = this.pending.get(key);
    if (pending) return pending;
    this.failed.delete(key);
    const started = render()
      .then(
        (ok) => {
          if (!ok) this.noteFailed(key);
        },
        () => this.noteFailed(key),
      )
      .finally(() => this.pending.delete(key));
    this.pending.set(key, started);
    return started;
  }

  /** Marks a visitor's own render of `key`: others wait for it. Call the result when it is done. */
  claim(key: string): () => void {
    if (this.pending.has(key)) return () => {};
    let done: () => void = () => {};
    this.pending.set(
      key,
      new Promise<void>((resolve) => {
        done = () => {
          this.pending.delete(key);
          resolve();
        };
      }),
    );
    return done;
  }

  hasFailed(key: string): boolean {
    return this.failed.has(key);
  }

  private noteFailed(key: string): void {
    // Only failures are kept: a handful at most, unless something is badly wrong.
    if (this.failed.size >= 1000) this.failed.clear();
    this.failed.add(key);
  }
}

/** The anonymous pages visitors asked for, with their hits: what to render again after a change. */
export class PopularPages {
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
export function warmAfterChanges(
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
              await warm(page).catch((err) => app.log.warn({ err, url: redactUrl(page.url) }, "page warm-up failed"));
            }
          }),
        );
      }
    } finally {
      running = false;
    }
  };
  // Told after the change has committed (ContentChanges), so the new version is there to render.
  const changed = (school: string) => {
    due.add(school);
    void run();
  };
  services.schools.onChange(changed);
  services.schools.onChangeElsewhere(changed);
}
