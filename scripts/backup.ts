// npm run backup -- FILE: writes the database (SQLite online backup or
// pg_dump) and every file of DATA_DIR into one archive (a .tar.gz). Safe
// while the server runs. With S3_BUCKET set, the files stay in the bucket
// and only the database is written (and it says so).
import { backup } from "../server/ops/backup.ts";
import { archiveCommand } from "./archive-command.ts";

await archiveCommand(
  "Usage: npm run backup -- FILE   (for example backups/site-2026-11-23.tar.gz)",
  "Backup",
  async (config, file, bucket) => {
    const started = Date.now();
    const result = await backup({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, bucket }, file);
    const files = bucket ? "no files" : `${result.files} files`;
    console.log(
      `Backup written to ${file}: ${result.engine} database and ${files}, ${(result.bytes / 1024 / 1024).toFixed(1)} MB, in ${Date.now() - started} ms.`,
    );
    if (bucket)
      console.log(
        `The files are NOT in this backup: they stay in the S3 bucket ${bucket}. Keep them safe with the bucket's versioning or replication (README "Running in production").`,
      );
  },
);
