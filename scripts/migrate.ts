// npm run migrate: applies the database migrations this code knows and the
// database lacks, one log line each ("up to date" when there are none). The
// server does the same at start; run this as a deploy step before starting
// new instances.
import { ConfigError, loadConfig } from "../server/config.ts";
import { migrateAndReport } from "../server/db/run-migrations.ts";

try {
  const config = loadConfig();
  await migrateAndReport(config.databaseUrl, { info: (_obj, msg) => console.log(msg) }, config.db);
} catch (e) {
  console.error(e instanceof ConfigError ? e.message : `Migrating failed: ${(e as Error).message}`);
  process.exit(e instanceof ConfigError ? 2 : 1);
}
