/**
 * Child process of startServer() (server.ts): the real app built from the
 * environment like server/main.ts, seeded as asked, then one line
 * "BENCH_READY {json}" on stdout. A separate process, so the load generator
 * never shares the server's event loop.
 */

import { ensureFirstAdmin } from "../../server/accounts/first-admin.ts";
import { buildApp } from "../../server/app.ts";
import { loadConfig } from "../../server/config.ts";
import { loadDemo } from "../../server/demo/load-demo.ts";
import { seedEvents, seedNews } from "./seed.ts";

const config = loadConfig();
const app = await buildApp({
  config,
  pages: process.env.BENCH_PAGES === "1" ? { buildDir: config.buildDir } : undefined,
});
if (process.env.BENCH_DEMO === "1") await loadDemo(app.services, app.services.config.schoolCode);
const news = Number(process.env.BENCH_NEWS ?? 0);
if (news > 0) await seedNews(app.services, config.schoolCode, news);
const events = Number(process.env.BENCH_EVENTS ?? 0);
if (events > 0) await seedEvents(app.services, config.schoolCode, events);
await app.services.images.idle();
// ADMIN_EMAIL/ADMIN_PASSWORD in `env`: a staff account, as npm start makes it.
await ensureFirstAdmin(app.services);

const shutdown = () => {
  app.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.on("SIGTERM", shutdown);
process.on("SIGINT", shutdown);

const address = await app.listen({ port: config.port, host: config.host });
process.stdout.write(`BENCH_READY ${JSON.stringify({ url: address, schoolCode: config.schoolCode })}\n`);
