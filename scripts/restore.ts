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
  const bucket = config.s3?.bucket ?? null;
  const manifest = await restore({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, bucket }, file);
  console.log(
    bucket
      ? `Restored the backup of ${manifest.createdAt}: ${manifest.engine} database. The files were not touched: they are in the S3 bucket ${bucket}; to undo changes to them since the backup, use the bucket's versioning.`
      : `Restored the backup of ${manifest.createdAt}: ${manifest.engine} database and ${manifest.files} files into ${config.dataDir}.`,
  );
} catch (e) {
  console.error(e instanceof ConfigError ? e.message : `Restore failed: ${(e as Error).message}`);
  process.exit(e instanceof ConfigError ? 2 : 1);
}
