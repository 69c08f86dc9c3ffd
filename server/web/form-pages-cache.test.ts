import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validEnquiry } from "../api/forms/test-helpers.ts";
import { formPost, pageApp } from "./page-test-helpers.ts";

/** Issue 20: the form pages come from the page cache, each view still with its own key. */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const keyOf = (html: string) => /name="idempotencyKey" value="([^"]+)"/.exec(html)?.[1] ?? "";
const nonceOf = (html: string) => /<script nonce="([^"]+)">/.exec(html)?.[1] ?? "";

describe("issue 20: form pages from the page cache", () => {
  let app: Awaited<ReturnType<typeof pageApp>>;
  beforeAll(async () => {
    app = await pageApp();
  });
  afterAll(() => app.close());

  const storedNames = async () => {
    const rows = await app.services.database.db
      .selectFrom("enquiries")
      .select(["name", "idempotencyKey"])
      .where("schoolCode", "=", "tvms")
      .execute();
    return rows;
  };

  it("renders the enquiry page once and gives every view its own key and nonce", async () => {
    const before = app.renders.count;
    const views = [];
    for (let i = 0; i < 3; i++) views.push(await app.inject({ url: "/admission-enquire" }));
    expect(app.renders.count - before).toBe(1);
    expect(views.map((v) => v.headers["x-page-cache"])).toEqual(["miss", "hit", "hit"]);
    const keys = views.map((v) => keyOf(v.body));
    for (const key of keys) expect(key).toMatch(UUID);
    expect(new Set(keys).size).toBe(3);
    for (const v of views) {
      // The nonce in the page is the one the CSP header allows.
      expect(v.headers["content-security-policy"]).toContain(`'nonce-${nonceOf(v.body)}'`);
      expect(v.headers["cache-control"]).toBeUndefined();
    }
  });

  it("sends a cached page gzip-compressed to browsers that take it, still with its own key and nonce", async () => {
    const headers = { "accept-encoding": "gzip, deflate, br" };
    await app.inject({ url: "/admission-enquire?from=menu", headers });
    const hit = await app.inject({ url: "/admission-enquire?from=menu", headers });
    expect(hit.headers["x-page-cache"]).toBe("hit");
    expect(hit.headers["content-encoding"]).toBe("gzip");
    expect(hit.headers.vary).toMatch(/accept-encoding/i);
    const html = zlib.gunzipSync(hit.rawPayload).toString();
    expect(keyOf(html)).toMatch(UUID);
    expect(hit.headers["content-security-policy"]).toContain(`'nonce-${nonceOf(html)}'`);
  });

  it("serves the certificate page from the cache too", async () => {
    const first = await app.inject({ url: "/tc" });
    const second = await app.inject({ url: "/tc" });
    expect([first.headers["x-page-cache"], second.headers["x-page-cache"]]).toEqual(["miss", "hit"]);
  });

  it("without JavaScript, two parents posting from cached views are both stored; a repeated post of one is not", async () => {
    const [a, b] = [await app.inject({ url: "/admission-enquire" }), await app.inject({ url: "/admission-enquire" })];
    expect(b.headers["x-page-cache"]).toBe("hit");
    const fields = (name: string, key: string) =>
      Object.fromEntries(
        Object.entries({ ...validEnquiry, name, consent: "yes", idempotencyKey: key }).map(([k, v]) => [k, String(v)]),
      );
    const first = await app.inject(
      formPost("/admission-enquire", fields("Parent One Child", keyOf(a.body)), "198.51.100.21"),
    );
    const again = await app.inject(
      formPost("/admission-enquire", fields("Parent One Child", keyOf(a.body)), "198.51.100.21"),
    );
    const second = await app.inject(
      formPost("/admission-enquire", fields("Parent Two Child", keyOf(b.body)), "198.51.100.22"),
    );
    expect([first.statusCode, again.statusCode, second.statusCode]).toEqual([200, 200, 200]);
    expect(first.json()).toEqual({ status: "success" });
    // What a parent typed is never kept by a cache.
    expect(first.headers["cache-control"]).toBe("no-store");
    const rows = (await storedNames()).filter((r) => r.name.startsWith("Parent "));
    expect(rows.map((r) => r.name).sort()).toEqual(["Parent One Child", "Parent Two Child"]);
    expect(rows.map((r) => r.idempotencyKey).sort()).toEqual([keyOf(a.body), keyOf(b.body)].sort());
  });

  it("a certificate lookup posted without JavaScript is answered no-store and never cached", async () => {
    const post = await app.inject(formPost("/tc", { admission: "NOPE/1", name: "Nobody" }, "198.51.100.23"));
    expect(post.statusCode).toBe(404);
    expect(post.headers["cache-control"]).toBe("no-store");
    expect(post.headers["x-page-cache"]).toBeUndefined();
  });
});
