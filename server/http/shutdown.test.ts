import type { FastifyInstance } from "fastify";
import { describe, expect, it, vi } from "vitest";
import { testApp } from "../api/forms/test-helpers.ts";
import { gracefulShutdown } from "./shutdown.ts";

describe("SIGTERM", () => {
  it("fails readiness at once, keeps serving for the drain, then stops background work and closes", async () => {
    const app = await testApp();
    const address = await app.listen({ port: 0, host: "127.0.0.1" });
    // Warm the routes, so the drain below is not spent on first-request work on a busy machine.
    expect((await fetch(`${address}/api/news/tvms`)).status).toBe(200);
    const events: string[] = [];
    const exited = new Promise<number>((resolve) => {
      const shutdown = gracefulShutdown({
        app,
        drainSeconds: 3,
        beforeClose: async () => events.push("background stopped"),
        exit: resolve,
      });
      shutdown("SIGTERM");
      shutdown("SIGTERM"); // a second signal changes nothing
    });
    const sent = Date.now();

    const ready = await fetch(`${address}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: "not ready", reason: "shutting down" });
    // Requests the proxy still sends during the drain are answered.
    expect((await fetch(`${address}/api/news/tvms`)).status).toBe(200);
    expect((await fetch(`${address}/livez`)).status).toBe(200);
    expect(events).toEqual([]);

    expect(await exited).toBe(0);
    expect(Date.now() - sent).toBeGreaterThanOrEqual(2900);
    expect(events).toEqual(["background stopped"]);
    await expect(fetch(`${address}/livez`)).rejects.toThrow();
  });

  it("is gone within DRAIN_SECONDS + 10 s when background work and requests in flight hang", async () => {
    vi.useFakeTimers();
    try {
      for (const drainSeconds of [5, 0]) {
        // An instance whose job never stops and whose last request never ends
        // until its connection is closed (a stalled upload).
        let cut = () => {};
        const closed = new Promise<void>((resolve) => (cut = resolve));
        const fake = {
          operations: { draining: false },
          log: { info() {}, warn() {} },
          server: { closeAllConnections: () => cut() },
          close: () => closed,
        } as unknown as FastifyInstance;
        const codes: number[] = [];
        gracefulShutdown({
          app: fake,
          drainSeconds,
          beforeClose: () => new Promise(() => {}),
          exit: (c) => codes.push(c),
        })("SIGTERM");
        await vi.advanceTimersByTimeAsync(drainSeconds * 1000 + 10_000);
        expect(codes).toEqual([0]);

        // Nothing closes at all: the process still leaves in time, saying it failed.
        const stuck = { ...fake, close: () => new Promise(() => {}) } as unknown as FastifyInstance;
        const stuckCodes: number[] = [];
        gracefulShutdown({ app: stuck, drainSeconds, exit: (c) => stuckCodes.push(c) })("SIGTERM");
        await vi.advanceTimersByTimeAsync(drainSeconds * 1000 + 10_000);
        expect(stuckCodes).toEqual([1]);
      }
    } finally {
      vi.useRealTimers();
    }
  });
});
