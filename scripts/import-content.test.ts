import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "../server/config.ts";
import { createServices } from "../server/services.ts";

const run = promisify(execFile);
let dir: string;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "import-command-"));
  await fs.mkdir(path.join(dir, "export/files"), { recursive: true });
  for (const [name, colour] of [
    ["a.jpg", "#336699"],
    ["b.jpg", "#993366"],
  ]) {
    const data = await sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
      .jpeg()
      .toBuffer();
    await fs.writeFile(path.join(dir, "export/files", name), data);
  }
  const doc = {
    schoolCode: "tvms",
    news: [
      { title: "Sports day", description: "", fromDate: "2025-01-10", attachments: ["files/a.jpg", "files/b.jpg"] },
    ],
  };
  await fs.writeFile(path.join(dir, "export/content.json"), JSON.stringify(doc));
});
afterAll(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

describe("npm run import", () => {
  it("stores the content and leaves the images' AVIF copies to the server's background worker", async () => {
    const env = { ...process.env, DATABASE_URL: path.join(dir, "site.db"), DATA_DIR: path.join(dir, "files") };
    const { stdout } = await run(
      process.execPath,
      ["--import", "tsx", "scripts/import-content.ts", path.join(dir, "export/content.json")],
      { env, cwd: path.join(import.meta.dirname, "..") },
    );
    expect(stdout).toMatch(/news: 1/);
    expect(stdout).toMatch(/AVIF copies of 2 images are queued: the server makes them in the background/);

    const services = await createServices(testConfig({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR }));
    try {
      const [news] = await services.content.list("tvms", "news");
      expect(news.attachments).toHaveLength(2);
      // Queued for the server, not made by the command (minutes of CPU for a real export).
      expect(await services.jobs.pending()).toBe(2);
      for (const id of news.attachments) expect(await services.store.statVariant(id, 400, "avif")).toBeNull();
    } finally {
      await services.close();
    }
  }, 60_000);
});
