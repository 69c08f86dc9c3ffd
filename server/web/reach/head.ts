import type { FastifyRequest } from "fastify";
import { routeByPath } from "../../../app/content/site-map.ts";
import { eventRange } from "../../../contract/calendar.ts";
import { todayInKolkata } from "../../../contract/dates.ts";
import type { Services } from "../../services.ts";
import { escapeXml as esc } from "./atom.ts";
import { type SchoolIdentity, schoolIdentity } from "./identity.ts";
import { publicOrigin } from "./origin.ts";
import { listOf, publishedRows, str } from "./reach-data.ts";
import { SHARE_IMAGE_PREFIX } from "./share-image.ts";

/** The brand card: 1200×630, the size sharing previews use. */
export const BRAND_CARD = { path: "/brand-card.png", width: 1200, height: 630 } as const;
export const APP_ICON = (size: 192 | 512) => `/app-icon-${size}.png`;

const IMAGE_EXT = /\.(jpe?g|png|webp|gif|avif)$/i;
const fileHref = (origin: string, id: string, width?: number) =>
  `${origin}/api/image/${id.split("/").map(encodeURIComponent).join("/")}${width ? `?w=${width}` : ""}`;

/** JSON for a <script> element: "<" escaped so no text can close it. */
const jsonLd = (data: unknown) =>
  `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, "\\u003c")}</script>`;

const attr = (html: string, re: RegExp) => re.exec(html)?.[1] ?? "";

const kolkataDateTime = (date: string, minutes: number) =>
  `${date}T${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}:00+05:30`;

function organization(identity: SchoolIdentity, origin: string) {
  const lines = identity.addressLines;
  const country = lines.at(-1)?.trim().toLowerCase() === "india" ? "IN" : undefined;
  return {
    "@type": "School",
    "@id": `${origin}/#school`,
    name: identity.name,
    url: `${origin}/`,
    logo: `${origin}${APP_ICON(512)}`,
    image: `${origin}${BRAND_CARD.path}`,
    email: identity.email,
    telephone: identity.phones[0]?.tel,
    address: {
      "@type": "PostalAddress",
      streetAddress: (country ? lines.slice(0, -1) : lines).join(", "),
      ...(country ? { addressCountry: country } : {}),
    },
    contactPoint: identity.phones.map((p) => ({ "@type": "ContactPoint", telephone: p.tel, contactType: p.label })),
  };
}

/** Structured data for a page: the school on home, breadcrumbs inside, events and news on their pages. */
async function structuredData(
  services: Services,
  code: string,
  path: string,
  origin: string,
  title: string,
): Promise<unknown[]> {
  const identity = await schoolIdentity(services, code);
  const school = organization(identity, origin);
  if (path === "/") return [{ "@context": "https://schema.org", ...school }];
  const out: unknown[] = [
    {
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: `${origin}/` },
        { "@type": "ListItem", position: 2, name: title, item: `${origin}${path}` },
      ],
    },
  ];
  const db = services.database.db;
  const publisher = { "@type": "School", name: identity.name, url: `${origin}/`, logo: `${origin}${APP_ICON(512)}` };
  if (path === "/events") {
    const today = todayInKolkata();
    const rows = (await publishedRows(db, code, "event")).filter((r) => str(r.date) >= today).slice(0, 20);
    for (const r of rows) {
      const date = str(r.date);
      const range = eventRange({ time: str(r.time), startTime: str(r.startTime), endTime: str(r.endTime) });
      const image = listOf(r.images).find((f) => IMAGE_EXT.test(f));
      out.push({
        "@context": "https://schema.org",
        "@type": "Event",
        name: str(r.title),
        description: str(r.description) || undefined,
        startDate: range ? kolkataDateTime(date, range.start) : date,
        endDate: range ? kolkataDateTime(date, range.end) : date,
        eventStatus: "https://schema.org/EventScheduled",
        eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
        location: {
          "@type": "Place",
          name: str(r.venue) || identity.name,
          address: school.address,
        },
        image: image ? [fileHref(origin, image, 1600)] : [`${origin}${BRAND_CARD.path}`],
        organizer: publisher,
        url: `${origin}/events`,
      });
    }
  }
  if (path === "/news") {
    for (const r of (await publishedRows(db, code, "news")).slice(0, 10)) {
      const image = listOf(r.attachments).find((f) => IMAGE_EXT.test(f));
      out.push({
        "@context": "https://schema.org",
        "@type": "NewsArticle",
        headline: str(r.title).slice(0, 110),
        description: str(r.description).slice(0, 300) || undefined,
        datePublished: `${str(r.fromDate)}T00:00:00+05:30`,
        dateModified: r.updatedAt,
        image: image ? [fileHref(origin, image, 1600)] : [`${origin}${BRAND_CARD.path}`],
        author: { "@type": "Organization", name: identity.name, url: `${origin}/` },
        publisher,
        mainEntityOfPage: `${origin}/news`,
      });
    }
  }
  return out;
}

