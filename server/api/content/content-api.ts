import { z } from "zod";
import { type ContentKind, contentSchemas } from "../../../contract/content.ts";
import { SHIPPED_LANGUAGES } from "../../../contract/languages.ts";

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

/** The optional `lang` query parameter's description (OpenAPI). */
export const LANG_PARAM_DESCRIPTION = `The language to read the items in: ${SHIPPED_LANGUAGES.join(", ")} (default en). Each item's translated parts (title, description, …) replace the English where the school translated them; the rest, and every untranslated part, stay in English. A language the school has not switched on answers 400.`;

/** Lists may be a little stale in shared caches, but are refreshed in the background. */
export const LIST_CACHE_CONTROL = "public, max-age=30, stale-while-revalidate=300";

/** Response schema of each route, for the OpenAPI document and the tests. */
export function responseSchemaOf(route: ContentRoute) {
  return z.array(contentSchemas[route.kind]);
}
