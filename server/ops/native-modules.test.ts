import { hash, verify } from "@node-rs/argon2";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { SqliteDatabase as Database } from "../db/sqlite-driver.ts";

/**
 * The compiled modules load and work on the Node running the tests: npm test
 * runs this file on the machine's Node and, through scripts/test-node24.mjs,
 * on Node 24 (better-sqlite3 is built per Node version; sharp and argon2 use
 * Node-API and load on both).
 */
describe(`native modules on Node ${process.versions.node}`, () => {
  it("the SQLite driver (better-sqlite3) opens a database and runs SQL, full-text search included", () => {
    const db = new Database(":memory:");
    try {
      db.exec("CREATE VIRTUAL TABLE t USING fts5(body); INSERT INTO t VALUES ('annual sports day')");
      expect(db.prepare("SELECT count(*) AS n FROM t WHERE t MATCH 'sports'").get()).toEqual({ n: 1 });
    } finally {
      db.close();
    }
  });

  it("sharp resizes a picture", async () => {
    const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: "#0b3d6b" } })
      .png()
      .toBuffer();
    const small = await sharp(png).resize(20).webp().toBuffer();
    expect(await sharp(small).metadata()).toMatchObject({ format: "webp", width: 20, height: 10 });
  });

  it("argon2 hashes and verifies a password", async () => {
    const stored = await hash("correct horse battery staple", { memoryCost: 1024, timeCost: 1 });
    expect(await verify(stored, "correct horse battery staple")).toBe(true);
    expect(await verify(stored, "wrong")).toBe(false);
  });
});