/** Feeds a page announces with <link rel="alternate">. */
function alternates(path: string): string[] {
  const news = '<link rel="alternate" type="application/atom+xml" title="Latest News" href="/news/feed.xml"/>';
  const letters = '<link rel="alternate" type="application/atom+xml" title="Newsletter" href="/newsletter/feed.xml"/>';
  const calendar = '<link rel="alternate" type="text/calendar" title="School calendar" href="/events.ics"/>';
  if (path === "/") return [news, letters, calendar];
  if (path === "/news") return [news];
  if (path === "/newsletter") return [letters];
  if (path === "/events") return [calendar];
  return [];
}

/**
 * What search engines, sharing previews and phones read on a rendered
 * public page: the canonical address (tabs and filters dropped; an album keeps
 * its id), Open Graph and Twitter card tags, structured data (JSON-LD), feed
 * links and the web app manifest. Runs once per render; the page cache keeps
 * the result. Gives the tags that go before the page's `</head>`: the caller
 * puts them in, so a page is not copied whole once more for it (finishPage in
 * page-handler.ts).
 */
export function headTags(services: Services) {
  return async (req: FastifyRequest, status: number, text: string): Promise<string> => {
    const origin = publicOrigin(services.config, req);
    const url = new URL(req.url, "http://x");
    const path = url.pathname;
    const identity = await schoolIdentity(services, req.school);
    const tags: string[] = [
      '<link rel="manifest" href="/manifest.webmanifest"/>',
      `<link rel="apple-touch-icon" href="${APP_ICON(192)}"/>`,
    ];
    const route = routeByPath.get(path);
    if (status === 200) {
      const id = path === "/sub-gallery" ? url.searchParams.get("id") : null;
      const canonical = `${origin}${path}${id ? `?id=${encodeURIComponent(id)}` : ""}`;
      const title = attr(text, /<title>([^<]*)<\/title>/);
      const description = attr(text, /<meta name="description" content="([^"]*)"/);
      const main = text.slice(text.indexOf("<main"));
      // The page's first stored photo, and its own description (in whichever order React wrote the attributes).
      const img = /<img\b[^>]*?\ssrc="\/api\/image\/([^"?]+\.(?:jpe?g|png|webp|gif|avif))(?:\?[^"]*)?"[^>]*>/i.exec(
        main,
      );
      const photo = img?.[1] ?? "";
      // Both are 1200×630, the size sharing previews use: the photo is cropped to it (share-image.ts).
      const image = photo ? `${origin}${SHARE_IMAGE_PREFIX}${photo}` : `${origin}${BRAND_CARD.path}`;
      const imageAlt = img ? attr(img[0], /\salt="([^"]*)"/) : esc(identity.name);
      tags.push(
        `<link rel="canonical" href="${esc(canonical)}"/>`,
        `<meta property="og:type" content="website"/>`,
        `<meta property="og:site_name" content="${esc(identity.name)}"/>`,
        `<meta property="og:locale" content="en_IN"/>`,
        `<meta property="og:url" content="${esc(canonical)}"/>`,
        `<meta property="og:title" content="${title}"/>`,
        `<meta property="og:description" content="${description}"/>`,
        `<meta property="og:image" content="${esc(image)}"/>`,
        `<meta property="og:image:width" content="${BRAND_CARD.width}"/>`,
        `<meta property="og:image:height" content="${BRAND_CARD.height}"/>`,
        `<meta property="og:image:type" content="${photo ? "image/jpeg" : "image/png"}"/>`,
        `<meta property="og:image:alt" content="${imageAlt || esc(identity.name)}"/>`,
        `<meta name="twitter:card" content="summary_large_image"/>`,
        `<meta name="twitter:title" content="${title}"/>`,
        `<meta name="twitter:description" content="${description}"/>`,
        `<meta name="twitter:image" content="${esc(image)}"/>`,
        ...alternates(path),
      );
      const name = route?.title ?? title.split(" | ")[0];
      for (const data of await structuredData(services, req.school, path, origin, name)) tags.push(jsonLd(data));
    }
    return tags.join("");
  };
}
