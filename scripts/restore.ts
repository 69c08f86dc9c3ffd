// npm run restore -- FILE: puts a backup made by `npm run backup` back into
// the database named by DATABASE_URL and into DATA_DIR. Stop every server
// instance first; start them again afterwards.
import { restore } from "../server/ops/backup.ts";
import { archiveCommand } from "./archive-command.ts";

await archiveCommand(
  "Usage: npm run restore -- FILE   (stop the server first)",
  "Restore",
  async (config, file, bucket) => {
    const manifest = await restore({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, bucket }, file);
    console.log(
      bucket
        ? `Restored the backup of ${manifest.createdAt}: ${manifest.engine} database. The files were not touched: they are in the S3 bucket ${bucket}; to undo changes to them since the backup, use the bucket's versioning.`
        : `Restored the backup of ${manifest.createdAt}: ${manifest.engine} database and ${manifest.files} files into ${config.dataDir}.`,
    );
  },
);
