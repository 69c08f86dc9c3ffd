import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startRedis } from "../shared/test-redis.ts";
import { MemoryWindowStore, RedisWindowStore, type WindowStore } from "../shared/window-store.ts";
import { FixedWindowLimiter } from "./fixed-window.ts";

describe("FixedWindowLimiter in memory", () => {
  it("allows max tries per key in a window, then tells how long to wait", async () => {
    let now = 1_000_000;
    const limiter = new FixedWindowLimiter("t", 2, 60_000, new MemoryWindowStore(() => now));
    expect(await limiter.take("s", ["a"])).toEqual({ ok: true });
    now += 10_000;
    expect(await limiter.take("s", ["a"])).toEqual({ ok: true });
    expect(await limiter.take("s", ["a"])).toEqual({ ok: false, retryAfter: 50 });
    expect(await limiter.take("s", ["b"])).toEqual({ ok: true });
    now += 50_000;
    expect(await limiter.take("s", ["a"])).toEqual({ ok: true });
  });

  it("forgets old windows once it holds too many keys", async () => {
    let now = 0;
    const limiter = new FixedWindowLimiter("t", 1, 1000, new MemoryWindowStore(() => now, 3));
    for (const k of ["a", "b", "c"]) await limiter.take("s", [k]);
    now += 2000;
    await limiter.take("s", ["d"]);
    // "a" expired and was dropped; it starts a fresh window.
    expect((await limiter.take("s", ["a"])).ok).toBe(true);
    expect((await limiter.take("s", ["d"])).ok).toBe(false);
  });

  it("never drops another limit's live windows, however many keys one limit gets", async () => {
    const store = new MemoryWindowStore(Date.now, 100);
    const tc = new FixedWindowLimiter("tc-client", 1, 60_000, store);
    const verify = new FixedWindowLimiter("verify-client", 1, 60_000, store);
    expect((await tc.take("s", ["attacker"])).ok).toBe(true);
    for (let i = 0; i < 1000; i++) await verify.take("s", [`client-${i}`]);
    for (let i = 0; i < 1000; i++) await verify.take("other-school", [`client-${i}`]);
    expect((await tc.take("s", ["attacker"])).ok).toBe(false);
    // Within the flooded limit, the newest windows are kept.
    expect((await verify.take("other-school", ["client-999"])).ok).toBe(false);
  });
});

// The same behaviour from both stores: the Redis one is what instances share.
let redis: Awaited<ReturnType<typeof startRedis>>;
let client: Redis;
beforeAll(async () => {
  redis = await startRedis();
  client = new Redis(redis.url, { lazyConnect: true });
  await client.connect();
});
afterAll(async () => {
  client?.disconnect();
  await redis?.stop();
});

const stores: [string, () => WindowStore][] = [
  ["memory", () => new MemoryWindowStore()],
  ["redis", () => new RedisWindowStore(client)],
];

describe.each(stores)("FixedWindowLimiter on the %s store", (_name, makeStore) => {
  it("refuses when any key is spent, without counting the others", async () => {
    const limiter = new FixedWindowLimiter(`t${Math.random()}`, 1, 60_000, makeStore());
    expect((await limiter.take("s", ["ip", "number-1"])).ok).toBe(true);
    expect(await limiter.take("s", ["ip", "number-2"])).toEqual({ ok: false, retryAfter: 60 });
    // number-2 was not counted by the refused try.
    expect((await limiter.take("s", ["other-ip", "number-2"])).ok).toBe(true);
  });

  it("keeps schools and limits apart, and a forgotten key starts again", async () => {
    const store = makeStore();
    const name = `t${Math.random()}`;
    const limiter = new FixedWindowLimiter(name, 1, 60_000, store);
    const other = new FixedWindowLimiter(`${name}-other`, 1, 60_000, store);
    expect((await limiter.take("a", ["k"])).ok).toBe(true);
    expect((await limiter.take("a", ["k"])).ok).toBe(false);
    expect(await limiter.blocked("a", ["k"])).toBe(60);
    expect((await limiter.take("b", ["k"])).ok).toBe(true);
    expect((await other.take("a", ["k"])).ok).toBe(true);
    await limiter.forget("a", "k");
    expect(await limiter.blocked("a", ["k"])).toBe(0);
    expect((await limiter.take("a", ["k"])).ok).toBe(true);
  });

  it("opens again when the window ends", async () => {
    const limiter = new FixedWindowLimiter(`t${Math.random()}`, 1, 300, makeStore());
    expect((await limiter.take("s", ["k"])).ok).toBe(true);
    expect((await limiter.take("s", ["k"])).ok).toBe(false);
    await new Promise((r) => setTimeout(r, 350));
    expect((await limiter.take("s", ["k"])).ok).toBe(true);
  });
});

describe("FixedWindowLimiter on Redis", () => {
  it("counts tries from two instances (two connections) in one window, atomically", async () => {
    const second = new Redis(redis.url);
    try {
      const name = `t${Math.random()}`;
      const a = new FixedWindowLimiter(name, 5, 60_000, new RedisWindowStore(client));
      const b = new FixedWindowLimiter(name, 5, 60_000, new RedisWindowStore(second));
      const results = await Promise.all(Array.from({ length: 12 }, (_, i) => (i % 2 ? a : b).take("s", ["ip"])));
      expect(results.filter((r) => r.ok)).toHaveLength(5);
    } finally {
      second.disconnect();
    }
  });
});
