import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { type ContentInput, type ContentKind, contentDateField, contentSchemas } from "../../../contract/content.ts";
import { todayInKolkata } from "../../../contract/dates.ts";
import { buildApp } from "../../app.ts";
import { testConfig } from "../../config.ts";
import { pickEncoding } from "../../http/encoding.ts";
import { ApiError, contentRoutes, LATEST_COUNT, responseSchemaOf } from "./content-api.ts";

type App = Awaited<ReturnType<typeof buildApp>>;

const SCHOOL = "tvms";
const EMPTY_SCHOOL = "empty-school";
const OTHER_SCHOOL = "other";

/** A calendar date `days` from today (Asia/Kolkata). */
const dayFromToday = (days: number) => todayInKolkata(new Date(Date.now() + days * 86_400_000));

/** A valid input record of each kind, dated `date` where the kind has a date. */
function recordOf(kind: ContentKind, n: number, date: string): ContentInput<ContentKind> {
  const title = `${kind} ${n}`;
  const files = [`ab/file-${n}.jpg`];
  switch (kind) {
    case "highlight":
      return { title, description: `About ${title}`, fromDate: date, attachments: files };
    case "notification":
      return { title, description: "Notice", image: files, attachments: [], url: "https://example.org/n" };
    case "onlineRegistration":
      return { title, url: "https://example.org/register", attachments: files };
    case "news":
      return { title, description: `News ${n}`, fromDate: date, attachments: files };
    case "event":
      return { title, description: "Event", date, time: "10:00", venue: "Hall", images: files, attachments: [] };
    case "message":
      return {
        category: n === 1 ? "President" : "Director",
        name: `Person ${n}`,
        message: "<p>Hi</p>",
        attachments: [],
      };
    case "gallery":
      return {
        category: n === 2 ? "Sports" : "PhotoGallery",
        title,
        description: "Album",
        date,
        attachments: files,
      };
    case "video":
      return { title, date, videoUrl: `https://video.example.org/${n}` };
    case "testimonial":
      return {
        name: `Parent ${n}`,
        description: "Great",
        rating: 4,
        createdAt: `${date}T08:30:00.000Z`,
        attachments: [],
      };
    case "circular":
      return { category: "Newsletter", date, title, attachments: ["ab/newsletter.pdf"] };
    case "media":
      return { title, date, attachments: files };
  }
}

/** Dates given out of order, so sorting is the server's doing. */
const DATES = ["2024-03-01", "2025-06-15", "2023-11-30"];
const SORTED = ["2025-06-15", "2024-03-01", "2023-11-30"];

/** The date an answer item sorts by. */
const dateOf = (kind: ContentKind, item: Record<string, unknown>) =>
  String(item[contentDateField[kind] ?? ""]).slice(0, 10);

const url = (path: string, school: string) => path.replace(":school", school);
/** The route kinds in spec section 7 whose full list is answered as stored. */
const fullRoutes = contentRoutes.filter((r) => !r.path.match(/^\/api\/(news|events)\/:school$/));

