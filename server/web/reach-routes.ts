import path from "node:path";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { todayInKolkata } from "../../contract/dates.ts";
import { type NoticeKind, noticeBase, noticePath } from "../../contract/notices.ts";
import { APP_ICON, BRAND_CARD } from "../../contract/share-card.ts";
import { siteRoutes } from "../../contract/site-map.ts";
import { PublishedRecords, type TimedRow } from "../content/published-records.ts";
import type { Services } from "../services.ts";
import { mimeFor } from "../storage/file-store.ts";
import { buildAtom, type FeedEntry } from "./reach/atom.ts";
import { appIcon, brandCard } from "./reach/brand.ts";
import { buildCalendar, type CalendarEvent, calendarWindow } from "./reach/ics.ts";
import { schoolIdentity } from "./reach/identity.ts";
import { OFFLINE_PATH, offlinePage, serviceWorker } from "./reach/offline.ts";
import { publicOrigin } from "./reach/origin.ts";
import { listOf, str } from "./reach/row-values.ts";
import { registerShareImage } from "./reach/share-image.ts";
import { buildRobots, buildSitemap, later, type SitemapEntry } from "./reach/sitemap.ts";

/** Circulars of this category are the newsletters (app/features/newsletter). */
const NEWSLETTER_CATEGORY = "Newsletter";
const FEED_ENTRIES = 50;
/** Feeds and calendars are read by apps every few hours; a short shared cache keeps edits visible. */
const SHORT_CACHE = "public, max-age=900";

const fileHref = (origin: string, id: string) =>
  `${origin}/api/image/${id.split("/").map(encodeURIComponent).join("/")}`;

const toCalendarEvent = (r: TimedRow): CalendarEvent => ({
  id: r._id,
  title: str(r.title),
  description: str(r.description),
  date: str(r.date),
  time: str(r.time),
  startTime: str(r.startTime),
  endTime: str(r.endTime),
  venue: str(r.venue),
  createdAt: r.createdAtMeta,
  updatedAt: r.updatedAt,
});

/**
 * Where the school's news reaches parents outside the site (issue 18): the
 * calendar feed and event downloads, Atom feeds, and what search engines read
 * (sitemap, robots.txt). Registered with one line in server/app.ts.
 */
export function registerReachRoutes(app: FastifyInstance, services: Services): void {
  const published = new PublishedRecords(services.database.db);
  const origin = (req: FastifyRequest) => publicOrigin(services.config, req);
  registerCalendarRoutes(app, services, published, origin);
  registerFeedRoutes(app, services, published, origin);
  registerSearchEngineRoutes(app, services, published, origin);
  registerShareImage(app, services);
  registerAppShellRoutes(app, services);
  registerWhatsAppLink(app, origin);
}

type OriginOf = (req: FastifyRequest) => string;

/** The events calendar (/events.ics) and each event's own download. */
function registerCalendarRoutes(
  app: FastifyInstance,
  services: Services,
  published: PublishedRecords,
  origin: OriginOf,
): void {
  const sendCalendar = async (req: FastifyRequest, reply: FastifyReply, events: TimedRow[], filename?: string) => {
    const identity = await schoolIdentity(services, req.school);
    const body = buildCalendar(events.map(toCalendarEvent), { name: identity.name, origin: origin(req) });
    reply.header("content-type", "text/calendar; charset=utf-8").header("cache-control", SHORT_CACHE);
    if (filename) reply.header("content-disposition", `attachment; filename="${filename}"`);
    return reply.send(body);
  };

  app.get("/events.ics", async (req, reply) => {
    const rows = await published.list(req.school, "event");
    return sendCalendar(
      req,
      reply,
      calendarWindow(
        rows.map((r) => ({ ...r, date: str(r.date) })),
        todayInKolkata(),
      ),
    );
  });

  // Only addresses ending in .ics: /events/{id} is the event's own page.
  app.get<{ Params: { file: string } }>("/events/:file.ics", async (req, reply) => {
    const match = /^([A-Za-z0-9_-]{1,64})$/.exec(req.params.file);
    const rows = match ? await published.list(req.school, "event") : [];
    const row = rows.find((r) => r._id === match?.[1]);
    if (!row) return reply.status(404).type("text/plain; charset=utf-8").send("This event is not on the calendar.");
    return sendCalendar(req, reply, [row], `event-${row._id}.ics`);
  });
}

