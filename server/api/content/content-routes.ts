import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ContentKind } from "../../../contract/content.ts";
import { todayInKolkata } from "../../../contract/dates.ts";
import { isLang, type Lang, NATIVE_NAMES, SHIPPED_LANGUAGES } from "../../../contract/languages.ts";
import { SCHOOL_CODE_MAX, schoolCodeMessages } from "../../../contract/school-code.ts";
import { type ItemTranslation, translatedItem } from "../../../contract/translations.ts";
import { knownSchool } from "../../http/known-school.ts";
import type { Services } from "../../services.ts";
import { AlbumId, contentRoutes, LIST_CACHE_CONTROL, SUB_GALLERY_PATH } from "./content-api.ts";
import type { ContentFastLane } from "./fast-lane.ts";
import { allRepresentations, type CachedBody, cachedBody, sendCached } from "./http-cache.ts";

/** What the content API reads. */
type ContentApiServices = Pick<Services, "content" | "profiles" | "schools" | "translations">;

const messages = {
  albumIdMissing: "The id query parameter is required: /api/subGallery?id={albumId}.",
  albumIdRepeated: "The id query parameter must be given once.",
  albumNotFound: "Album not found.",
  langRepeated: "The lang query parameter must be given once.",
  langUnknown: (asked: string) =>
    `Unknown language "${asked.slice(0, 20)}": the lang query parameter is one of ${SHIPPED_LANGUAGES.join(", ")}.`,
  langOff: (lang: Lang, on: readonly Lang[]) =>
    `This school does not publish in ${NATIVE_NAMES[lang]} (${lang}). Its languages: ${on.join(", ")}.`,
};

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

/** The language a request asks for: English unless `lang` names another shipped one; else why not. */
function askedLang(req: FastifyRequest): { lang: Lang } | { error: string } {
  const raw = (req.query as Record<string, unknown>).lang;
  if (raw === undefined) return { lang: "en" };
  if (Array.isArray(raw)) return { error: messages.langRepeated };
  if (!isLang(raw)) return { error: messages.langUnknown(String(raw)) };
  return { lang: raw };
}

/**
 * The read routes. With a fast lane, each list built here is also handed to
 * it as ready bytes (plain, brotli, gzip), and the lane answers the next
 * requests for it before Fastify (server/api/content/fast-lane.ts).
 */
export function registerContentRoutes(
  app: FastifyInstance,
  services: ContentApiServices,
  lane?: ContentFastLane,
): void {
  const langs = listLanguages(services);
  registerListRoutes(app, services, langs, lane);
  registerMalformedSchoolRoutes(app);
  registerAlbumRoute(app, services, langs);
  registerPreflights(app);
}

const send = (req: FastifyRequest, reply: FastifyReply, entry: CachedBody) =>
  sendCached(req, reply, entry, LIST_CACHE_CONTROL, CORS_HEADERS);

const fail = (reply: FastifyReply, statusCode: 400 | 404, message: string) =>
  reply.status(statusCode).headers(CORS_HEADERS).send({ statusCode, message });

// Compressed here, from the cache, rather than by the app-wide plugin.
const ownCompression = { compress: false } as const;

type ListLanguages = ReturnType<typeof listLanguages>;

/** Which languages a request may read a school's items in, and the items in one of them. */
function listLanguages(services: ContentApiServices) {
  // The school's languages, read once per content version (a profile change bumps it).
  const languages = new Map<string, { version: number; on: Promise<readonly Lang[]> }>();
  const languagesOf = (school: string, version: number) => {
    let hit = languages.get(school);
    if (hit?.version !== version) {
      hit = { version, on: services.profiles.view(school).then((p) => p.languages) };
      if (languages.size >= CACHE_LIMIT) languages.clear();
      languages.set(school, hit);
    }
    return hit.on;
  };
  return {
    /** The items in `lang`: each translated part in place of its English (contract/translations.ts). */
    inLang: async <T extends { _id: string }>(school: string, kind: ContentKind, lang: Lang, items: T[]) => {
      if (lang === "en" || items.length === 0) return items;
      const found = await services.translations.ofKind<ItemTranslation>(school, kind, lang);
      return items.map((item) => translatedItem(kind, item, found.get(item._id)?.fields));
    },
    /** The asked language when the school has it on; else the 400 is sent and null returned. */
    langOf: async (req: FastifyRequest, reply: FastifyReply, school: string, version: number) => {
      const asked = askedLang(req);
      if ("error" in asked) {
        fail(reply, 400, asked.error);
        return null;
      }
      if (asked.lang === "en") return asked.lang;
      const on = await languagesOf(school, version);
      if (on.includes(asked.lang)) return asked.lang;
      fail(reply, 400, messages.langOff(asked.lang, on));
      return null;
    },
  };
}

