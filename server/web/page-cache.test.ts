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
