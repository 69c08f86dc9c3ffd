import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SchoolRepository } from "../content/school-repository.ts";
import { openDatabase } from "../db/client.ts";
import { migrateToLatest } from "../db/migrate.ts";
import { connectChanges } from "./changes.ts";
import { SharedState } from "./shared-state.ts";
import { freePort, startRedis } from "./test-redis.ts";

let redis: Awaited<ReturnType<typeof startRedis>>;
beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => {
  await redis?.stop();
});

async function within<T>(ms: number, probe: () => Promise<T | false>): Promise<T> {
  const started = Date.now();
  for (;;) {
    const v = await probe();
    if (v !== false) return v;
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe("SharedState", () => {
  it("tells another instance of a content change at once, long before its version check", async () => {
    const handle = openDatabase(":memory:");
    await migrateToLatest(handle.db);
    // Two "instances": own version caches, rechecked only every minute.
    const schoolsA = new SchoolRepository(handle.db, 60_000);
    const schoolsB = new SchoolRepository(handle.db, 60_000);
    await schoolsA.ensure("tvms", "T");
    const [a, b] = [new SharedState(redis.url), new SharedState(redis.url)];
    try {
      connectChanges(schoolsA, a);
      connectChanges(schoolsB, b);
      await within(3000, async () => a.state().mode === "redis" && (a.state() as { connected: boolean }).connected);
      const before = await schoolsB.version("tvms");
      await within(3000, async () => {
        // The subscription may still be settling: bump until B hears one.
        await schoolsA.changed("tvms");
        await new Promise((r) => setTimeout(r, 100));
        return (await schoolsB.version("tvms")) > before;
      });
    } finally {
      await a.close();
      await b.close();
      await handle.close();
    }
  });

  it("counts form tries in memory while Redis is unreachable, and says so", async () => {
    const problems: string[] = [];
    const shared = new SharedState(`redis://127.0.0.1:${await freePort()}`);
    shared.onProblem((message) => problems.push(message));
    try {
      const results = [];
      for (let i = 0; i < 3; i++) results.push(await shared.windows.take(["k"], 2, 60_000));
      expect(results).toEqual([{ ok: true }, { ok: true }, { ok: false, retryAfter: 60 }]);
      expect(shared.fallbacks).toBe(3);
      expect(shared.state()).toMatchObject({ mode: "redis", connected: false });
      expect(problems.some((p) => p.startsWith("Redis unavailable"))).toBe(true);
    } finally {
      await shared.close();
    }
  });

  it("keeps everything in this process without REDIS_URL", async () => {
    const shared = new SharedState(null);
    expect(shared.state()).toEqual({ mode: "memory" });
    expect(shared.redis).toBeNull();
    expect(await shared.windows.take(["k"], 1, 1000)).toEqual({ ok: true });
    await shared.close();
  });
});