/** The Atom feeds of the news and the newsletters. */
function registerFeedRoutes(
  app: FastifyInstance,
  services: Services,
  published: PublishedRecords,
  origin: OriginOf,
): void {
  /** The Atom feed of a list page (`page` is its path): its latest records, named after the school. */
  const feed = (
    page: "/news" | "/newsletter",
    about: { title: string; subtitle: string },
    rowsOf: (school: string) => Promise<TimedRow[]>,
    toEntry: (row: TimedRow, base: string) => FeedEntry,
  ) =>
    app.get(`${page}/feed.xml`, async (req, reply) => {
      const base = origin(req);
      const identity = await schoolIdentity(services, req.school);
      const rows = (await rowsOf(req.school)).slice(0, FEED_ENTRIES);
      const xml = buildAtom(
        rows.map((r) => toEntry(r, base)),
        {
          title: `${about.title} | ${identity.name}`,
          subtitle: about.subtitle,
          self: `${base}${page}/feed.xml`,
          page: `${base}${page}`,
          author: identity.name,
          icon: `${base}${identity.logoPath}`,
        },
      );
      return reply
        .header("content-type", "application/atom+xml; charset=utf-8")
        .header("cache-control", SHORT_CACHE)
        .send(xml);
    });

  feed(
    "/news",
    { title: "Latest News", subtitle: "News and announcements from the school." },
    (school) => published.list(school, "news"),
    (r, base) => ({
      id: r._id,
      title: str(r.title),
      summary: str(r.description),
      date: str(r.fromDate),
      updatedAt: r.updatedAt,
      link: `${base}${noticePath("news", r._id)}`,
      enclosures: listOf(r.attachments).map((f) => ({ href: fileHref(base, f), type: mimeFor(f) })),
    }),
  );

  feed(
    "/newsletter",
    { title: "Newsletter", subtitle: "School newsletters." },
    async (school) => (await published.list(school, "circular")).filter((r) => r.category === NEWSLETTER_CATEGORY),
    (r, base) => {
      const files = listOf(r.attachments);
      return {
        id: r._id,
        title: str(r.title),
        summary: str(r.text) || str(r.title),
        date: str(r.date),
        updatedAt: r.updatedAt,
        link: `${base}${noticePath("circular", r._id)}`,
        enclosures: files.map((f) => ({ href: fileHref(base, f), type: mimeFor(f) })),
      };
    },
  );
}

