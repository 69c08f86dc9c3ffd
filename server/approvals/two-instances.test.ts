import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppContext } from "../../contract/site-data.ts";
import { ensureFirstAdmin } from "../accounts/first-admin.ts";
import { ADMIN, type App, auditRows, signIn } from "../admin/staff-test-helpers.ts";
import { buildApp } from "../app.ts";
import { testConfig } from "../config.ts";
import { createWorker } from "../jobs/background.ts";
import { createPgDatabase } from "../ops/test-pg.ts";

/** The stand-in for the React Router build: the newsletter page lists the circulars' titles. */
async function render(_request: Request, context: AppContext): Promise<Response> {
  const titles = (await context.site.list("circular")).map((c) => `<li>${c.title}</li>`).join("");
  return new Response(`<!doctype html><html><body><main><ul>${titles}</ul></main></body></html>`, {
    headers: { "content-type": "text/html; charset=utf-8" },
  });
}

const quiet = { info() {}, warn() {}, error() {} };

/**
 * Issue 31 with two instances of the site on one PostgreSQL database, each
 * with its own caches (public API, page cache) and its own job worker: a
 * scheduled publish runs once between them (one audit entry, one push send)
 * and both instances' visitors see it within seconds, the page cache included.
 */
describe("a scheduled publish with two instances on one PostgreSQL", () => {
  let database: Awaited<ReturnType<typeof createPgDatabase>>;
  let dataDir: string;
  const apps: App[] = [];
  let clock = Date.parse("2026-11-26T18:00:00+05:30");

  beforeAll(async () => {
    database = await createPgDatabase();
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "two-instances-"));
    // One after the other: the first migrates the database the second finds ready.
    for (let i = 0; i < 2; i++) {
      const app = (await buildApp({
        config: testConfig({ dataDir, databaseUrl: database.url, rateLimitFactor: 100, admin: ADMIN }),
        pages: { buildDir: dataDir, handler: render },
      })) as App;
      app.services.jobs.now = () => new Date(clock);
      apps.push(app);
    }
    await ensureFirstAdmin(apps[0].services);
  }, 60_000);

  afterAll(async () => {
    for (const app of apps) await app.close();
    await database?.drop();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  const page = async (app: App) => (await app.inject({ method: "GET", url: "/newsletter" })).body;
  const api = async (app: App) => (await app.inject({ method: "GET", url: "/api/circular/all/tvms" })).body;

  it("runs once across the two workers and both instances show it, page cache included", async () => {
    const [a, b] = apps;
    const staff = await signIn(a);
    const created = await staff.post("/api/admin/content/circular", {
      category: "Newsletter",
      date: "2026-11-26",
      title: "Holiday tomorrow",
      attachments: [],
      text: "The school stays closed.",
      notifyParents: true,
      publishAt: "2026-11-27T07:00:00+05:30",
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id;
    // Both instances have the page cached without it before its time.
    for (const app of apps) {
      expect(await page(app)).not.toContain("Holiday tomorrow");
      expect((await app.inject({ method: "GET", url: "/newsletter" })).headers["x-page-cache"]).toBe("hit");
    }

    clock = Date.parse("2026-11-27T07:00:00+05:30");
    // Both workers find the job due at once; only one of them publishes.
    const runs = await Promise.all(apps.map((app) => createWorker(app.services, quiet).runUntilEmpty()));
    expect(runs.reduce((n, r) => n + r, 0)).toBeGreaterThanOrEqual(1);
    const published = (await auditRows(a)).filter((r) => r.action === "scheduled publish" && r.entityId === id);
    expect(published).toHaveLength(1);
    const sends = await a.services.database.db
      .selectFrom("pushSends")
      .select("id")
      .where("sourceId", "=", id)
      .execute();
    expect(sends).toHaveLength(1);

    // Each instance notices the other's change by the content version (rechecked every second).
    for (const app of [a, b]) {
      await expect.poll(() => api(app), { timeout: 5000, interval: 100 }).toContain("Holiday tomorrow");
      await expect.poll(() => page(app), { timeout: 5000, interval: 100 }).toContain("Holiday tomorrow");
    }
  });
});
