/** Starts a real S3-protocol server (s3rver) on a free loopback port, for the storage tests (not a test file itself). */
import fsp from "node:fs/promises";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
// @ts-expect-error s3rver ships no type declarations.
import S3rver from "s3rver";
import type { S3Settings } from "./s3-file-store.ts";

export interface TestS3 {
  settings: S3Settings;
  /** The folder where s3rver keeps the objects. */
  dir: string;
  /** Stops the server (once; later calls do nothing) and removes its folder. */
  close(): Promise<void>;
}

export async function startTestS3(bucket = "school-files"): Promise<TestS3> {
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), "s3rver-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const address = (await server.run()) as AddressInfo;
  let closed = false;
  return {
    dir,
    settings: {
      bucket,
      endpoint: `http://127.0.0.1:${address.port}`,
      region: "us-east-1",
      forcePathStyle: true,
      // s3rver's fixed test credentials; it checks each request's signature with them.
      credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
    },
    async close() {
      if (closed) return;
      closed = true;
      await server.close();
      await fsp.rm(dir, { recursive: true, force: true });
    },
  };
}
