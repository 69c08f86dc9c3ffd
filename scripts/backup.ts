// npm run backup -- FILE: writes the database (SQLite online backup or
// pg_dump) and every file of DATA_DIR into one archive (a .tar.gz). Safe
// while the server runs.
import { ConfigError, loadConfig } from "../server/config.ts";
import { backup } from "../server/ops/backup.ts";

const file = process.argv.slice(2).find((a) => !a.startsWith("--"));
if (!file) {
  console.error("Usage: npm run backup -- FILE   (for example backups/site-2026-11-23.tar.gz)");
  process.exit(2);
}
try {
  const config = loadConfig();
  const started = Date.now();
  const result = await backup({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }, file);
  console.log(
    `Backup written to ${file}: ${result.engine} database and ${result.files} files, ${(result.bytes / 1024 / 1024).toFixed(1)} MB, in ${Date.now() - started} ms.`,
  );
} catch (e) {
  console.error(e instanceof ConfigError ? e.message : `Backup failed: ${(e as Error).message}`);
  process.exit(e instanceof ConfigError ? 2 : 1);
}
