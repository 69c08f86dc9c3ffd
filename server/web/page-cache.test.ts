import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { type CachedPage, PageCache, personalise } from "./page-cache.ts";

const page = (body: string, nonce = "n1", storedAt = 0): CachedPage => ({
  status: 200,
  headers: [["content-type", "text/html"]] as [string, string][],
  body: Buffer.from(body),
  nonce,
  storedAt,
});

describe("page cache", () => {
  it("gives each response its own nonce", () => {
    const cached = page('<script nonce="n1">a</script><link nonce="n1">', "n1");
    expect(personalise(cached, "n2", () => "unused").toString()).toBe('<script nonce="n2">a</script><link nonce="n2">');
  });

  it("gives each response of a form page its own view key, next to its own nonce", () => {
    const cached = {
      ...page('<script nonce="n1"></script><input value="k-1"><p data-key="k-1"></p>', "n1"),
      viewKey: "k-1",
    };
    let made = 0;
    const fresh = () => `k-${++made + 1}`;
    expect(personalise(cached, "n2", fresh).toString()).toBe(
      '<script nonce="n2"></script><input value="k-2"><p data-key="k-2"></p>',
    );
    expect(personalise(cached, "n3", fresh).toString()).toBe(
      '<script nonce="n3"></script><input value="k-3"><p data-key="k-3"></p>',
    );
    // Even when the nonce happens to be the same, the key is never repeated.
    expect(personalise(cached, "n1", fresh).toString()).toContain('value="k-4"');
  });

  it("forgets pages older than the TTL", () => {
    const cache = new PageCache(1000, 10);
    cache.set("/a", page("a", "n", 0));
    expect(cache.get("/a", 500)?.body.toString()).toBe("a");
    expect(cache.get("/a", 1500)).toBeUndefined();
  });

  it("drops the oldest page when full", () => {
    const cache = new PageCache(60_000, 2);
    cache.set("/a", page("a"));
    cache.set("/b", page("b"));
    cache.set("/c", page("c"));
    expect(cache.get("/a", 0)).toBeUndefined();
    expect(cache.get("/c", 0)?.body.toString()).toBe("c");
    expect(cache.size).toBe(2);
  });
});

describe("page cache memory", () => {
  // Incompressible, like nothing real, so compressed parts are as big as the body.
  const big = (kb: number, storedAt = 0): CachedPage => ({ ...page("", "", storedAt), body: randomBytes(kb * 1024) });
  const MB = 1024 * 1024;

  it("never holds more than its budget of pages, and keeps the newest", () => {
    const cache = new PageCache(60_000, 300, 2000, 1000, MB);
    for (let i = 0; i < 100; i++) {
      cache.set(`/p${i}|1|day`, big(100, i), `/p${i}`);
      expect(cache.bytes).toBeLessThanOrEqual(MB);
    }
    // 10 pages of 100 KB fit in 1 MB: the newest ten stay, the older ones went.
    for (let i = 90; i < 100; i++) expect(cache.get(`/p${i}|1|day`, 0)).toBeDefined();
    expect(cache.get("/p89|1|day", 0)).toBeUndefined();
    expect(cache.size).toBe(10);
  });

  it("counts a page held as current and as last good once", () => {
    const cache = new PageCache(60_000, 300, 2000, 1000, MB);
    for (let i = 0; i < 9; i++) cache.set(`/p${i}|1|day`, big(100, i), `/p${i}`);
    expect(cache.size).toBe(9);
    expect(cache.bytes).toBe(9 * 100 * 1024);
  });

  it("counts last good pages of older versions too", async () => {
    const cache = new PageCache(60_000, 300, 2000, 1000, MB);
    for (let i = 0; i < 8; i++) cache.set(`/p${i}|1|day`, big(100, i), `/p${i}`);
    // A new content version: each URL's new page becomes its last good page,
    // while the old version's pages are still current entries until dropped.
    for (let i = 0; i < 8; i++) cache.set(`/p${i}|2|day`, big(100, 10 + i), `/p${i}`);
    expect(cache.bytes).toBeLessThanOrEqual(MB);
    for (let i = 0; i < 8; i++) expect(cache.get(`/p${i}|2|day`, 0)).toBeDefined();
    expect(cache.get("/p0|1|day", 0)).toBeUndefined();
    // The database away: every URL still has its newest page to show.
    const failing = () => Promise.reject(new Error("database away"));
    for (let i = 0; i < 8; i++) {
      const found = await cache.lookup(`/p${i}`, failing, "day");
      expect(found.stale?.storedAt).toBe(10 + i);
    }
  });

  it("counts the compressed copies made for gzip answers", () => {
    const cache = new PageCache(60_000, 300, 2000, 1000, MB);
    for (let i = 0; i < 8; i++) cache.set(`/p${i}|1|day`, big(100, i), `/p${i}`);
    for (let i = 0; i < 8; i++) personalise(cache.get(`/p${i}|1|day`, 0) as CachedPage, "", () => "", "gzip");
    expect(cache.bytes).toBeGreaterThan(MB);
    cache.set("/p8|1|day", big(100, 8), "/p8");
    expect(cache.bytes).toBeLessThanOrEqual(MB);
    expect(cache.get("/p8|1|day", 0)).toBeDefined();
    expect(cache.get("/p7|1|day", 0)).toBeDefined();
  });

  it("still stores a page bigger than the whole budget, alone", () => {
    const cache = new PageCache(60_000, 300, 2000, 1000, MB);
    cache.set("/a|1|day", big(100, 0), "/a");
    cache.set("/huge|1|day", big(1500, 1), "/huge");
    expect(cache.get("/huge|1|day", 0)).toBeDefined();
    expect(cache.get("/a|1|day", 0)).toBeUndefined();
    expect(cache.size).toBe(1);
  });
});
