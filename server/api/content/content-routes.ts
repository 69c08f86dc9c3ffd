import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { type ContentKind, contentSchemas } from "../../../contract/content.ts";
import { todayInKolkata } from "../../../contract/dates.ts";
import { SCHOOL_CODE_MAX, schoolCodeMessages } from "../../../contract/school-code.ts";
import { knownSchool } from "../../http/known-school.ts";
import type { Services } from "../../services.ts";
import type { ContentFastLane } from "./fast-lane.ts";
import { allRepresentations, type CachedBody, cachedBody, sendCached } from "./http-cache.ts";

/**
 * The read calls of spec section 7. Paths and field names are the old
 * provider's. The data is public: the Authorization header and school code
 * the old client sent from localStorage are accepted and ignored (see
 * docs/api.md).
 */
interface ContentRoute {
  path: string;
  kind: ContentKind;
  summary: string;
  /** Narrows the full list for the variants without "all". */
  select?: (items: Record<string, unknown>[], today: string) => Record<string, unknown>[];
}

/** How many records the variants without "all" return. */
export const LATEST_COUNT = 20;

export const contentRoutes: ContentRoute[] = [
  { path: "/api/highlight/:school", kind: "highlight", summary: "Highlights, newest first by fromDate" },
  {
    path: "/api/news/:school",
    kind: "news",
    summary: `The ${LATEST_COUNT} most recent news items, newest first by fromDate`,
    select: (items) => items.slice(0, LATEST_COUNT),
  },
  { path: "/api/news/all/:school", kind: "news", summary: "All news items, newest first by fromDate" },
  {
    path: "/api/events/:school",
    kind: "event",
    summary: `Current and upcoming events (dated today or later, Asia/Kolkata), newest first; when there are none, the ${LATEST_COUNT} most recent events`,
    select: (items, today) => {
      const upcoming = items.filter((e) => String(e.date) >= today);
      return upcoming.length ? upcoming : items.slice(0, LATEST_COUNT);
    },
  },
  { path: "/api/events/All/:school", kind: "event", summary: "All events, newest first by date" },
  {
    path: "/api/onlineRegistration/:school",
    kind: "onlineRegistration",
    summary: "Online registration entries, in the school's order",
  },
  {
    path: "/api/gallery/All/:school",
    kind: "gallery",
    summary: "All gallery items with their category (the site shows category PhotoGallery), newest first by date",
  },
  {
    path: "/api/PrincipalMessage/:school",
    kind: "message",
    summary: "Leader messages with their category (the site shows President), in the school's order",
  },
  { path: "/api/Testimonials/:school", kind: "testimonial", summary: "Testimonials, newest first by createdAt" },
  {
    path: "/api/notification/:school",
    kind: "notification",
    summary: "Notifications whose display window (if any) includes today, in the school's order",
  },
  { path: "/api/video/all/:school", kind: "video", summary: "Videos, newest first by date" },
  {
    path: "/api/circular/all/:school",
    kind: "circular",
    summary: "Circulars with their category (the site shows Newsletter), newest first by date",
  },
  { path: "/api/media/:school", kind: "media", summary: "Media mentions, newest first by date" },
];

export const SUB_GALLERY_PATH = "/api/subGallery";
export const SUB_GALLERY_SUMMARY =
  "One gallery album by id (title, description, date, attachments); a malformed or unknown id answers 404";

export const AlbumId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "must be an album id");

/** The body of every error answer of the API. */
export const ApiError = z.object({
  statusCode: z.number().int().min(400).max(599),
  message: z.string(),
});

const messages = {
  albumIdMissing: "The id query parameter is required: /api/subGallery?id={albumId}.",
  albumIdRepeated: "The id query parameter must be given once.",
  albumNotFound: "Album not found.",
} as const;

/** Lists may be a little stale in shared caches, but are refreshed in the background. */
export const LIST_CACHE_CONTROL = "public, max-age=30, stale-while-revalidate=300";

/**
 * Public, read-only, without credentials: any origin may read it (the school's
 * app, clients written for the old provider). The header list lets the old
 * client's preflight with Authorization succeed.
 */
const CORS_HEADERS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Expose-Headers": "ETag",
} as const;

/** Entries kept before the cache starts over (routes × schools; only unusual setups get near). */
const CACHE_LIMIT = 500;

/**
 * The read routes. With a fast lane, each list built here is also handed to
 * it as ready bytes (plain, brotli, gzip), and the lane answers the next
 * requests for it before Fastify (server/api/content/fast-lane.ts).
 */
