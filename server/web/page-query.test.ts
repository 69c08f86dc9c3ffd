import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { PAGE_QUERY_KEYS, pageCacheUrl } from "./page-query.ts";
import { pageApp } from "./page-test-helpers.ts";

/** Issue 20: made-up query strings cannot empty the page cache or keep the server rendering. */

let app: Awaited<ReturnType<typeof pageApp>> | null = null;
afterEach(async () => {
  await app?.close();
  app = null;
});

describe("the page cache keys pages on the query parameters pages read", () => {
  it("drops other parameters and sorts the rest", () => {
    expect(pageCacheUrl("/")).toBe("/");
    expect(pageCacheUrl("/?x=1")).toBe("/");
    expect(pageCacheUrl("/news?utm_source=sms&year=2024&month=Jan")).toBe("/news?month=Jan&year=2024");
    expect(pageCacheUrl("/news?month=Jan&year=2024")).toBe("/news?month=Jan&year=2024");
    expect(pageCacheUrl("/sub-gallery?id=7&fbclid=abc")).toBe("/sub-gallery?id=7");
  });

  it("answers random query strings on / from the cache without pushing other pages out", async () => {
    app = await pageApp();
    await app.inject({ url: "/news" });
    await app.inject({ url: "/" });
    expect(app.renders.count).toBe(2);
    // More made-up addresses than the cache holds pages.
    for (let i = 0; i < 400; i++) {
      const res = await app.inject({ url: `/?x=${i}&r=${Math.random()}`, remoteAddress: `198.51.100.${i % 200}` });
      expect(res.headers["x-page-cache"]).toBe("hit");
    }
    expect((await app.inject({ url: "/news" })).headers["x-page-cache"]).toBe("hit");
    expect(app.renders.count).toBe(2);
  });

  it("gives a list page with a real filter its own page, rendered from the address it is kept under", async () => {
    app = await pageApp();
    await app.inject({ url: "/news" });
    const filtered = await app.inject({ url: "/news?year=2024&utm_source=sms" });
    expect(filtered.headers["x-page-cache"]).toBe("miss");
    // A stray parameter never reaches the page (its links, forms and tabs are shared by every visitor).
    expect(app.renders.urls.at(-1)).toMatch(/\/news\?year=2024$/);
    expect((await app.inject({ url: "/news?utm_medium=x&year=2024" })).headers["x-page-cache"]).toBe("hit");
    expect(app.renders.count).toBe(2);
  });

  it("lists every query parameter a public page reads", () => {
    // Public pages read the query through URLSearchParams.get("name") (loaders,
    // list filters, components) or a Tabs `param`; staff pages are never cached.
    const root = path.resolve(import.meta.dirname, "../../app");
    const sources = (fs.readdirSync(root, { recursive: true }) as string[])
      .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !/(^|\/)(staff|admin)|admin-routes/.test(f))
      .map((f) => fs.readFileSync(path.join(root, f), "utf8"));
    const read = new Set<string>();
    for (const text of sources) {
      for (const m of text.matchAll(/(?:searchParams|\bsearch|\)\[0\])\.get\(\s*"([^"]+)"/g)) read.add(m[1]);
      for (const m of text.matchAll(/\bparam\s*=\s*"([^"]+)"/g)) read.add(m[1]);
    }
    expect(read.size).toBeGreaterThanOrEqual(6);
    expect([...read].filter((name) => !PAGE_QUERY_KEYS.has(name))).toEqual([]);
  });
});
