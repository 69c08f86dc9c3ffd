import { describe, expect, it } from "vitest";
import { PageCache, withNonce } from "./page-cache.ts";

const page = (body: string, nonce = "n1", storedAt = 0) => ({
  status: 200,
  headers: [["content-type", "text/html"]] as [string, string][],
  body: Buffer.from(body),
  nonce,
  storedAt,
});

describe("page cache", () => {
  it("gives each response its own nonce", () => {
    const cached = page('<script nonce="n1">a</script><link nonce="n1">', "n1");
    expect(withNonce(cached, "n2").toString()).toBe('<script nonce="n2">a</script><link nonce="n2">');
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
