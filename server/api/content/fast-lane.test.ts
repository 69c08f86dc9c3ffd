import type { IncomingMessage } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { ClientWindows } from "../../http/client-windows.ts";
import { testApp } from "../forms/test-helpers.ts";
import { clientAddress } from "./fast-lane.ts";

/** Issue 20: cached content lists answered before Fastify, exactly as Fastify answers them. */

type App = Awaited<ReturnType<typeof testApp>>;
let app: App | null = null;
afterEach(async () => {
  await app?.close();
  app = null;
});

async function listening(overrides: Parameters<typeof testApp>[0] = {}) {
  app = await testApp(overrides);
  await app.services.content.create("tvms", "news", {
    title: "Sports day on Friday",
    description: "All classes take part. ".repeat(80),
    fromDate: "2026-11-20",
    attachments: [],
  });
  await app.services.schools.changed("tvms");
  // Counts every request Fastify handles (the lane's answers never get here).
  const seen = { count: 0 };
  app.addHook("onRequest", async () => {
    seen.count++;
  });
  const url = await app.listen({ port: 0, host: "127.0.0.1" });
  return { url, seen };
}

/**
 * Headers a visitor can compare between two answers: the date and request id differ by nature, and
 * the seconds to the limit's reset tick on between the two (checked on their own below).
 */
const comparable = (res: Response) =>
  Object.fromEntries(
    [...res.headers].filter(
      ([name]) => !["date", "x-request-id", "keep-alive", "x-ratelimit-remaining", "x-ratelimit-reset"].includes(name),
    ),
  );

describe("issue 20: the content API's fast lane", () => {
  it("answers a cached list without Fastify, with the same bytes, headers, codings and 304s", async () => {
    const { url, seen } = await listening();
    const first = await fetch(`${url}/api/news/tvms`);
    const body = Buffer.from(await first.arrayBuffer());
    // The compressed copies are made in the background once the list is built.
    await new Promise((r) => setTimeout(r, 300));
    const before = seen.count;
    const again = await fetch(`${url}/api/news/tvms`);
    expect(Buffer.from(await again.arrayBuffer()).equals(body)).toBe(true);
    expect(comparable(again)).toEqual(comparable(first));
    expect(Number(again.headers.get("x-ratelimit-remaining"))).toBe(
      Number(first.headers.get("x-ratelimit-remaining")) - 1,
    );
    expect(again.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    // The same window: its reset a second or two nearer on a busy machine, never a new one.
    const reset = (res: Response) => Number(res.headers.get("x-ratelimit-reset"));
    expect(reset(first) - reset(again)).toBeGreaterThanOrEqual(0);
    expect(reset(first) - reset(again)).toBeLessThanOrEqual(2);

    const br = await fetch(`${url}/api/news/tvms`, { headers: { "accept-encoding": "br" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    // fetch decodes the brotli copy: the same list.
    expect(Buffer.from(await br.arrayBuffer()).equals(body)).toBe(true);
    const etag = br.headers.get("etag") ?? "";
    const revalidated = await fetch(`${url}/api/news/tvms`, {
      headers: { "accept-encoding": "br", "if-none-match": etag },
    });
    expect(revalidated.status).toBe(304);
    expect(seen.count).toBe(before);

    // A change shows at once: the lane steps aside for the new version.
    await app?.services.content.create("tvms", "news", {
      title: "Results are out",
      description: "See the notice board.",
      fromDate: "2026-11-24",
      attachments: [],
    });
    await app?.services.schools.changed("tvms");
    const changed = await fetch(`${url}/api/news/tvms`);
    expect(((await changed.json()) as { title: string }[])[0].title).toBe("Results are out");
  });

  it("counts the lane's answers in the client's request limit, and each client apart behind a proxy", async () => {
    // A factor of 0.01 makes the 600-a-minute API limit 6.
    const { url } = await listening({ rateLimitFactor: 0.01, trustProxy: 1 });
    const get = (client: string) => fetch(`${url}/api/news/tvms`, { headers: { "x-forwarded-for": client } });
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      statuses.push((await get("198.51.100.1")).status);
      if (i === 0) await new Promise((r) => setTimeout(r, 300));
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429]);
    expect((await get("198.51.100.2")).status).toBe(200);
  });
});

describe("the client address the lane counts under", () => {
  const req = (peer: string, forwarded?: string) =>
    ({
      socket: { remoteAddress: peer },
      headers: forwarded ? { "x-forwarded-for": forwarded } : {},
    }) as IncomingMessage;

  it("is the peer without a trusted proxy, whatever X-Forwarded-For says", () => {
    expect(clientAddress(req("10.0.0.5", "203.0.113.9"), false)).toBe("10.0.0.5");
  });

  it("is the address as many hops back as proxies are trusted, as Fastify's req.ip", () => {
    expect(clientAddress(req("10.0.0.5", "198.51.100.1, 203.0.113.7"), 1)).toBe("203.0.113.7");
    expect(clientAddress(req("10.0.0.5", "198.51.100.1,203.0.113.7"), 2)).toBe("198.51.100.1");
    expect(clientAddress(req("10.0.0.5", "203.0.113.7"), 5)).toBe("203.0.113.7");
    expect(clientAddress(req("10.0.0.5"), 1)).toBe("10.0.0.5");
  });

  it("is left to Fastify when proxies are given by address", () => {
    expect(clientAddress(req("10.0.0.5", "203.0.113.7"), ["10.0.0.0/8"])).toBeNull();
  });
});

describe("per-client windows", () => {
  it("stops taking at the limit without counting, and opens again in the next window", () => {
    const w = new ClientWindows();
    const taken = Array.from({ length: 4 }, () => w.take("a", 3, 1000, 0));
    expect(taken.map(Boolean)).toEqual([true, true, true, false]);
    expect(taken[2]).toEqual({ current: 3, ttl: 1000 });
    expect(w.count("a", 1000, 10).current).toBe(4);
    expect(w.take("a", 3, 1000, 1000)).toEqual({ current: 1, ttl: 1000 });
  });

  it("forgets the oldest client when full", () => {
    const w = new ClientWindows(2);
    w.count("a", 1000, 0);
    w.count("b", 1000, 0);
    w.count("c", 1000, 0);
    expect(w.count("a", 1000, 1).current).toBe(1);
    expect(w.count("c", 1000, 1).current).toBe(2);
  });
});