/** What search engines read: the sitemap and robots.txt. */
function registerSearchEngineRoutes(
  app: FastifyInstance,
  services: Services,
  published: PublishedRecords,
  origin: OriginOf,
): void {
  app.get("/sitemap.xml", async (req, reply) => {
    const entries = await sitemapEntries(published, req.school);
    const { languages } = await services.profiles.view(req.school);
    return reply
      .header("content-type", "application/xml; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(buildSitemap(entries, origin(req), languages));
  });

  app.get("/robots.txt", async (req, reply) =>
    reply
      .header("content-type", "text/plain; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(buildRobots(origin(req))),
  );
}

/** What the installed site is made of: the brand card, the app icons, the manifest, the worker and its offline page. */
function registerAppShellRoutes(app: FastifyInstance, services: Services): void {
  const publicDirs = [path.join(services.config.buildDir, "client"), path.resolve("public")];
  const png = (reply: FastifyReply, data: Buffer) =>
    reply.header("content-type", "image/png").header("cache-control", "public, max-age=86400").send(data);

  app.get(BRAND_CARD.path, async (req, reply) =>
    png(reply, await brandCard(publicDirs, await schoolIdentity(services, req.school))),
  );
  for (const size of [192, 512] as const) {
    app.get(APP_ICON(size), async (req, reply) =>
      png(reply, await appIcon(publicDirs, await schoolIdentity(services, req.school), size)),
    );
  }

  app.get("/manifest.webmanifest", async (req, reply) => {
    const identity = await schoolIdentity(services, req.school);
    const icons = ([192, 512] as const).flatMap((size) => [
      { src: APP_ICON(size), sizes: `${size}x${size}`, type: "image/png", purpose: "any" },
      { src: APP_ICON(size), sizes: `${size}x${size}`, type: "image/png", purpose: "maskable" },
    ]);
    return reply
      .header("content-type", "application/manifest+json; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send({
        name: identity.name,
        short_name: identity.shortName,
        description: "News, events, circulars and admissions of the school.",
        lang: "en-IN",
        start_url: "/",
        scope: "/",
        display: "standalone",
        background_color: "#ffffff",
        theme_color: identity.themeColor,
        icons,
      });
  });

  app.get("/sw.js", async (_req, reply) =>
    reply
      .header("content-type", "application/javascript; charset=utf-8")
      // A worker's own policy governs its fetches: the site itself only.
      .header("content-security-policy", "default-src 'self'")
      .header("cache-control", "no-cache")
      .send(serviceWorker),
  );

  app.get(OFFLINE_PATH, async (req, reply) =>
    reply
      .header("content-type", "text/html; charset=utf-8")
      .header("cache-control", "no-cache")
      .send(offlinePage(await schoolIdentity(services, req.school))),
  );
}

/** The WhatsApp link of a card: the full address needs the site's origin, which only the server knows. */
function registerWhatsAppLink(app: FastifyInstance, origin: OriginOf): void {
  app.get<{ Querystring: { path?: string; title?: string } }>("/share/whatsapp", async (req, reply) => {
    const path =
      typeof req.query.path === "string" && /^\/(?!\/)[^\s]{0,300}$/.test(req.query.path) ? req.query.path : "/";
    const title = typeof req.query.title === "string" ? req.query.title.slice(0, 300) : "";
    const text = `${title ? `${title} ` : ""}${origin(req)}${path}`;
    return reply.redirect(`https://wa.me/?text=${encodeURIComponent(text)}`, 302);
  });
}

/** Which content kind a list page shows, for its lastmod. */
const pageKinds = {
  "/news": ["news"],
  "/events": ["event"],
  "/photo-gallery": ["gallery"],
  "/video-gallery": ["video"],
  "/testimonials": ["testimonial"],
  "/newsletter": ["circular"],
  "/media-gallery": ["media"],
  "/": ["highlight", "notification", "news", "event", "onlineRegistration"],
} as const;

/** Every public route (each album in place of the bare album page), lastmod from the content it shows. */
async function sitemapEntries(published: PublishedRecords, school: string): Promise<SitemapEntry[]> {
  const changes = new Map<string, string | null>();
  const changeOf = async (kind: (typeof pageKinds)[keyof typeof pageKinds][number]) => {
    if (!changes.has(kind)) changes.set(kind, await published.lastChange(school, kind));
    return changes.get(kind) ?? null;
  };
  const entries: SitemapEntry[] = [];
  for (const route of siteRoutes) {
    if (route.path === "/sub-gallery") {
      for (const album of await published.list(school, "gallery")) {
        entries.push({ path: `/sub-gallery?id=${encodeURIComponent(album._id)}`, lastmod: album.updatedAt });
      }
      continue;
    }
    let lastmod: string | null = null;
    for (const kind of pageKinds[route.path as keyof typeof pageKinds] ?? [])
      lastmod = later(lastmod, await changeOf(kind));
    entries.push({ path: route.path, lastmod });
  }
  // Every published notice at its own address (withdrawn ones are not published: they are left out).
  for (const kind of Object.keys(noticeBase) as NoticeKind[]) {
    for (const row of await published.list(school, kind)) {
      entries.push({ path: noticePath(kind, row._id), lastmod: row.updatedAt });
    }
  }
  return entries;
}
