import { afterEach, describe, expect, it } from "vitest";
import { SchoolRepository } from "../content/school-repository.ts";
import { pageApp } from "./page-test-helpers.ts";

/**
 * Issue 27, N3/W9: no visitor can make the server render a page it has
 * cached, and the page limit counts a client once, whichever school it asks.
 */

let app: Awaited<ReturnType<typeof pageApp>> | null = null;
afterEach(async () => {
  await app?.close();
  app = null;
});

async function addHost(a: NonNullable<typeof app>, host: string, school: string) {
  await a.services.schools.ensure(school, school);
  const createdAt = new Date().toISOString();
  await a.services.database.db.insertInto("hosts").values({ host, schoolCode: school, createdAt }).execute();
  a.services.hosts.invalidate();
}

describe("issue 27 N3: what a visitor cannot make the server render again", () => {
  it("a made-up staff_session cookie gets the shared page, as any visitor does", async () => {
    app = await pageApp();
    await app.inject({ url: "/news" });
    for (const cookie of ["staff_session=x", `__Host-staff_session=${"A".repeat(43)}`, "a=1; staff_session=abc"]) {
      const res = await app.inject({ url: "/news", headers: { cookie } });
      expect(res.headers["x-page-cache"]).toBe("hit");
      expect(res.headers["x-render"]).toBe("1");
    }
    expect(app.renders.count).toBe(1);
  });

  it("a Host the site does not know gets the page already made when PUBLIC_ORIGIN names the site", async () => {
    app = await pageApp({ publicOrigin: "https://school.example" });
    await app.inject({ url: "/news", headers: { host: "school.example" } });
    for (const host of ["h1.example", "h2.example", "SCHOOL.example"]) {
      const res = await app.inject({ url: "/news", headers: { host } });
      expect(res.headers["x-page-cache"]).toBe("hit");
    }
    expect(app.renders.count).toBe(1);
  });

  it("a Host not in the hosts table gets the page of the school's own host name, with that name in its links", async () => {
    app = await pageApp();
    await addHost(app, "tvms.example", "tvms");
    await app.inject({ url: "/news", headers: { host: "tvms.example" } });
    const res = await app.inject({ url: "/news", headers: { host: "made-up.example" } });
    expect(res.headers["x-page-cache"]).toBe("hit");
    const other = await app.inject({ url: "/events", headers: { host: "another.example" } });
    expect(other.body).toContain('href="http://tvms.example/events"');
    expect(other.body).not.toContain("another.example");
    expect(app.renders.count).toBe(2);
  });

  it("counts a client's page requests to every school of the server under one limit", async () => {
    app = await pageApp({ rateLimitFactor: 3 / 600 });
    await addHost(app, "second.example", "second");
    for (let i = 0; i < 3; i++) expect((await app.inject({ url: "/news" })).statusCode).toBe(200);
    const elsewhere = await app.inject({ url: "/news", headers: { host: "second.example" } });
    expect(elsewhere.statusCode).toBe(429);
    // Another client still gets its pages.
    expect((await app.inject({ url: "/news", remoteAddress: "203.0.113.9" })).statusCode).toBe(200);
  });
});

describe("issue 27 (operations): background renders in the log", () => {
  it("logs a background render as background work under the id of the request that caused it, not as a request", async () => {
    const lines: string[] = [];
    app = await pageApp({ logLevel: "info" }, { staleWaitMs: 50, logStream: { write: (l) => lines.push(l) } });
    await app.inject({ url: "/news" });
    // Changed by another instance without Redis: no warm-up here, this
    // instance finds the new version by its poll and the next visitor causes the render.
    const before = await app.services.schools.version("tvms");
    await new SchoolRepository(app.services.database.db).changed("tvms");
    const seen = Date.now() + 3000;
    while ((await app.services.schools.version("tvms")) === before && Date.now() < seen) {
      await new Promise((r) => setTimeout(r, 20));
    }
    app.renders.delayMs = 200;
    const visit = await app.inject({ url: "/news", headers: { "x-request-id": "proxy-id-123" } });
    expect(visit.headers["x-page-cache"]).toBe("stale");
    const end = Date.now() + 3000;
    while (!lines.some((l) => l.includes("background page render")) && Date.now() < end) {
      await new Promise((r) => setTimeout(r, 20));
    }
    const entries = lines.map((l) => JSON.parse(l) as { msg?: string; reqId?: string; req?: { url?: string } });
    const incoming = entries.filter((e) => e.msg === "incoming request" && e.req?.url === "/news");
    // Two visits, two incoming requests: the background render is not a third.
    expect(incoming).toHaveLength(2);
    const background = entries.filter((e) => e.msg === "background page render");
    expect(background).toHaveLength(1);
    expect(background[0].reqId).toBe("proxy-id-123");
  });
});
