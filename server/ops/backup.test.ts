import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "../config.ts";
import { migrateAndReport } from "../db/run-migrations.ts";
import { createServices } from "../services.ts";
import { backup, restore } from "./backup.ts";
import { readTar, tarEnd, tarHeader, tarPadding } from "./tar.ts";
import { createPgDatabase } from "./test-pg.ts";

const photo = (color: string) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: color } })
    .jpeg()
    .toBuffer();

for (const engine of ["sqlite", "postgres"] as const) {
  describe(`backup and restore round trip (${engine})`, () => {
    let dir: string;
    let pg: Awaited<ReturnType<typeof createPgDatabase>> | null = null;
    let config: ReturnType<typeof testConfig>;
    beforeAll(async () => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), "backup-test-"));
      pg = engine === "postgres" ? await createPgDatabase() : null;
      config = testConfig({ dataDir: path.join(dir, "files"), databaseUrl: pg?.url ?? path.join(dir, "site.db") });
    });
    afterAll(async () => {
      await pg?.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    });

    it("gives back the database rows and the files as they were at the backup", async () => {
      const target = { databaseUrl: config.databaseUrl, dataDir: config.dataDir };
      const archive = path.join(dir, "out", "site.tar.gz");

      let services = await createServices(config);
      const kept = await services.files.save("tvms", await photo("#c33"), "kept.jpg");
      const version = await services.schools.version("tvms");
      const result = await backup(target, archive);
      expect(result).toMatchObject({ engine, files: 2 }); // the photo and the sample TC PDF
      // A standard tar reads it.
      const listing = execFileSync("tar", ["-tzf", archive], { encoding: "utf8" }).split("\n");
      expect(listing).toContain("manifest.json");
      expect(listing).toContain(`files/${kept.id}`);

      // Changes after the backup: a new upload, the old one gone, content changed.
      const added = await services.files.save("tvms", await photo("#33c"), "added.jpg");
      await services.database.db.deleteFrom("files").where("id", "=", kept.id).execute();
      fs.rmSync(path.join(config.dataDir, kept.id));
      await services.schools.changed("tvms");
      await services.close();

      await restore(target, archive);

      services = await createServices(config);
      try {
        const ids = (await services.database.db.selectFrom("files").select("id").execute()).map((r) => r.id);
        expect(ids).toContain(kept.id);
        expect(ids).not.toContain(added.id);
        expect(fs.readFileSync(path.join(config.dataDir, kept.id))).toEqual(await photo("#c33"));
        expect(fs.existsSync(path.join(config.dataDir, added.id))).toBe(false);
        expect(await services.schools.version("tvms")).toBe(version);
      } finally {
        await services.close();
      }
    });

    it("refuses a file that is not a backup, and a backup of the other engine, changing nothing", async () => {
      const junk = path.join(dir, "junk.tar.gz");
      fs.writeFileSync(junk, "not a backup");
      const target = { databaseUrl: config.databaseUrl, dataDir: config.dataDir };
      const before = fs.readdirSync(config.dataDir, { recursive: true }).length;
      await expect(restore(target, junk)).rejects.toThrow();
      await expect(restore(target, path.join(dir, "missing.tar.gz"))).rejects.toThrow(/no backup file/);
      const other =
        engine === "sqlite"
          ? { databaseUrl: "postgres://x@127.0.0.1:1/none", dataDir: config.dataDir }
          : { databaseUrl: path.join(dir, "other.db"), dataDir: config.dataDir };
      await expect(restore(other, path.join(dir, "out", "site.tar.gz"))).rejects.toThrow(
        new RegExp(`holds a ${engine} database`),
      );
      expect(fs.readdirSync(config.dataDir, { recursive: true }).length).toBe(before);
    });

    // F1: the database used to be restored before the file names were read,
    // so a backup refused for a bad name had already replaced it.
    it("checks the whole backup first: one refused for a file name after the database changes nothing", async () => {
      const good = path.join(dir, "out", "site.tar.gz");
      const crafted = path.join(dir, "crafted.tar.gz");
      const parts: Buffer[] = [];
      for await (const e of readTar(fs.createReadStream(good).pipe(zlib.createGunzip())))
        parts.push(tarHeader(e.name, e.data.length), e.data, tarPadding(e.data.length));
      for (const [name, data] of [
        ["files/tvms/new-file.jpg", await photo("#3c3")],
        [`files/../../../..${dir}/pwned-dotdot`, Buffer.from("x")],
      ] as const)
        parts.push(tarHeader(name, data.length), data, tarPadding(data.length));
      parts.push(tarEnd());
      fs.writeFileSync(crafted, zlib.gzipSync(Buffer.concat(parts)));

      const services = await createServices(config);
      await services.schools.changed("tvms");
      const version = await services.schools.version("tvms");
      await services.close();
      const filesBefore = fs.readdirSync(config.dataDir, { recursive: true }).sort();
      const target = { databaseUrl: config.databaseUrl, dataDir: config.dataDir };
      await expect(restore(target, crafted)).rejects.toThrow(/unsafe file name/);

      const after = await createServices(config);
      try {
        expect(await after.schools.version("tvms")).toBe(version);
      } finally {
        await after.close();
      }
      expect(fs.readdirSync(config.dataDir, { recursive: true }).sort()).toEqual(filesBefore);
      expect(fs.existsSync(path.join(dir, "pwned-dotdot"))).toBe(false);
      if (engine === "sqlite") {
        // A database that did not exist is not created either.
        const fresh = path.join(dir, "fresh", "restore.db");
        await expect(restore({ databaseUrl: fresh, dataDir: path.join(dir, "fresh-files") }, crafted)).rejects.toThrow(
          /unsafe file name/,
        );
        expect(fs.existsSync(fresh)).toBe(false);
        expect(fs.existsSync(path.join(dir, "fresh-files"))).toBe(false);
      }
    });
  });
}

describe("migrations are logged", () => {
  it("names each migration applied, then says the schema is up to date", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "migrate-test-"));
    try {
      const url = path.join(dir, "site.db");
      const lines: string[] = [];
      const log = { info: (_: object, msg: string) => lines.push(msg) };
      const applied = await migrateAndReport(url, log);
      expect(applied[0]).toBe("001-initial");
      expect(lines).toEqual(applied.map((name) => `migration applied: ${name}`));
      expect(lines).toContain("migration applied: 010-jobs");
      lines.length = 0;
      expect(await migrateAndReport(url, log)).toEqual([]);
      expect(lines).toEqual(["database schema up to date"]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
