import { afterEach, describe, expect, it } from "vitest";
import { SchoolRepository } from "../content/school-repository.ts";
import { pageApp } from "./page-test-helpers.ts";

/** Issue 20: a crowd after a change costs one render per page, done before most visitors ask. */

let app: Awaited<ReturnType<typeof pageApp>> | null = null;
afterEach(async () => {
  await app?.close();
  app = null;
});

const until = async (check: () => boolean, ms = 3000) => {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((r) => setTimeout(r, 10));
};

describe("issue 20: renders shared and done ahead", () => {
  it("renders a page once for many visitors asking at the same moment", async () => {
    app = await pageApp({}, { renderMs: 100 });
    const crowd = await Promise.all(
      Array.from({ length: 20 }, (_, i) => app?.inject({ url: "/news", remoteAddress: `198.51.100.${i + 1}` })),
    );
    expect(crowd.every((r) => r?.statusCode === 200 && r.body.includes("<p>/news</p>"))).toBe(true);
    expect(app.renders.count).toBe(1);
    expect(crowd.filter((r) => r?.headers["x-page-cache"] === "miss")).toHaveLength(1);
  });

  it("after a change, renders the visited pages again before anyone asks", async () => {
    app = await pageApp();
    for (const url of ["/", "/news", "/news", "/events"]) await app.inject({ url });
    expect(app.renders.count).toBe(3);
    await app.services.schools.changed("tvms");
    await until(() => app?.renders.count === 6);
    expect(app.renders.count).toBe(6);
    // Visitors now get the new version from the cache.
    for (const url of ["/", "/news", "/events"]) {
      expect((await app.inject({ url })).headers["x-page-cache"]).toBe("hit");
    }
    expect(app.renders.count).toBe(6);
  });

  it("renders the pages due after a change three at a time, most visited first", async () => {
    app = await pageApp();
    const visits: Record<string, number> = { "/": 5, "/news": 4, "/events": 3, "/tc": 2, "/contact": 1 };
    for (const [url, n] of Object.entries(visits)) for (let i = 0; i < n; i++) await app.inject({ url });
    expect(app.renders.count).toBe(5);
    app.renders.delayMs = 100;
    app.renders.urls.length = 0;
    const started = Date.now();
    await app.services.schools.changed("tvms");
    await until(() => app?.renders.count === 10 && app.renders.running === 0);
    expect(app.renders.mostAtOnce).toBe(3);
    // Five renders of 100 ms, three at a time: two rounds, not five.
    expect(Date.now() - started).toBeLessThan(450);
    expect(app.renders.urls.slice(0, 3).map((u) => new URL(u).pathname)).toEqual(["/", "/news", "/events"]);
  });

  it("after a change made on another instance, renders the visited pages again before anyone asks", async () => {
    app = await pageApp();
    for (const url of ["/", "/news"]) await app.inject({ url });
    // Another instance publishes: the version moves in the shared database, and
    // this one hears of it through Redis (server/shared/changes.ts calls forget).
    await new SchoolRepository(app.services.database.db).changed("tvms");
    app.services.schools.forget("tvms");
    await until(() => app?.renders.count === 4);
    for (const url of ["/", "/news"]) {
      expect((await app.inject({ url })).headers["x-page-cache"]).toBe("hit");
    }
    expect(app.renders.count).toBe(4);
  });

  it("the warm-up cannot be asked for by a visitor to get around the page limit", async () => {
    app = await pageApp({ rateLimitFactor: 0.01 });
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await app.inject({
        url: `/?v=${i}`,
        headers: { "x-page-warm": "guess" },
        remoteAddress: "198.51.100.9",
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429]);
  });

  it("renders a page again behind a TLS proxy with the https address its visitors saw", async () => {
    app = await pageApp({ trustProxy: 1 });
    const proxied = { host: "school.example", "x-forwarded-proto": "https", "x-forwarded-for": "203.0.113.7" };
    const first = await app.inject({ url: "/news", headers: proxied });
    expect(first.body).toContain('href="https://school.example/news"');
    await app.services.schools.changed("tvms");
    await until(() => app?.renders.count === 2);
    const again = await app.inject({ url: "/news", headers: proxied });
    expect(again.headers["x-page-cache"]).toBe("hit");
    expect(again.body).toContain('href="https://school.example/news"');
  });
});
