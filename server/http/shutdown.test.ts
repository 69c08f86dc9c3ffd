import { describe, expect, it } from "vitest";
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
});