/** The lists of spec section 7, one route each, answered from a cache kept per content version and day. */
function registerListRoutes(
  app: FastifyInstance,
  services: ContentApiServices,
  { langOf, inLang }: ListLanguages,
  lane?: ContentFastLane,
): void {
  // One serialized answer per route and school, stamped with the content
  // version and day it was built for: a content change bumps the version, so
  // a changed list is never served from here once the version is re-read (at
  // once in this process, within the version re-check interval when another
  // process wrote). Concurrent misses share one build.
  const cache = new Map<string, { stamp: string; entry: Promise<CachedBody> }>();

  for (const route of contentRoutes) {
    app.get(route.path, ownCompression, async (req, reply) => {
      const school = await knownSchool(services, req, reply, CORS_HEADERS);
      if (!school) return reply;
      const version = await services.schools.version(school);
      const lang = await langOf(req, reply, school, version);
      if (!lang) return reply;
      // Notifications and the narrowed variants depend on the date too.
      const today = todayInKolkata();
      const key = `${route.path}|${school}|${lang}`;
      const day = route.kind === "notification" || route.select ? today : "";
      const stamp = `${version}|${day}`;
      let hit = cache.get(key);
      if (hit?.stamp !== stamp) {
        const entry = services.content.list(school, route.kind, { today }).then(async (items) => {
          const all = items as { _id: string }[] as Record<string, unknown>[];
          const list = route.select ? route.select(all, today) : all;
          const shown = await inLang(school, route.kind, lang, list as { _id: string }[]);
          return cachedBody(Buffer.from(JSON.stringify(shown)));
        });
        hit = { stamp, entry };
        if (cache.size >= CACHE_LIMIT) cache.clear();
        cache.set(key, hit);
        // A failed build is not kept: the next request tries again.
        entry.catch(() => cache.get(key) === hit && cache.delete(key));
        // The lane answers bare paths only: an English list is what it keeps.
        if (lane && lang === "en") {
          const built = hit;
          const stillKept = () => cache.get(key) === built;
          handToLane(lane, stillKept, entry, { school, version, day, route: route.path });
        }
      }
      if (lang !== "en") reply.header("Content-Language", lang);
      return send(req, reply, await hit.entry);
    });
  }
}

/** Gives the lane a built English list as ready bytes, unless a newer build replaced it meanwhile. */
function handToLane(
  lane: ContentFastLane,
  stillKept: () => boolean,
  entry: Promise<CachedBody>,
  of: { school: string; version: number; day: string; route: string },
): void {
  entry
    .then(allRepresentations)
    .then((representations) => {
      if (!stillKept()) return;
      lane.put(of.route.replace(":school", of.school), {
        ...of,
        headers: { ...CORS_HEADERS, "Cache-Control": LIST_CACHE_CONTROL, Vary: "Accept-Encoding" },
        representations,
      });
    })
    .catch(() => {});
}

/**
 * A school code longer than the router's parameter limit matches no list
 * route; these catch it so it is a 400 like any other malformed code.
 */
function registerMalformedSchoolRoutes(app: FastifyInstance): void {
  const prefixes = new Set(contentRoutes.map((r) => r.path.replace(/:school$/, "")));
  for (const prefix of prefixes) {
    app.get(`${prefix}*`, async (req, reply) => {
      const rest = (req.params as { "*": string })["*"];
      if (rest.length > SCHOOL_CODE_MAX && !rest.includes("/")) return fail(reply, 400, schoolCodeMessages.malformed);
      return fail(reply, 404, `Not found: GET ${req.url.split("?")[0]}`);
    });
  }
}

/** One album by id (/api/subGallery?id=…), in the asked language. */
function registerAlbumRoute(
  app: FastifyInstance,
  services: ContentApiServices,
  { langOf, inLang }: ListLanguages,
): void {
  app.get(SUB_GALLERY_PATH, ownCompression, async (req, reply) => {
    const raw = (req.query as Record<string, unknown>).id;
    if (Array.isArray(raw)) return fail(reply, 400, messages.albumIdRepeated);
    if (typeof raw !== "string" || raw === "") return fail(reply, 400, messages.albumIdMissing);
    // The issue asks for 404 on a malformed id: to the client it is an album that does not exist.
    if (!AlbumId.safeParse(raw).success) return fail(reply, 404, messages.albumNotFound);
    const asked = askedLang(req);
    if ("error" in asked) return fail(reply, 400, asked.error);
    const album = await services.content.get(null, "gallery", raw);
    if (!album) return fail(reply, 404, messages.albumNotFound);
    if (asked.lang === "en") return send(req, reply, cachedBody(Buffer.from(JSON.stringify(album))));
    // The album's school is not in the address: its languages decide.
    const school = await services.content.schoolOf("gallery", raw);
    if (!school) return fail(reply, 404, messages.albumNotFound);
    const lang = await langOf(req, reply, school, await services.schools.version(school));
    if (!lang) return reply;
    const [shown] = await inLang(school, "gallery", lang, [album]);
    reply.header("Content-Language", lang);
    return send(req, reply, cachedBody(Buffer.from(JSON.stringify(shown))));
  });
}

/** CORS preflight of the old client, which sent an Authorization header. */
function registerPreflights(app: FastifyInstance): void {
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