export function registerContentRoutes(app: FastifyInstance, services: Services, lane?: ContentFastLane): void {
  // One serialized answer per route and school, stamped with the content
  // version and day it was built for: a content change bumps the version, so
  // a changed list is never served from here once the version is re-read (at
  // once in this process, within the version re-check interval when another
  // process wrote). Concurrent misses share one build.
  const cache = new Map<string, { stamp: string; entry: Promise<CachedBody> }>();

  const send = (req: FastifyRequest, reply: FastifyReply, entry: CachedBody) =>
    sendCached(req, reply, entry, LIST_CACHE_CONTROL, CORS_HEADERS);

  const fail = (reply: FastifyReply, statusCode: 400 | 404, message: string) =>
    reply.status(statusCode).headers(CORS_HEADERS).send({ statusCode, message });

  // Compressed here, from the cache, rather than by the app-wide plugin.
  const ownCompression = { compress: false } as const;

  for (const route of contentRoutes) {
    app.get(route.path, ownCompression, async (req, reply) => {
      const school = await knownSchool(services, req, reply, CORS_HEADERS);
      if (!school) return reply;
      const version = await services.schools.version(school);
      // Notifications and the narrowed variants depend on the date too.
      const today = todayInKolkata();
      const key = `${route.path}|${school}`;
      const day = route.kind === "notification" || route.select ? today : "";
      const stamp = `${version}|${day}`;
      let hit = cache.get(key);
      if (hit?.stamp !== stamp) {
        const entry = services.content.list(school, route.kind, { today }).then((items) => {
          const list = items as Record<string, unknown>[];
          return cachedBody(Buffer.from(JSON.stringify(route.select ? route.select(list, today) : list)));
        });
        hit = { stamp, entry };
        if (cache.size >= CACHE_LIMIT) cache.clear();
        cache.set(key, hit);
        // A failed build is not kept: the next request tries again.
        entry.catch(() => cache.get(key) === hit && cache.delete(key));
        if (lane) {
          const built = hit;
          entry
            .then(allRepresentations)
            .then((representations) => {
              if (cache.get(key) !== built) return;
              lane.put(route.path.replace(":school", school), {
                school,
                version,
                day,
                route: route.path,
                headers: { ...CORS_HEADERS, "Cache-Control": LIST_CACHE_CONTROL, Vary: "Accept-Encoding" },
                representations,
              });
            })
            .catch(() => {});
        }
      }
      return send(req, reply, await hit.entry);
    });
  }

  // A school code longer than the router's parameter limit matches no route
  // above; these catch it so it is a 400 like any other malformed code.
  const prefixes = new Set(contentRoutes.map((r) => r.path.replace(/:school$/, "")));
  for (const prefix of prefixes) {
    app.get(`${prefix}*`, async (req, reply) => {
      const rest = (req.params as { "*": string })["*"];
      if (rest.length > SCHOOL_CODE_MAX && !rest.includes("/")) return fail(reply, 400, schoolCodeMessages.malformed);
      return fail(reply, 404, `Not found: GET ${req.url.split("?")[0]}`);
    });
  }

  app.get(SUB_GALLERY_PATH, ownCompression, async (req, reply) => {
    const raw = (req.query as Record<string, unknown>).id;
    if (Array.isArray(raw)) return fail(reply, 400, messages.albumIdRepeated);
    if (typeof raw !== "string" || raw === "") return fail(reply, 400, messages.albumIdMissing);
    // The issue asks for 404 on a malformed id: to the client it is an album that does not exist.
    if (!AlbumId.safeParse(raw).success) return fail(reply, 404, messages.albumNotFound);
    const album = await services.content.get(null, "gallery", raw);
    if (!album) return fail(reply, 404, messages.albumNotFound);
    return send(req, reply, cachedBody(Buffer.from(JSON.stringify(album))));
  });

  // CORS preflight of the old client, which sent an Authorization header.
  const preflight = async (req: FastifyRequest, reply: FastifyReply) => {
    const asked = req.headers["access-control-request-headers"];
    return reply
      .status(204)
      .headers(CORS_HEADERS)
      .header("Access-Control-Allow-Methods", "GET, HEAD, OPTIONS")
      .header(
        "Access-Control-Allow-Headers",
        typeof asked === "string" && /^[A-Za-z0-9-, ]{1,300}$/.test(asked) ? asked : "Authorization",
      )
      .header("Access-Control-Max-Age", "86400")
      .send();
  };
  for (const route of contentRoutes) app.options(route.path, preflight);
  app.options(SUB_GALLERY_PATH, preflight);
}

/** Response schema of each route, for the OpenAPI document and the tests. */
export function responseSchemaOf(route: ContentRoute) {
  return z.array(contentSchemas[route.kind]);
}
