import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "../config.ts";
import { loadDemoOnce } from "../demo/load-demo.ts";
import { createServices, type Services } from "../services.ts";
import { createPgDatabase } from "./test-pg.ts";

describe("two instances starting together on an empty PostgreSQL database", () => {
  let dir: string;
  let pg: Awaited<ReturnType<typeof createPgDatabase>>;
  const started: Services[] = [];
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "demo-race-"));
    pg = await createPgDatabase();
  });
  afterAll(async () => {
    for (const s of started) await s.close();
    await pg.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("loads the demo once; the other instance finds it loaded instead of crashing on duplicate ids", async () => {
    const config = testConfig({ databaseUrl: pg.url, dataDir: path.join(dir, "files") });
    const [a, b] = await Promise.all([createServices(config), createServices(config)]);
    started.push(a, b);
    const results = await Promise.all([loadDemoOnce(a), loadDemoOnce(b)]);
    expect(results.filter((r) => r !== null)).toHaveLength(1);
    expect(await a.content.count("tvms", "highlight")).toBeGreaterThan(0);
    // A later start (the usual restart) loads nothing either.
    expect(await loadDemoOnce(b)).toBeNull();
  }, 120_000);
});