describe("content API (spec section 7)", () => {
  let app: App;
  let dataDir: string;
  const ids = new Map<string, string>();

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "content-api-"));
    app = await buildApp({ config: testConfig({ dataDir }) });
    const { content, schools } = app.services;
    await schools.ensure(EMPTY_SCHOOL, "Empty");
    await schools.ensure(OTHER_SCHOOL, "Other");
    for (const kind of Object.keys(contentSchemas) as ContentKind[]) {
      // Kinds without a date keep the school's order: position 0, 1, 2.
      for (const [i, date] of DATES.entries()) {
        // Events dated in the past here: the upcoming variant is tested on its own.
        const id = await content.create(SCHOOL, kind, recordOf(kind, i + 1, date), { position: i });
        ids.set(`${kind}${i + 1}`, id);
      }
      ids.set(`other-${kind}`, await content.create(OTHER_SCHOOL, kind, recordOf(kind, 9, "2025-12-31")));
      ids.set(
        `draft-${kind}`,
        await content.create(SCHOOL, kind, recordOf(kind, 8, "2026-01-01"), { status: "draft" }),
      );
    }
    await schools.changed(SCHOOL);
  });

  afterAll(async () => {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  describe.each(contentRoutes.map((r) => [r.path, r] as const))("GET %s", (_path, route) => {
    it("answers a JSON array of records with exactly the spec's field names", async () => {
      const res = await app.inject({ url: url(route.path, SCHOOL) });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
      const items = z.array(contentSchemas[route.kind].strict()).parse(res.json());
      expect(items.length).toBeGreaterThan(0);
      for (const item of items)
        expect(Object.keys(item).sort()).toEqual(Object.keys(contentSchemas[route.kind].shape).sort());
      expect(responseSchemaOf(route).safeParse(items).success).toBe(true);
    });

    it("holds only this school's published records", async () => {
      const items = (await app.inject({ url: url(route.path, SCHOOL) })).json() as { _id: string }[];
      const got = items.map((i) => i._id);
      expect(got).not.toContain(ids.get(`other-${route.kind}`));
      expect(got).not.toContain(ids.get(`draft-${route.kind}`));
      const other = (await app.inject({ url: url(route.path, OTHER_SCHOOL) })).json() as { _id: string }[];
      expect(other.map((i) => i._id)).toEqual([ids.get(`other-${route.kind}`)]);
    });

    it("answers an empty array for a school without content", async () => {
      const res = await app.inject({ url: url(route.path, EMPTY_SCHOOL) });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([]);
    });

    it("answers 404 with a clear JSON message for an unknown school", async () => {
      const res = await app.inject({ url: url(route.path, "no-such-school") });
      expect(res.statusCode).toBe(404);
      expect(res.headers["content-type"]).toMatch(/^application\/json/);
      expect(ApiError.parse(res.json()).message).toBe("Unknown school code: no-such-school");
    });

    it("answers 400 for malformed school codes, never 500", async () => {
      const bad = [
        "a".repeat(33),
        "a".repeat(400),
        "%C3%A9cole",
        "%00",
        "tv%20ms",
        "-tvms",
        "a%2F..%2Fb",
        "%F0%9F%98%80",
      ];
      for (const code of bad) {
        const res = await app.inject({ url: url(route.path, code) });
        expect(res.statusCode, code).toBe(400);
        expect(ApiError.parse(res.json()).message).toMatch(/Malformed school code/);
      }
    });

    it("sends an ETag with a short max-age and stale-while-revalidate, and 304 when it matches", async () => {
      const first = await app.inject({ url: url(route.path, SCHOOL) });
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
      expect(first.headers["cache-control"]).toBe("public, max-age=30, stale-while-revalidate=300");
      const again = await app.inject({ url: url(route.path, SCHOOL), headers: { "if-none-match": etag } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe("");
      expect(again.headers.etag).toBe(etag);
      const weak = await app.inject({ url: url(route.path, SCHOOL), headers: { "if-none-match": `"x", W/${etag}` } });
      expect(weak.statusCode).toBe(304);
      const stale = await app.inject({ url: url(route.path, SCHOOL), headers: { "if-none-match": '"old"' } });
      expect(stale.statusCode).toBe(200);
    });

    it("accepts and ignores the old client's Authorization header and school code", async () => {
      const plain = await app.inject({ url: url(route.path, SCHOOL) });
      const withAuth = await app.inject({
        url: url(route.path, SCHOOL),
        headers: { authorization: "Bearer expired-or-made-up", schoolcode: OTHER_SCHOOL },
      });
      expect(withAuth.statusCode).toBe(200);
      expect(withAuth.body).toBe(plain.body);
    });
  });

  it.each(fullRoutes.map((r) => [r.path, r] as const))(
    "%s sorts newest first (or in the school's order)",
    async (_p, route) => {
      const items = (await app.inject({ url: url(route.path, SCHOOL) })).json() as Record<string, unknown>[];
      expect(items).toHaveLength(3);
      if (contentDateField[route.kind]) expect(items.map((i) => dateOf(route.kind, i))).toEqual(SORTED);
      else expect(items.map((i) => i._id)).toEqual([1, 2, 3].map((n) => ids.get(`${route.kind}${n}`)));
    },
  );

  it("gallery keeps every category, PhotoGallery and others", async () => {
    const items = (await app.inject({ url: "/api/gallery/All/tvms" })).json() as { category: string }[];
    expect(items.map((i) => i.category).sort()).toEqual(["PhotoGallery", "PhotoGallery", "Sports"]);
  });

  it("news: all items on /all, the latest 20 on the variant without all, newest first", async () => {
    const { content, schools } = app.services;
    await schools.ensure("many-news", "Many news");
    for (let i = 0; i < LATEST_COUNT + 5; i++) {
      const day = String((i % 28) + 1).padStart(2, "0");
      await content.create(
        "many-news",
        "news",
        recordOf("news", i, `2024-${String((i % 12) + 1).padStart(2, "0")}-${day}`),
      );
    }
    await schools.changed("many-news");
    const all = (await app.inject({ url: "/api/news/all/many-news" })).json() as { fromDate: string }[];
    const latest = (await app.inject({ url: "/api/news/many-news" })).json() as { fromDate: string }[];
    expect(all).toHaveLength(LATEST_COUNT + 5);
    const dates = all.map((n) => n.fromDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(latest).toEqual(all.slice(0, LATEST_COUNT));
  });

  it("events: current and upcoming only; the latest 20 when none are upcoming", async () => {
    const { content, schools } = app.services;
    await schools.ensure("events-school", "Events");
    for (const [n, days] of [-30, 0, 10, -1, 45].entries()) {
      await content.create("events-school", "event", recordOf("event", n, dayFromToday(days)));
    }
    await schools.changed("events-school");
    const upcoming = (await app.inject({ url: "/api/events/events-school" })).json() as { date: string }[];
    expect(upcoming.map((e) => e.date)).toEqual([dayFromToday(45), dayFromToday(10), dayFromToday(0)]);
    const all = (await app.inject({ url: "/api/events/All/events-school" })).json() as { date: string }[];
    expect(all).toHaveLength(5);

    // tvms only has past events (2023–2025): the variant falls back to the latest ones.
    const past = (await app.inject({ url: "/api/events/tvms" })).json() as { date: string }[];
    expect(past.map((e) => e.date)).toEqual(SORTED);
  });

  it("notifications outside their display window are left out", async () => {
    const { content, schools } = app.services;
    await schools.ensure("notices", "Notices");
    const base = recordOf("notification", 1, "") as ContentInput<"notification">;
    await content.create("notices", "notification", {
      ...base,
      title: "Current",
      startsAt: dayFromToday(-1),
      endsAt: dayFromToday(1),
    });
    await content.create("notices", "notification", { ...base, title: "Expired", endsAt: dayFromToday(-1) });
    await content.create("notices", "notification", { ...base, title: "Later", startsAt: dayFromToday(2) });
    await schools.changed("notices");
    const items = (await app.inject({ url: "/api/notification/notices" })).json() as { title: string }[];
    expect(items.map((n) => n.title)).toEqual(["Current"]);
  });

  it("a content change changes the ETag and the body at once", async () => {
    const before = await app.inject({ url: "/api/news/all/tvms" });
    const oldEtag = before.headers.etag as string;
    await app.services.content.create(SCHOOL, "news", recordOf("news", 7, "2026-02-02"));
    await app.services.schools.changed(SCHOOL);
    const after = await app.inject({ url: "/api/news/all/tvms", headers: { "if-none-match": oldEtag } });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(oldEtag);
    const items = after.json() as { title: string; fromDate: string }[];
    expect(items[0]).toMatchObject({ title: "news 7", fromDate: "2026-02-02" });
    const unchanged = await app.inject({ url: "/api/news/all/tvms", headers: { "if-none-match": after.headers.etag } });
    expect(unchanged.statusCode).toBe(304);
  });

  it("sends lists compressed (brotli, else gzip) from the cache, with their own ETags", async () => {
    await app.services.schools.ensure("compressed", "Compressed");
    for (let i = 1; i <= 30; i++) {
      await app.services.content.create(
        "compressed",
        "news",
        recordOf("news", i, `2025-01-${String(i).padStart(2, "0")}`),
      );
    }
    await app.services.schools.changed("compressed");
    const plain = await app.inject({ url: "/api/news/all/compressed" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toBe("Accept-Encoding");
    const br = await app.inject({
      url: "/api/news/all/compressed",
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(Number(br.headers["content-length"])).toBe(br.rawPayload.length);
    const gz = await app.inject({ url: "/api/news/all/compressed", headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gz.rawPayload).equals(plain.rawPayload)).toBe(true);
    const etags = new Set([plain.headers.etag, br.headers.etag, gz.headers.etag]);
    expect(etags.size).toBe(3);
    const again = await app.inject({
      url: "/api/news/all/compressed",
      headers: { "accept-encoding": "br", "if-none-match": br.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    // Small answers are not worth compressing.
    const small = await app.inject({ url: "/api/news/empty-school", headers: { "accept-encoding": "br" } });
    expect(small.headers["content-encoding"]).toBeUndefined();
  });

  it.each([
    ["gzip, deflate, br", "br"],
    ["gzip", "gzip"],
    ["br;q=0.5, gzip", "gzip"],
    ["br;q=0, gzip;q=0", null],
    ["identity", null],
    ["*", "br"],
    ["*;q=0, gzip", "gzip"],
    ["", null],
    [undefined, null],
  ])("Accept-Encoding %s → %s", (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });

  it("answers CORS preflights of the old client's Authorization header", async () => {
    const res = await app.inject({
      method: "OPTIONS",
      url: "/api/Testimonials/tvms",
      headers: {
        origin: "https://app.example.org",
        "access-control-request-method": "GET",
        "access-control-request-headers": "authorization",
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers["access-control-allow-origin"]).toBe("*");
    expect(res.headers["access-control-allow-headers"]).toBe("authorization");
    const get = await app.inject({ url: "/api/Testimonials/tvms", headers: { origin: "https://app.example.org" } });
    expect(get.headers["access-control-allow-origin"]).toBe("*");
  });

  it("unknown paths under /api answer 404 JSON", async () => {
    for (const path of ["/api/news/tvms/extra", "/api/nothing/tvms", `/api/news/${"a".repeat(400)}/x`]) {
      const res = await app.inject({ url: path });
      expect(res.statusCode, path).toBe(404);
      ApiError.parse(res.json());
    }
  });

  describe("GET /api/subGallery?id={id}", () => {
    it("answers one album with its fields", async () => {
      const id = ids.get("gallery1") as string;
      const res = await app.inject({ url: `/api/subGallery?id=${id}` });
      expect(res.statusCode).toBe(200);
      const album = contentSchemas.gallery.strict().parse(res.json());
      expect(album).toMatchObject({ _id: id, title: "gallery 1", description: "Album", date: DATES[0] });
      expect(album.attachments).toEqual(["ab/file-1.jpg"]);
      expect(res.headers.etag).toBeTruthy();
      const again = await app.inject({
        url: `/api/subGallery?id=${id}`,
        headers: { "if-none-match": res.headers.etag },
      });
      expect(again.statusCode).toBe(304);
    });

    it("answers 404 JSON for an unknown or malformed id", async () => {
      for (const id of ["does-not-exist", "%00", "..%2F..%2Fetc", "%C3%A9", "x".repeat(500), ids.get("news1")]) {
        const res = await app.inject({ url: `/api/subGallery?id=${id}` });
        expect(res.statusCode, id).toBe(404);
        expect(ApiError.parse(res.json()).message).toBe("Album not found.");
      }
    });

    it("answers 404 for a draft album", async () => {
      const draft = await app.services.content.create(SCHOOL, "gallery", recordOf("gallery", 5, "2024-01-01"), {
        status: "draft",
      });
      expect((await app.inject({ url: `/api/subGallery?id=${draft}` })).statusCode).toBe(404);
    });

    it("answers 400 when id is missing, empty or repeated", async () => {
      for (const query of ["", "?id=", "?id=a&id=b", "?id[]=a", "?other=1"]) {
        const res = await app.inject({ url: `/api/subGallery${query}` });
        expect(res.statusCode, query).toBe(400);
        ApiError.parse(res.json());
      }
    });
  });
});

describe("rate limiting on /api", () => {
  let app: App;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "content-api-limit-"));
    app = await buildApp({ config: testConfig({ dataDir, rateLimitFactor: 0.01 }) });
  });
  afterAll(async () => {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("answers 429 with Retry-After past the limit, per client address", async () => {
    const from = (remoteAddress: string) => app.inject({ url: "/api/news/tvms", remoteAddress });
    for (let i = 0; i < 6; i++) {
      const ok = await from("203.0.113.5");
      expect(ok.statusCode).toBe(200);
      expect(ok.headers["x-ratelimit-limit"]).toBe("6");
      expect(ok.headers["x-ratelimit-remaining"]).toBe(String(5 - i));
    }
    const limited = await from("203.0.113.5");
    expect(limited.statusCode).toBe(429);
    const retryAfter = Number(limited.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(ApiError.parse(limited.json()).message).toMatch(/Too many requests/);
    // Another visitor is not affected.
    expect((await from("198.51.100.7")).statusCode).toBe(200);
  });
});
