import type { ServerBuild } from "react-router";
import { loadDemoIfEmpty } from "../scripts/load-demo.ts";
import { ensureFirstAdmin } from "./admin/first-admin.ts";
import { buildApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { FileUsage, UNUSED_FILE_GRACE_MS } from "./storage/file-usage.ts";

/**
 * Starts the site: migrates, loads demo content into an empty database,
 * creates the first staff account from ADMIN_EMAIL/ADMIN_PASSWORD, listens,
 * and on SIGTERM/SIGINT finishes in-flight requests before closing the database.
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
  const app = process.argv.includes("--dev")
    ? await buildDevApp(config)
    : await buildApp({ config, pages: { buildDir: config.buildDir } });
  const loaded = await loadDemoIfEmpty(app.services);
  if (loaded) app.log.info(loaded, "demo content loaded into the empty database");
  await ensureFirstAdmin(app.services);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));

  await app.listen({ port: config.port, host: config.host });
  scheduleFileSweep(app);
}

const SWEEP_FIRST_MS = 10 * 60 * 1000;
const SWEEP_EVERY_MS = 24 * 60 * 60 * 1000;

/** Daily, and first some minutes after start (not during the start-up rush): unused files older than a day go. */
function scheduleFileSweep(app: Awaited<ReturnType<typeof buildApp>>) {
  const usage = new FileUsage(app.services.database.db, app.services.store);
  const sweep = () =>
    usage.sweep(new Date(Date.now() - UNUSED_FILE_GRACE_MS)).then(
      (result) => app.log.info(result, "unused files swept"),
      (err) => app.log.error({ err }, "sweeping unused files failed"),
    );
  setTimeout(() => {
    void sweep();
    setInterval(() => void sweep(), SWEEP_EVERY_MS).unref();
  }, SWEEP_FIRST_MS).unref();
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
