import type { ServerBuild } from "react-router";
import { ensureFirstAdmin } from "./accounts/first-admin.ts";
import { buildApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { migrateAndReport } from "./db/run-migrations.ts";
import { loadDemoOnce } from "./demo/load-demo.ts";
import { startMetricsServer } from "./http/operations.ts";
import { logProcessWarnings } from "./http/process-warnings.ts";
import { gracefulShutdown } from "./http/shutdown.ts";
import { createWorker, offerScheduledContent, scheduleDailySweep } from "./jobs/background.ts";

/**
 * Starts the site: migrates, loads demo content into an empty database,
 * creates the first staff account from ADMIN_EMAIL/ADMIN_PASSWORD, listens,
 * runs the background job worker, and on SIGTERM/SIGINT fails readiness,
 * drains for DRAIN_SECONDS, finishes in-flight requests and closes.
 */
async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(2);
    }
    throw e;
  }
  logProcessWarnings(startLog(config.logLevel));
  // Before anything else touches the database, so the log says which
  // migrations this start applied.
  await migrateAndReport(config.databaseUrl, startLog(config.logLevel), config.db);
  // --api-only: the JSON API, staff API, feeds and health checks without the
  // pages, so no build is needed (an API instance; the cluster test).
  const app = process.argv.includes("--dev")
    ? await buildDevApp(config)
    : process.argv.includes("--api-only")
      ? await buildApp({ config })
      : await buildApp({ config, pages: { buildDir: config.buildDir } });
  const loaded = await loadDemoOnce(app.services);
  if (loaded) app.log.info(loaded, "demo content loaded into the empty database");
  await ensureFirstAdmin(app.services);

  const worker = createWorker(app.services, app.log);
  const stopSweep = scheduleDailySweep(app.services, app.log);
  const stopSchedules = offerScheduledContent(app.services, app.log);
  const metrics =
    config.metricsPort === null
      ? null
      : await startMetricsServer(app.operations.registry, config.metricsPort, config.host);

  const shutdown = gracefulShutdown({
    app,
    drainSeconds: config.drainSeconds,
    beforeClose: async () => {
      stopSweep();
      stopSchedules();
      // A job still running after 3 s is left to the next instance (its claim expires).
      await Promise.all([worker.stop(3_000), metrics?.close()]);
    },
  });
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));

  await app.listen({ port: config.port, host: config.host });
  if (metrics) app.log.info({ port: metrics.port }, "metrics at /metrics");
  worker.start();
}

/** JSON lines like Fastify's logger, for what happens outside a request (start, process warnings). */
function startLog(level: string) {
  const quiet = level === "silent" || level === "fatal" || level === "error" || level === "warn";
  const silent = level === "silent" || level === "fatal" || level === "error";
  const line = (n: number, obj: object, msg: string) =>
    console.log(JSON.stringify({ level: n, time: Date.now(), pid: process.pid, ...obj, msg }));
  return {
    info(obj: object, msg: string) {
      if (!quiet) line(30, obj, msg);
    },
    warn(obj: object, msg: string) {
      if (!silent) line(40, obj, msg);
    },
  };
}

/** `npm run dev`: pages from Vite with hot reload instead of the build. */
async function buildDevApp(config: ReturnType<typeof loadConfig>) {
  const { createServer } = await import("vite");
  const middie = (await import("@fastify/middie")).default;
  const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
  const app = await buildApp({
    config: { ...config, env: "development" },
    beforePages: async (instance) => {
      await instance.register(middie);
      instance.use(vite.middlewares);
      instance.addHook("onClose", async () => vite.close());
    },
    pages: {
      buildDir: config.buildDir,
      devBuild: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    },
  });
  return app;
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
