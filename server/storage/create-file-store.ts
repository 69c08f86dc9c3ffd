import type { Config } from "../config.ts";
import { type FileStore, LocalFileStore } from "./file-store.ts";
import { S3FileStore } from "./s3-file-store.ts";

/** The configured school's file store: the bucket when S3_BUCKET is set, else DATA_DIR. */
export function createFileStore(config: Pick<Config, "s3" | "dataDir" | "schoolCode">): FileStore {
  return config.s3
    ? S3FileStore.create(config.s3, config.schoolCode)
    : new LocalFileStore(config.dataDir, config.schoolCode);
}
