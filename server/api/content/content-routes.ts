import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { type ContentKind, contentSchemas } from "../../../contract/content.ts";
import { todayInKolkata } from "../../../contract/dates.ts";
import type { Services } from "../../services.ts";

/**
 * The read calls of spec section 7. Paths and field names are the old
 * provider's. The data is public: the Authorization header and school code
 * the old client sent from localStorage are accepted and ignored.
 */
export interface ContentRoute {
  path: string;
  kind: ContentKind;
  summary: string;
  /** Narrows the full list for the variants without "all". */
  select?: (items: Record<string, unknown>[]) => Record<string, unknown>[];
}

/** How many records the variants without "all" return. */
export const LATEST_COUNT = 20;

export const contentRoutes: ContentRoute[] = [
  { path: "/api/highlight/:school", kind: "highlight", summary: "Highlights, newest first" },
  {
    path: "/api/news/:school",
    kind: "news",
    summary: `The ${LATEST_COUNT} most recent news items, newest first`,
    select: (items) => items.slice(0, LATEST_COUNT),
  },
  { path: "/api/news/all/:school", kind: "news", summary: "All news items, newest first" },
  {
    path: "/api/events/:school",
    kind: "event",
    summary: `Current and upcoming events (dated today or later, Asia/Kolkata), newest first; when there are none, the ${LATEST_COUNT} most recent`,
    select: (items) => {
      const today = todayInKolkata();
      const upcoming = items.filter((e) => String(e.date) >= today);
      return upcoming.length ? upcoming : items.slice(0, LATEST_COUNT);
    },
  },
  { path: "/api/events/All/:school", kind: "event", summary: "All events, newest first" },
  { path: "/api/onlineRegistration/:school", kind: "onlineRegistration", summary: "Online registration entries" },
  { path: "/api/gallery/All/:school", kind: "gallery", summary: "All gallery items with their category, newest first" },
  {
    path: "/api/PrincipalMessage/:school",
    kind: "message",
    summary: "Leader messages (category President, Director, …)",
  },
  { path: "/api/Testimonials/:school", kind: "testimonial", summary: "Testimonials, newest first by createdAt" },
  {
    path: "/api/notification/:school",
    kind: "notification",
    summary: "Notifications whose start and end dates include today",
  },
  { path: "/api/video/all/:school", kind: "video", summary: "Videos, newest first" },
  { path: "/api/circular/all/:school", kind: "circular", summary: "Circulars and newsletters, newest first" },
  { path: "/api/media/:school", kind: "media", summary: "Media mentions, newest first" },
];

export const SchoolParam = z
  .string()
  .max(32)
  .regex(/^[A-Za-z0-9][A-Za-z0-9-]*$/, "must be letters, digits and dashes");
export const AlbumId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "must be an album id");

export const LIST_CACHE_CONTROL = "public, max-age=30, stale-while-revalidate=300";

interface CachedBody {
  etag: string;
  body: string;
}

export function registerContentRoutes(app: FastifyInstance, services: Services): void {
  // Serialized answers keyed by route, school and content version: a change
  // bumps the version, so nothing stale is served past the version re-check.
  const cache = new Map<string, CachedBody>();

  const sendCached = (req: FastifyRequest, reply: FastifyReply, entry: CachedBody) => {
    reply.header("ETag", entry.etag).header("Cache-Control", LIST_CACHE_CONTROL).header("Vary", "Accept-Encoding");
    if (matchesEtag(req.headers["if-none-match"], entry.etag)) return reply.status(304).send();
    return reply.type("application/json; charset=utf-8").send(entry.body);
  };

  const schoolOf = async (req: FastifyRequest, reply: FastifyReply): Promise<string | null> => {
    const parsed = SchoolParam.safeParse((req.params as { school?: string }).school);
    if (!parsed.success) {
      reply
        .status(400)
        .send({ statusCode: 400, message: "Malformed school code: it must be letters, digits and dashes." });
      return null;
    }
    if (!(await services.schools.exists(parsed.data))) {
      reply.status(404).send({ statusCode: 404, message: `Unknown school code: ${parsed.data}` });
      return null;
    }
    return parsed.data;
  };

  for (const route of contentRoutes) {
    app.get(route.path, async (req, reply) => {
      const school = await schoolOf(req, reply);
      if (!school) return reply;
      const version = await services.schools.version(school);
      // Notifications depend on the date too, not only on the content.
      const day = route.kind === "notification" || route.select ? todayInKolkata() : "";
      const key = `${route.path}|${school}|${version}|${day}`;
      let entry = cache.get(key);
      if (!entry) {
        const items = await services.content.list(school, route.kind, { today: todayInKolkata() });
        const selected = route.select ? route.select(items as Record<string, unknown>[]) : items;
        const body = JSON.stringify(selected);
        entry = { etag: etagOf(body), body };
        if (cache.size > 500) cache.clear();
        cache.set(key, entry);
      }
      return sendCached(req, reply, entry);
    });
  }

  app.get("/api/subGallery", async (req, reply) => {
    const raw = (req.query as Record<string, unknown>).id;
    const parsed = AlbumId.safeParse(raw);
    if (!parsed.success) {
      return reply.status(typeof raw === "string" && raw.length > 0 ? 404 : 400).send({
        statusCode: typeof raw === "string" && raw.length > 0 ? 404 : 400,
        message: typeof raw === "string" && raw.length > 0 ? "Album not found." : "The id query parameter is required.",
      });
    }
    const album = await services.content.get(null, "gallery", parsed.data);
    if (!album) return reply.status(404).send({ statusCode: 404, message: "Album not found." });
    const body = JSON.stringify(album);
    return sendCached(req, reply, { etag: etagOf(body), body });
  });
}

export function etagOf(body: string | Buffer): string {
  return `"${createHash("sha1").update(body).digest("base64url").slice(0, 27)}"`;
}

export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(",")
    .map((t) => t.trim().replace(/^W\//, ""))
    .some((t) => t === etag || t === "*");
}

/** Response schema of each route, for the OpenAPI document and the tests. */
export function responseSchemaOf(route: ContentRoute) {
  return z.array(contentSchemas[route.kind]);
}
