import { eventRange } from "../../../contract/calendar.ts";
import type { EventRecord, NewsRecord } from "../../../contract/content.ts";
import { type NoticeKind, noticePath } from "../../../contract/notices.ts";
import type { SchoolView } from "../../../contract/school-view.ts";
import { APP_ICON, BRAND_CARD } from "../../../contract/share-card.ts";

/**
 * Structured data (schema.org JSON-LD) of the public pages: the school on
 * home, breadcrumbs inside, upcoming events and the latest news on their
 * pages. Built by the routes' meta from their loaders' data (share-meta.ts).
 */

const PREVIEW_FILE = /\.(jpe?g|png|webp|gif|avif)$/i;

const fileHref = (origin: string, id: string, width: number) =>
  `${origin}/api/image/${id.split("/").map(encodeURIComponent).join("/")}?w=${width}`;

const kolkataDateTime = (date: string, minutes: number) =>
  `${date}T${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}:00+05:30`;

/** The school as schema.org knows it. */
export function organization(school: SchoolView, origin: string) {
  const lines = school.address.lines;
  const country = lines.at(-1)?.trim().toLowerCase() === "india" ? "IN" : undefined;
  return {
    "@type": "School",
    "@id": `${origin}/#school`,
    name: school.name,
    url: `${origin}/`,
    logo: `${origin}${APP_ICON(512)}`,
    image: `${origin}${BRAND_CARD.path}`,
    email: school.email,
    telephone: school.phones[0]?.tel,
    address: {
      "@type": "PostalAddress",
      streetAddress: (country ? lines.slice(0, -1) : lines).join(", "),
      ...(country ? { addressCountry: country } : {}),
    },
    contactPoint: school.phones.map((p) => ({ "@type": "ContactPoint", telephone: p.tel, contactType: p.label })),
  };
}

/** Home › the page. `name` is the page's own title, as text (no markup, no entities). */
export function breadcrumbs(origin: string, path: string, name: string) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [
      { "@type": "ListItem", position: 1, name: "Home", item: `${origin}/` },
      { "@type": "ListItem", position: 2, name, item: `${origin}${path}` },
    ],
  };
}

/** The fields of an event its structured data reads. */
type UpcomingEvent = Pick<
  EventRecord,
  "_id" | "title" | "description" | "date" | "time" | "startTime" | "endTime" | "venue" | "images"
>;

/** The next events (from today, India time), at most 20, for /events' structured data. */
export function upcomingEvents(records: readonly EventRecord[], today: string): UpcomingEvent[] {
  return records
    .filter((r) => r.date >= today)
    .slice(0, 20)
    .map(({ _id, title, description, date, time, startTime, endTime, venue, images }) => ({
      _id,
      title,
      description,
      date,
      time,
      startTime,
      endTime,
      venue,
      images,
    }));
}

export function eventData(events: readonly UpcomingEvent[], school: SchoolView, origin: string): unknown[] {
  const place = organization(school, origin);
  const publisher = { "@type": "School", name: school.name, url: `${origin}/`, logo: `${origin}${APP_ICON(512)}` };
  return events.map((e) => {
    const range = eventRange({ time: e.time, startTime: e.startTime, endTime: e.endTime });
    const image = e.images.find((f) => PREVIEW_FILE.test(f));
    return {
      "@context": "https://schema.org",
      "@type": "Event",
      name: e.title,
      description: e.description || undefined,
      startDate: range ? kolkataDateTime(e.date, range.start) : e.date,
      endDate: range ? kolkataDateTime(e.date, range.end) : e.date,
      eventStatus: "https://schema.org/EventScheduled",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      location: { "@type": "Place", name: e.venue || school.name, address: place.address },
      image: image ? [fileHref(origin, image, 1600)] : [`${origin}${BRAND_CARD.path}`],
      organizer: publisher,
      url: `${origin}${noticePath("event", e._id)}`,
    };
  });
}

/** A news item as its structured data reads it, with the time it last changed. */
type LatestNews = Pick<NewsRecord, "_id" | "title" | "description" | "fromDate" | "attachments"> & {
  changedAt: string;
};

/** The latest 10 news items, for /news' structured data. */
export function latestNews(records: readonly NewsRecord[], changedAt: Record<string, string>): LatestNews[] {
  return records.slice(0, 10).map((r) => ({
    _id: r._id,
    title: r.title,
    description: r.description,
    fromDate: r.fromDate,
    attachments: r.attachments,
    changedAt: changedAt[r._id] ?? "",
  }));
}

export function newsData(news: readonly LatestNews[], school: SchoolView, origin: string): unknown[] {
  const publisher = { "@type": "School", name: school.name, url: `${origin}/`, logo: `${origin}${APP_ICON(512)}` };
  return news.map((n) => {
    const image = n.attachments.find((f) => PREVIEW_FILE.test(f));
    return {
      "@context": "https://schema.org",
      "@type": "NewsArticle",
      headline: n.title.slice(0, 110),
      description: n.description.slice(0, 300) || undefined,
      datePublished: `${n.fromDate}T00:00:00+05:30`,
      dateModified: n.changedAt,
      image: image ? [fileHref(origin, image, 1600)] : [`${origin}${BRAND_CARD.path}`],
      author: { "@type": "Organization", name: school.name, url: `${origin}/` },
      publisher,
      mainEntityOfPage: `${origin}${noticePath("news", n._id)}`,
    };
  });
}

/** A notice's own page as its structured data reads it (app/features/notice). */
interface NoticeFacts {
  kind: NoticeKind;
  path: string;
  title: string;
  summary: string;
  date: string;
  time: string;
  venue: string;
  photos: readonly { file: string }[];
  publishedAt: string | null;
  updatedAt: string;
}

/** A notice at its own address: an Event for an event, else a NewsArticle, naming the address as its page. */
export function noticeData(n: NoticeFacts, school: SchoolView, origin: string): unknown[] {
  const image = n.photos[0] ? [fileHref(origin, n.photos[0].file, 1600)] : [`${origin}${BRAND_CARD.path}`];
  const url = `${origin}${n.path}`;
  const publisher = { "@type": "School", name: school.name, url: `${origin}/`, logo: `${origin}${APP_ICON(512)}` };
  if (n.kind === "event") {
    const range = eventRange({ time: n.time, startTime: "", endTime: "" });
    return [
      {
        "@context": "https://schema.org",
        "@type": "Event",
        name: n.title,
        description: n.summary || undefined,
        startDate: range ? kolkataDateTime(n.date, range.start) : n.date,
        endDate: range ? kolkataDateTime(n.date, range.end) : n.date,
        eventStatus: "https://schema.org/EventScheduled",
        eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
        location: { "@type": "Place", name: n.venue || school.name, address: organization(school, origin).address },
        image,
        organizer: publisher,
        url,
      },
    ];
  }
  return [
    {
      "@context": "https://schema.org",
      "@type": "NewsArticle",
      headline: n.title.slice(0, 110),
      description: n.summary.slice(0, 300) || undefined,
      datePublished: n.publishedAt ?? (n.date ? `${n.date}T00:00:00+05:30` : undefined),
      dateModified: n.updatedAt,
      image,
      author: { "@type": "Organization", name: school.name, url: `${origin}/` },
      publisher,
      mainEntityOfPage: url,
    },
  ];
}
