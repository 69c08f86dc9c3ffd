import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appForTests, testApp } from "../api/forms/test-helpers.ts";
import { localStore } from "../storage/file-store.ts";
import { startMetricsServer } from "./operations.ts";

type App = Awaited<ReturnType<typeof testApp>>;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("health endpoints", () => {
  const app = appForTests(testApp);

  it("/livez and /readyz answer 200 when the database and file store work", async () => {
    const live = await app.inject({ method: "GET", url: "/livez" });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: "ok" });
    const ready = await app.inject({ method: "GET", url: "/readyz" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: "ready" });
    expect(ready.headers["cache-control"]).toBe("no-store");
    // The probe file is not left behind in the store.
    expect(fs.readdirSync(localStore(app.services.store).root).filter((f) => f.startsWith(".ready-"))).toEqual([]);
  });

  it("/readyz answers 503 with a short reason while draining, and /livez stays 200", async () => {
    app.operations.draining = true;
    try {
      const ready = await app.inject({ method: "GET", url: "/readyz" });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: "not ready", reason: "shutting down" });
      expect((await app.inject({ method: "GET", url: "/livez" })).statusCode).toBe(200);
    } finally {
      app.operations.draining = false;
    }
  });

  it("/readyz answers 503 naming the file store when it cannot be written", async () => {
    const root = localStore(app.services.store).root;
    const moved = `${root}-away`;
    fs.renameSync(root, moved);
    try {
      const ready = await app.inject({ method: "GET", url: "/readyz" });
      expect(ready.statusCode).toBe(503);
      expect(ready.json().reason).toMatch(/^file store: .*ENOENT/);
    } finally {
      fs.renameSync(moved, root);
    }
    expect((await app.inject({ method: "GET", url: "/readyz" })).statusCode).toBe(200);
  });

  it("/readyz answers 503 naming the database when it does not answer", async () => {
    const other = await testApp();
    await other.services.database.close();
    const ready = await other.inject({ method: "GET", url: "/readyz" });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: "not ready", reason: expect.stringMatching(/^database: /) });
    expect((await other.inject({ method: "GET", url: "/livez" })).statusCode).toBe(200);
    await other.close().catch(() => undefined);
  });
});

describe("request ids", () => {
  const app = appForTests(testApp);

  it("gives every answer a random UUID in X-Request-Id, different each time", async () => {
    const a = await app.inject({ method: "GET", url: "/api/news/tvms" });
    const b = await app.inject({ method: "GET", url: "/no/such/api" });
    expect(a.headers["x-request-id"]).toMatch(uuid);
    expect(b.headers["x-request-id"]).toMatch(uuid);
    expect(a.headers["x-request-id"]).not.toBe(b.headers["x-request-id"]);
  });

  it("keeps a sane X-Request-Id from the proxy and replaces one that is not", async () => {
    const kept = await app.inject({ method: "GET", url: "/livez", headers: { "x-request-id": "lb-1234.abcd" } });
    expect(kept.headers["x-request-id"]).toBe("lb-1234.abcd");
    for (const bad of ["has spaces in it", "x".repeat(200), "<script>", "a\u00e9b"]) {
      const res = await app.inject({ method: "GET", url: "/livez", headers: { "x-request-id": bad } });
      expect(res.headers["x-request-id"]).toMatch(uuid);
    }
  });
});

describe("metrics", () => {
  let app: App;
  let server: Awaited<ReturnType<typeof startMetricsServer>>;
  beforeAll(async () => {
    app = await testApp();
    server = await startMetricsServer(app.operations.registry, 0, "127.0.0.1");
  });
  afterAll(async () => {
    await server.close();
    await app.close();
  });

  it("serves Prometheus text on its own port: durations per route pattern, queue length", async () => {
    await app.inject({ method: "GET", url: "/api/news/tvms" });
    await app.inject({ method: "GET", url: "/api/news/tvms?page=2" });
    await app.services.jobs.enqueue("avif", { id: "ab/none.jpg" });
    const res = await fetch(`http://127.0.0.1:${server.port}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    const text = await res.text();
    const count = text.match(
      /^http_request_duration_seconds_count\{method="GET",route="\/api\/news\/:school",status_code="200"\} (\d+)$/m,
    );
    expect(Number(count?.[1])).toBe(2);
    // The raw URL (with its school and query) never becomes a label.
    expect(text).not.toContain('route="/api/news/tvms');
    expect(text).toMatch(/^job_queue_length 1$/m);
    expect(text).toMatch(/^page_cache_requests_total\{result="hit"\} 0$/m);
    expect(text).toMatch(/^process_resident_memory_bytes /m);
    // The public app does not serve them.
    expect((await app.inject({ method: "GET", url: "/metrics" })).statusCode).not.toBe(200);
    expect((await fetch(`http://127.0.0.1:${server.port}/other`)).status).toBe(404);
  });
});
