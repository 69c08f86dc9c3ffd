import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppContext } from "../../contract/site-data.ts";
import { ensureFirstAdmin } from "../accounts/first-admin.ts";
import { ADMIN, type StaffClient, signIn } from "../admin/staff-test-helpers.ts";
import { buildApp } from "../app.ts";
import { testConfig } from "../config.ts";
import { startRedis } from "../shared/test-redis.ts";
import { ALERT_SLOT } from "./alert-html.ts";

type App = Awaited<ReturnType<typeof buildApp>>;
const HOUR = 3600_000;

/**
 * A page app whose stand-in pages carry the alert slot where the real
 * layout has it, counting renders: an alert must reach cached pages without
 * a new render of any of them.
 */
async function alertApp(dataDir: string, overrides: Parameters<typeof testConfig>[0] = {}) {
  const renders = { count: 0 };
  const handler = async (request: Request, context: AppContext) => {
    renders.count++;
    const { pathname } = new URL(request.url);
    return new Response(
      `<!doctype html><html><head><title>${pathname}</title></head><body>${ALERT_SLOT}<main><p nonce="${context.nonce}">${"School news. ".repeat(200)}</p></main></body></html>`,
      { headers: { "content-type": "text/html; charset=utf-8" } },
    );
  };
  const app = await buildApp({
    config: testConfig({ dataDir, admin: ADMIN, rateLimitFactor: 100, ...overrides }),
    pages: { buildDir: dataDir, handler },
  });
  await ensureFirstAdmin(app.services);
  return Object.assign(app, { renders });
}

const page = async (app: App, url = "/news", headers: Record<string, string> = {}) => {
  const res = await app.inject({ method: "GET", url, headers: { "accept-encoding": "gzip", ...headers } });
  const body = res.headers["content-encoding"] === "gzip" ? gunzipSync(res.rawPayload).toString() : res.body;
  return { res, body };
};

