import { afterEach, describe, expect, it } from "vitest";
import { ensureFirstAdmin } from "../accounts/first-admin.ts";
import { ADMIN, signIn } from "../admin/staff-test-helpers.ts";
import type { Config } from "../config.ts";
import { pageApp } from "./page-test-helpers.ts";

/**
 * Issue 20, results day: after a change nobody waits long for a page. While
 * the new version renders, visitors get the last good copy after a short
 * wait (stale-while-revalidate), and the render finishes in the background.
 */

let app: Awaited<ReturnType<typeof pageApp>> | null = null;
afterEach(async () => {
  await app?.close();
  app = null;
});

const until = async (check: () => boolean | Promise<boolean>, ms = 3000) => {
  const end = Date.now() + ms;
  while (!(await check()) && Date.now() < end) await new Promise((r) => setTimeout(r, 10));
};

/** An app that has rendered /news once, whose next renders take `renderMs`, and a change made since. */
async function changedWhileSlow(renderMs: number, staleWaitMs = 100, config: Partial<Config> = {}) {
  const a = await pageApp(config, { staleWaitMs });
  expect((await a.inject({ url: "/news" })).headers["x-render"]).toBe("1");
  a.renders.delayMs = renderMs;
  await a.services.schools.changed("tvms");
  return a;
}

describe("issue 20: stale-while-revalidate after a change", () => {
  it("gives the visitor the last good page after the short wait, and the render started for them still finishes", async () => {
    app = await changedWhileSlow(600);
    const started = Date.now();
    const first = await app.inject({ url: "/news" });
    expect(Date.now() - started).toBeLessThan(450);
    expect(first.statusCode).toBe(200);
    expect(first.headers["x-page-cache"]).toBe("stale");
    expect(first.headers["x-render"]).toBe("1");
    expect(first.body).toContain("<p>/news</p>");
    // Nobody else asks: the render goes on in the background and is stored.
    await until(async () => (await app?.inject({ url: "/news" }))?.headers["x-page-cache"] === "hit");
    const later = await app.inject({ url: "/news" });
    expect(later.headers["x-page-cache"]).toBe("hit");
    expect(later.headers["x-render"]).toBe("2");
    // One render of the new version: the visitor's and the warm-up's are the same one.
    expect(app.renders.count).toBe(2);
  });

  it("answers a crowd during the render from the older page, with one render for all", async () => {
    app = await changedWhileSlow(500);
    const started = Date.now();
    const crowd = await Promise.all(
      Array.from({ length: 20 }, (_, i) => app?.inject({ url: "/news", remoteAddress: `198.51.100.${i + 1}` })),
    );
    expect(Date.now() - started).toBeLessThan(450);
    expect(crowd.every((r) => r?.headers["x-page-cache"] === "stale" && r.headers["x-render"] === "1")).toBe(true);
    await until(() => app?.renders.count === 2);
    await new Promise((r) => setTimeout(r, 600));
    expect(app.renders.count).toBe(2);
  });

  it("gives the new page, not the old one, when its render ends within the wait", async () => {
    app = await changedWhileSlow(30, 250);
    const res = await app.inject({ url: "/news" });
    expect(res.headers["x-page-cache"]).toBe("hit");
    expect(res.headers["x-render"]).toBe("2");
  });

  it("stops showing the older page once the new render finds the page gone", async () => {
    app = await changedWhileSlow(300);
    app.renders.gone.add("/news");
    expect((await app.inject({ url: "/news" })).headers["x-page-cache"]).toBe("stale");
    await until(() => app?.renders.running === 0 && app.renders.count === 2);
    await new Promise((r) => setTimeout(r, 50));
    const after = await app.inject({ url: "/news" });
    expect(after.statusCode).toBe(404);
    expect(after.headers["x-page-cache"]).toBe("miss");
  });

  it("keeps showing the older page while renders of the new one fail", async () => {
    app = await changedWhileSlow(0);
    app.renders.failing.add("/news");
    for (let i = 0; i < 3; i++) {
      const res = await app.inject({ url: "/news" });
      expect(res.statusCode).toBe(200);
      expect(res.headers["x-page-cache"]).toBe("stale");
    }
    app.renders.failing.clear();
    await until(async () => (await app?.inject({ url: "/news" }))?.headers["x-page-cache"] === "hit");
    expect((await app.inject({ url: "/news" })).statusCode).toBe(200);
  });

  it("never serves staff or a form post an older page", async () => {
    app = await changedWhileSlow(300, 100, { admin: ADMIN });
    await ensureFirstAdmin(app.services);
    const { cookie } = await signIn(app as never);
    const staff = await app.inject({ url: "/news", headers: { cookie } });
    expect(staff.headers["x-page-cache"]).toBeUndefined();
    expect(Number(staff.headers["x-render"])).toBeGreaterThan(1);
    const post = await app.inject({ method: "POST", url: "/news", payload: "a=1" });
    expect(post.headers["x-page-cache"]).toBeUndefined();
    expect(Number(post.headers["x-render"])).toBeGreaterThan(1);
  });

  it("with no older copy of a page, the visitor waits for its render as before", async () => {
    app = await pageApp({}, { staleWaitMs: 50, renderMs: 200 });
    const res = await app.inject({ url: "/events" });
    expect(res.headers["x-page-cache"]).toBe("miss");
    expect(res.body).toContain("<p>/events</p>");
  });
});

describe("PAGE_CACHE=off (benchmarks and diagnosis)", () => {
  it("renders every page and says so", async () => {
    app = await pageApp({ pageCache: false });
    const answers = [await app.inject({ url: "/" }), await app.inject({ url: "/" })];
    expect(answers.map((r) => r.headers["x-page-cache"])).toEqual(["off", "off"]);
    expect(app.renders.count).toBe(2);
  });
});
