// npm run restore -- FILE: puts a backup made by `npm run backup` back into
// the database named by DATABASE_URL and into DATA_DIR. Stop every server
// instance first; start them again afterwards.
import { ConfigError, loadConfig } from "../server/config.ts";
import { restore } from "../server/ops/backup.ts";

const file = process.argv.slice(2).find((a) => !a.startsWith("--"));
if (!file) {
  console.error("Usage: npm run restore -- FILE   (stop the server first)");
  process.exit(2);
}
try {
  const config = loadConfig();
  const manifest = await restore({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }, file);
  console.log(
    `Restored the backup of ${manifest.createdAt}: ${manifest.engine} database and ${manifest.files} files into ${config.dataDir}.`,
  );
} catch (e) {
  console.error(e instanceof ConfigError ? e.message : `Restore failed: ${(e as Error).message}`);
  process.exit(e instanceof ConfigError ? 2 : 1);
}