describe("site-wide alerts (issue 30)", () => {
  let dataDir: string;
  let app: Awaited<ReturnType<typeof alertApp>>;
  let staff: StaffClient;
  let clock = Date.parse("2026-11-26T10:00:00+05:30");

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "alerts-test-"));
    app = await alertApp(dataDir);
    app.services.alerts.now = () => clock;
    staff = await signIn(app);
  });
  afterAll(async () => {
    await app?.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it("shows a posted alert on every cached page at once, without rendering any page again, and ends it by itself", async () => {
    for (const url of ["/", "/news", "/events"]) expect((await page(app, url)).body).not.toContain("site-alert");
    const rendered = app.renders.count;
    const res = await staff.post("/api/admin/alerts", {
      level: "urgent",
      text: "School closed tomorrow due to heavy rain",
      endsAt: "2026-11-27T18:00:00+05:30",
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().id).toMatch(/^[a-f0-9]+$/);
    for (const url of ["/", "/news", "/events"]) {
      const { res: answer, body } = await page(app, url);
      expect(answer.headers["x-page-cache"]).toBe("hit");
      expect(body).toContain("School closed tomorrow due to heavy rain");
      expect(body).toContain("site-alert--urgent");
      // An urgent alert cannot be hidden.
      expect(body).not.toContain("/alerts/hide");
    }
    expect(app.renders.count).toBe(rendered);
    // The next evening, after 18:00 India time, it is gone with nothing done by staff.
    clock = Date.parse("2026-11-27T18:00:01+05:30");
    expect((await page(app, "/news")).body).not.toContain("heavy rain");
    expect(app.renders.count).toBe(rendered);
  });

  it("ends an alert at once on DELETE, and starts one at its start time", async () => {
    clock = Date.parse("2026-12-01T09:00:00+05:30");
    const id = (
      await staff.post("/api/admin/alerts", {
        level: "info",
        text: "Parents' meeting on Saturday",
        link: "/events",
        startsAt: "2026-12-01T12:00:00+05:30",
        endsAt: "2026-12-05T18:00:00+05:30",
      })
    ).json().id;
    expect((await page(app)).body).not.toContain("Parents' meeting");
    clock = Date.parse("2026-12-01T12:00:00+05:30");
    const shown = (await page(app)).body;
    expect(shown).toContain("Parents&#39; meeting on Saturday");
    expect(shown).toContain('href="/events"');
    expect((await staff.delete(`/api/admin/alerts/${id}`)).statusCode).toBe(204);
    expect((await page(app)).body).not.toContain("Parents&#39; meeting");
    expect((await staff.delete(`/api/admin/alerts/${id}`)).statusCode).toBe(404);
  });

  it("lets a visitor hide an information alert for the visit, without JavaScript", async () => {
    clock = Date.parse("2026-12-10T09:00:00+05:30");
    const { id } = (
      await staff.post("/api/admin/alerts", {
        level: "info",
        text: "Library open late",
        endsAt: "2026-12-11T18:00:00+05:30",
      })
    ).json();
    expect((await page(app, "/contact")).body).toContain("Library open late");
    const hide = await app.inject({
      method: "POST",
      url: "/alerts/hide",
      payload: `id=${id}`,
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        referer: "http://localhost/contact",
        host: "localhost",
      },
    });
    expect(hide.statusCode).toBe(303);
    expect(hide.headers.location).toBe("/contact");
    const cookie = String(hide.headers["set-cookie"]).split(";")[0];
    expect((await page(app, "/contact", { cookie })).body).not.toContain("Library open late");
    expect((await page(app, "/contact")).body).toContain("Library open late");
    await staff.delete(`/api/admin/alerts/${id}`);
  });

  it("refuses an alert that is too long, has no end, ends before it starts, or links elsewhere than a web address", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ level: "urgent", text: "x".repeat(201), endsAt: "2030-01-01T00:00:00Z" }, "text"],
      [{ level: "urgent", text: "Closed" }, "endsAt"],
      [{ level: "loud", text: "Closed", endsAt: "2030-01-01T00:00:00Z" }, "level"],
      [{ level: "info", text: "Closed", link: "javascript:alert(1)", endsAt: "2030-01-01T00:00:00Z" }, "link"],
      [{ level: "info", text: "Closed", startsAt: "2030-01-02T00:00:00Z", endsAt: "2030-01-01T00:00:00Z" }, "endsAt"],
      [{ level: "info", text: "Closed", endsAt: "2020-01-01T00:00:00Z" }, "endsAt"],
    ];
    for (const [body, field] of cases) {
      const res = await staff.post("/api/admin/alerts", body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json().errors)).toContain(field);
    }
    expect((await app.inject({ method: "POST", url: "/api/admin/alerts", payload: cases[0][0] })).statusCode).toBe(401);
  });
});

describe("an alert on a second instance (Redis change notice)", () => {
  let redis: Awaited<ReturnType<typeof startRedis>>;
  let dataDir: string;
  const apps: Awaited<ReturnType<typeof alertApp>>[] = [];

  beforeAll(async () => {
    redis = await startRedis();
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "alerts-two-"));
    const databaseUrl = path.join(dataDir, "site.db");
    for (let i = 0; i < 2; i++) apps.push(await alertApp(dataDir, { databaseUrl, redisUrl: redis.url }));
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await redis?.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it("reaches the other instance's cached pages within a second, long before its own re-read", async () => {
    const [a, b] = apps;
    // B's clock stands still, so it never reads the alerts again by itself: only the notice can tell it.
    const bClock = Date.now();
    b.services.alerts.now = () => bClock;
    expect((await page(b, "/news")).body).not.toContain("site-alert");
    const staff = await signIn(a);
    await new Promise((r) => setTimeout(r, 200));
    const posted = await staff.post("/api/admin/alerts", {
      level: "urgent",
      text: "Exam postponed to Monday",
      startsAt: new Date(bClock - 60_000).toISOString(),
      endsAt: new Date(Date.now() + 2 * HOUR).toISOString(),
    });
    expect(posted.statusCode).toBe(201);
    const started = Date.now();
    let body = "";
    while (Date.now() - started < 1000 && !body.includes("Exam postponed")) {
      body = (await page(b, "/news")).body;
      if (!body.includes("Exam postponed")) await new Promise((r) => setTimeout(r, 20));
    }
    expect(body).toContain("Exam postponed to Monday");
  });
});
