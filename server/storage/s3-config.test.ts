import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../config.ts";

/** A bucket named, as every S3 setting needs. */
const bucket = { S3_BUCKET: "files" };

describe("S3 settings", () => {
  it("keep files in DATA_DIR unless S3_BUCKET is set", () => {
    expect(loadConfig({}).s3).toBeNull();
    expect(loadConfig({ S3_BUCKET: "school-files" }).s3).toEqual({
      bucket: "school-files",
      endpoint: null,
      region: "us-east-1",
      forcePathStyle: false,
    });
  });

  it("read the endpoint, region and path style for MinIO or R2", () => {
    const s3 = loadConfig({
      ...bucket,
      S3_ENDPOINT: "http://127.0.0.1:9000",
      S3_REGION: "auto",
      S3_FORCE_PATH_STYLE: "true",
      AWS_ACCESS_KEY_ID: "left-to-the-sdk",
    }).s3;
    expect(s3).toEqual({ bucket: "files", endpoint: "http://127.0.0.1:9000", region: "auto", forcePathStyle: true });
  });

  it("name the variable when a value is wrong", () => {
    expect(() => loadConfig({ ...bucket, S3_ENDPOINT: "minio:9000" })).toThrow(ConfigError);
    expect(() => loadConfig({ ...bucket, S3_ENDPOINT: "minio:9000" })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ ...bucket, S3_FORCE_PATH_STYLE: "yes" })).toThrow(/S3_FORCE_PATH_STYLE/);
  });
});
