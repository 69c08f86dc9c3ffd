import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import http from "node:http";
import type { FastifyInstance } from "fastify";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import { withTimeout } from "../db/client.ts";
import type { Services } from "../services.ts";

/** What health and metrics read. */
type OpsServices = Pick<Services, "database" | "jobs" | "shared" | "store">;

/** What the operator's tools see of one instance: readiness and metrics. */
interface Operations {
  /** Set on SIGTERM: /readyz answers 503 so the proxy stops sending traffic before the listener closes. */
  draining: boolean;
  registry: Registry;
  /** Records an answer sent outside Fastify (the content API's fast lane) in the request metric. */
  observe(method: string, route: string, status: number, seconds: number): void;
}

declare module "fastify" {
  interface FastifyInstance {
    operations: Operations;
  }
}

/** A readiness check gives up after this long: a proxy polls often and must not pile up requests. */
const READY_TIMEOUT_MS = 2000;

export const saneRequestId = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

/**
 * Fastify's genReqId: the caller's X-Request-Id when it is a sane value (a
 * proxy's or a load balancer's id ties our log lines to theirs), else a random
 * UUID (unique across restarts and instances, unlike a counter).
 */
export function requestId(req: IncomingMessage): string {
  const given = req.headers["x-request-id"];
  const value = Array.isArray(given) ? given[0] : given;
  return value && saneRequestId.test(value) ? value : randomUUID();
}

/**
 * /livez, /readyz, request ids echoed on every answer, and the metrics the
 * separate /metrics listener serves (see startMetricsServer).
 */
export function registerOperations(app: FastifyInstance, services: OpsServices): void {
  const registry = new Registry();
  const operations: Operations = { draining: false, registry, observe: () => {} };
  app.decorate("operations", operations);

  services.database.onConnectionError((err) =>
    app.log.warn({ err: { message: err.message } }, "database connection lost; the pool reconnects"),
  );

  services.shared.onProblem((message, err) =>
    app.log.warn({ err: err instanceof Error ? { message: err.message } : undefined }, message),
  );

  app.addHook("onRequest", async (req, reply) => {
    reply.header("x-request-id", req.id);
  });

  // The process is up and its event loop turns: nothing else, so a database
  // outage never makes a supervisor restart a healthy process.
  app.get("/livez", async (_req, reply) => reply.header("cache-control", "no-store").send({ status: "ok" }));

  app.get("/readyz", async (_req, reply) => {
    reply.header("cache-control", "no-store");
    if (operations.draining) return reply.status(503).send({ status: "not ready", reason: "shutting down" });
    const { reason, degraded } = await readiness(services);
    if (reason) return reply.status(503).send({ status: "not ready", reason });
    return reply.send(degraded.length ? { status: "ready", degraded } : { status: "ready" });
  });

  operations.observe = registerMetrics(app, services, registry);
}

/**
 * What decides readiness. Only what this instance alone depends on fails it
 * (its database connection, its own disk). A dependency every instance
 * shares (Redis, an S3 bucket) away or slow is reported as degraded but
 * leaves the instance ready: failing it would fail every instance at the
 * same moment and a balancer would take the whole site down, pages and API
 * included, which do not need it (docs/decisions/004).
 */
async function readiness(services: OpsServices): Promise<{ reason: string | null; degraded: string[] }> {
  const [db, store] = await Promise.allSettled([
    services.database.ping(READY_TIMEOUT_MS),
    withTimeout(services.store.check(AbortSignal.timeout(READY_TIMEOUT_MS)), READY_TIMEOUT_MS, "file store"),
  ]);
  const degraded: string[] = [];
  if (db.status === "rejected") return { reason: `database: ${short(db.reason)}`, degraded };
  if (store.status === "rejected") {
    const text = `file store: ${short(store.reason)}`;
    if (services.store.kind === "local") return { reason: text, degraded };
    degraded.push(text);
  }
  const redis = services.shared.state();
  if (redis.mode === "redis" && !redis.connected) degraded.push(`redis: ${redis.lastError ?? "not connected"}`);
  return { reason: null, degraded };
}

function short(reason: unknown): string {
  const text = reason instanceof Error ? reason.message : String(reason);
  return text.split("\n")[0].slice(0, 200);
}

function registerMetrics(app: FastifyInstance, services: OpsServices, registry: Registry): Operations["observe"] {
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time to answer a request, by route pattern (not the raw URL, which would make a series per page).",
    labelNames: ["method", "route", "status_code"],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const pageCache = new Counter({
    name: "page_cache_requests_total",
    help: "Anonymous page requests by page-cache result: hit, miss, or stale (last good page served while the database is away).",
    labelNames: ["result"],
    registers: [registry],
  });
  for (const result of ["hit", "miss", "stale"]) pageCache.inc({ result }, 0);

  new Gauge({
    name: "db_pool_connections",
    help: "PostgreSQL pool connections by state (total, idle, waiting = queries waiting for a connection).",
    labelNames: ["state"],
    registers: [registry],
    collect() {
      const stats = services.database.poolStats();
      if (!stats) return;
      this.set({ state: "total" }, stats.total);
      this.set({ state: "idle" }, stats.idle);
      this.set({ state: "waiting" }, stats.waiting);
    },
  });
  new Gauge({
    name: "job_queue_length",
    help: "Background jobs queued or running (AVIF copies, the daily sweep), across the cluster.",
    registers: [registry],
    async collect() {
      try {
        let n = 0;
        await withTimeout(
          services.jobs.pending().then((v) => {
            n = v;
          }),
          READY_TIMEOUT_MS,
          "database",
        );
        this.set(n);
      } catch {
        // Database away: keep the last figure rather than fail the scrape.
      }
    },
  });

  new Gauge({
    name: "redis_connected",
    help: "1 while the shared Redis answers, 0 while it is away (limits then counted per instance) and without REDIS_URL.",
    registers: [registry],
    collect() {
      const state = services.shared.state();
      if (state.mode === "redis") this.set(state.connected ? 1 : 0);
    },
  });
  new Gauge({
    name: "shared_window_fallbacks",
    help: "Form-limit checks answered from this instance's memory because Redis failed, since start.",
    registers: [registry],
    collect() {
      this.set(services.shared.fallbacks);
    },
  });

  app.addHook("onResponse", async (req, reply) => {
    const route = req.routeOptions.url ?? "unmatched";
    duration.observe({ method: req.method, route, status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
    const cache = reply.getHeader("x-page-cache");
    if (typeof cache === "string") pageCache.inc({ result: cache });
  });
  return (method, route, status, seconds) => duration.observe({ method, route, status_code: String(status) }, seconds);
}

/**
 * The /metrics listener, on its own port so it is never exposed through the
 * public proxy. Returns a close function.
 */
export async function startMetricsServer(
  registry: Registry,
  port: number,
  host: string,
): Promise<{ port: number; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    if (req.method !== "GET" || req.url?.split("?")[0] !== "/metrics") {
      res.writeHead(404, { "content-type": "text/plain" }).end("Not found\n");
      return;
    }
    registry.metrics().then(
      (text) => res.writeHead(200, { "content-type": registry.contentType }).end(text),
      (err) => res.writeHead(500, { "content-type": "text/plain" }).end(`metrics failed: ${short(err)}\n`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address();
  return {
    port: typeof address === "object" && address ? address.port : port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
