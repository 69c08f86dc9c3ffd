import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { todayInKolkata } from "../../contract/dates.ts";
import { type NoticeKind, noticeBase, noticePath } from "../../contract/notices.ts";
import { siteRoutes } from "../../contract/site-map.ts";
import { PublishedRecords, type TimedRow } from "../content/published-records.ts";
import type { Services } from "../services.ts";
import { mimeFor } from "../storage/file-store.ts";
import { buildAtom, type FeedEntry } from "./feeds/atom.ts";
import { buildCalendar, type CalendarEvent, calendarWindow } from "./feeds/ics.ts";
import { listOf, str } from "./feeds/row-values.ts";
import { buildRobots, buildSitemap, later, type SitemapEntry } from "./feeds/sitemap.ts";
import { publicOrigin } from "./public-origin.ts";
import { schoolIdentity } from "./school-identity.ts";

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

/** What the feeds read: published records (database), the school's name (profiles) and the site's origin (config). */
type FeedServices = Pick<Services, "database" | "profiles" | "config">;

/**
 * What other programs read from the site (issue 18): the calendar feed and
 * event downloads (calendar apps), Atom feeds (feed readers), the sitemap and
 * robots.txt (search engines). Registered with one line in server/app.ts.
 */
export function registerFeedRoutes(app: FastifyInstance, services: FeedServices): void {
  const published = new PublishedRecords(services.database.db);
  const origin = (req: FastifyRequest) => publicOrigin(services.config, req);
  registerCalendarRoutes(app, services, published, origin);
  registerAtomFeeds(app, services, published, origin);
  registerSearchEngineRoutes(app, services, published, origin);
}

type OriginOf = (req: FastifyRequest) => string;

/** The events calendar (/events.ics) and each event's own download. */
function registerCalendarRoutes(
  app: FastifyInstance,
  services: FeedServices,
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
function registerAtomFeeds(
  app: FastifyInstance,
  services: FeedServices,
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
  services: FeedServices,
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
