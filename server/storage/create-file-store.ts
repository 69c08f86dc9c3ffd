import type { Config } from "../config.ts";
import { type FileStore, LocalFileStore } from "./file-store.ts";

/** The configured school's file store: the bucket when S3_BUCKET is set, else DATA_DIR. */
export async function createFileStore(config: Pick<Config, "s3" | "dataDir" | "schoolCode">): Promise<FileStore> {
  if (!config.s3) return new LocalFileStore(config.dataDir, config.schoolCode);
  // Loaded only when a bucket is configured: the AWS SDK is hundreds of
  // modules, ~20 MB of memory a server on its own disk never uses.
  const { S3FileStore } = await import("./s3-file-store.ts");
  return S3FileStore.create(config.s3, config.schoolCode);
}
