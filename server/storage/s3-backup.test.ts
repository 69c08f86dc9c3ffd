import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "../config.ts";
import { backup, restore } from "../ops/backup.ts";
import { createServices } from "../services.ts";
import { startTestS3, type TestS3 } from "./test-s3.ts";

const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`);

/** npm run backup and restore with S3_BUCKET set: the database only, and saying so, never a silent half. */
describe("backup and restore with files in S3", () => {
  let s3: TestS3;
  let dir: string;
  beforeAll(async () => {
    s3 = await startTestS3();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "s3-backup-"));
  });
  afterAll(async () => {
    await s3?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("backs up the database, leaves the files in the bucket, and restores next to them", async () => {
    const config = testConfig({
      dataDir: path.join(dir, "files"),
      databaseUrl: path.join(dir, "site.db"),
      s3: s3.settings,
    });
    const target = { databaseUrl: config.databaseUrl, dataDir: config.dataDir, bucket: s3.settings.bucket };
    const archive = path.join(dir, "site.tar.gz");

    let services = await createServices(config);
    const kept = await services.files.save("tvms", pdf("kept"), "kept.pdf");
    const result = await backup(target, archive);
    expect(result).toMatchObject({ files: 0, bucket: "school-files" });
    const listing = execFileSync("tar", ["-tzf", archive], { encoding: "utf8" });
    expect(listing).not.toMatch(/^files\//m);

    const added = await services.files.save("tvms", pdf("added"), "added.pdf");
    await services.close();

    // Restored without S3_BUCKET, the database would name files DATA_DIR does not have.
    const local = { databaseUrl: config.databaseUrl, dataDir: config.dataDir };
    await expect(restore(local, archive)).rejects.toThrow(
      /files are in the S3 bucket school-files.*set S3_BUCKET=school-files/,
    );

    const manifest = await restore(target, archive);
    expect(manifest.bucket).toBe("school-files");
    services = await createServices(config);
    try {
      const ids = (await services.database.db.selectFrom("files").select("id").execute()).map((r) => r.id);
      expect(ids).toContain(kept.id);
      expect(ids).not.toContain(added.id);
      // The bucket was not touched: both objects are still there.
      expect((await services.store.read(kept.id))?.toString()).toContain("kept");
      expect(await services.store.stat(added.id)).not.toBeNull();
    } finally {
      await services.close();
    }
  });

  it("refuses to restore a backup of local files while S3_BUCKET is set, changing nothing", async () => {
    const config = testConfig({ dataDir: path.join(dir, "local-files"), databaseUrl: path.join(dir, "local.db") });
    const services = await createServices(config);
    await services.files.save("tvms", pdf("local"), "local.pdf");
    await services.close();
    const archive = path.join(dir, "local.tar.gz");
    await backup({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }, archive);
    const before = fs.statSync(config.databaseUrl).mtimeMs;
    await expect(
      restore({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, bucket: "school-files" }, archive),
    ).rejects.toThrow(/holds 2 files from a local folder, but S3_BUCKET is set/);
    expect(fs.statSync(config.databaseUrl).mtimeMs).toBe(before);
  });
});
