import { describe, expect, it, vi } from "vitest";
import { type CachedPage, PageCache, pageKey } from "./page-cache.ts";

const page = (text: string): CachedPage => ({
  status: 200,
  headers: [["content-type", "text/html"]],
  body: Buffer.from(text),
  nonce: "",
  storedAt: Date.now(),
});
const down = () => Promise.reject(new Error("Connection terminated unexpectedly"));

describe("page cache while the database is away", () => {
  it("serves the last good page of a URL when the content version cannot be read", async () => {
    const cache = new PageCache();
    const found = await cache.lookup("/news", async () => 4, "2026-11-23");
    expect(found).toEqual({ key: pageKey("/news", 4, "2026-11-23") });
    cache.set(found.key ?? "", page("news v4"), "/news");

    const away = await cache.lookup("/news", down, "2026-11-23");
    expect(away.stale?.body.toString()).toBe("news v4");
    // A URL never rendered has nothing to fall back on: the failure shows.
    await expect(cache.lookup("/events", down, "2026-11-23")).rejects.toThrow(/terminated/);
  });

  it("keeps the last good page beyond the cache's time-to-live, and goes back to versions when the database returns", async () => {
    const cache = new PageCache(10, 300, 2000, 50);
    cache.set(pageKey("/", 1, "d"), page("home"), "/");
    await new Promise((r) => setTimeout(r, 20));
    expect(cache.get(pageKey("/", 1, "d"))).toBeUndefined();
    expect((await cache.lookup("/", down, "d")).stale?.body.toString()).toBe("home");
    // Within the retry pause the database is not asked again.
    let asked = 0;
    const back = async () => {
      asked++;
      return 2;
    };
    expect((await cache.lookup("/", back, "d")).stale).toBeDefined();
    expect(asked).toBe(0);
    await new Promise((r) => setTimeout(r, 60));
    expect(await cache.lookup("/", back, "d")).toEqual({ key: pageKey("/", 2, "d") });
    expect(asked).toBe(1);
  });

  it("does not wait on a database that never answers", async () => {
    const cache = new PageCache(60_000, 300, 100);
    cache.set(pageKey("/about", 1, "d"), page("about"), "/about");
    const started = Date.now();
    const found = await cache.lookup("/about", () => new Promise<number>(() => {}), "d");
    expect(found.stale?.body.toString()).toBe("about");
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

describe("page cache hits", () => {
  it("take a content version already known as it is, without a deadline timer per request", async () => {
    const cache = new PageCache();
    const timers = vi.spyOn(globalThis, "setTimeout");
    try {
      expect(await cache.lookup("/history", () => 7, "d")).toEqual({ key: pageKey("/history", 7, "d") });
      expect(timers).not.toHaveBeenCalled();
      // A version still to be read from the database keeps its deadline.
      expect(await cache.lookup("/history", async () => 8, "d")).toEqual({ key: pageKey("/history", 8, "d") });
      expect(timers).toHaveBeenCalledTimes(1);
    } finally {
      timers.mockRestore();
    }
  });
});

describe("older copies shown while a page is rendered again", () => {
  it("offers the last good page of the same day only", () => {
    const cache = new PageCache();
    cache.set(pageKey("/events", 1, "2026-11-24"), page("events v1"), "/events");
    expect(cache.older("/events", pageKey("/events", 2, "2026-11-24"))?.body.toString()).toBe("events v1");
    // After midnight yesterday's "today" and "upcoming" would be wrong: the visitor waits for the new page.
    expect(cache.older("/events", pageKey("/events", 2, "2026-11-25"))).toBeUndefined();
    expect(cache.older("/news", pageKey("/news", 2, "2026-11-24"))).toBeUndefined();
  });
});
