import { eventRange } from "../../../contract/calendar.ts";
import type { EventRecord, NewsRecord } from "../../../contract/content.ts";
import { type NoticeKind, noticePath } from "../../../contract/notices.ts";
import type { SchoolView } from "../../../contract/school-view.ts";
import { APP_ICON, BRAND_CARD } from "../../../contract/share-card.ts";
import { PREVIEW_FILE } from "./first-photo.ts";

/**
 * Structured data (schema.org JSON-LD) of the public pages: the school on
 * home, breadcrumbs inside, upcoming events and the latest news on their
 * pages. Built by the routes' meta from their loaders' data (share-meta.ts).
 */

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

/** The school as publisher and organiser of what it posts. */
const publisherOf = (school: SchoolView, origin: string) => ({
  "@type": "School",
  name: school.name,
  url: `${origin}/`,
  logo: `${origin}${APP_ICON(512)}`,
});

/** The picture a card shows: the item's first photo, else the school's brand card. */
const imageOf = (origin: string, file: string | undefined) =>
  file ? [fileHref(origin, file, 1600)] : [`${origin}${BRAND_CARD.path}`];

/** The picture of a listed item: the first of its files a preview can show, else the brand card. */
const previewOf = (origin: string, files: readonly string[]) =>
  imageOf(
    origin,
    files.find((f) => PREVIEW_FILE.test(f)),
  );

/** One Event, for the events list and an event's own page alike. */
function eventLd(
  e: Pick<EventRecord, "title" | "description" | "date" | "time" | "startTime" | "endTime" | "venue">,
  image: string[],
  url: string,
  school: SchoolView,
  origin: string,
) {
  const range = eventRange({ time: e.time, startTime: e.startTime, endTime: e.endTime });
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: e.title,
    description: e.description || undefined,
    startDate: range ? kolkataDateTime(e.date, range.start) : e.date,
    endDate: range ? kolkataDateTime(e.date, range.end) : e.date,
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    location: { "@type": "Place", name: e.venue || school.name, address: organization(school, origin).address },
    image,
    organizer: publisherOf(school, origin),
    url,
  };
}

/** One NewsArticle, for the news list and a notice's own page alike. */
function newsArticleLd(
  n: { title: string; description: string; datePublished: string | undefined; dateModified: string },
  image: string[],
  url: string,
  school: SchoolView,
  origin: string,
) {
  return {
    "@context": "https://schema.org",
    "@type": "NewsArticle",
    headline: n.title.slice(0, 110),
    description: n.description.slice(0, 300) || undefined,
    datePublished: n.datePublished,
    dateModified: n.dateModified,
    image,
    author: { "@type": "Organization", name: school.name, url: `${origin}/` },
    publisher: publisherOf(school, origin),
    mainEntityOfPage: url,
  };
}

export function eventData(events: readonly UpcomingEvent[], school: SchoolView, origin: string): unknown[] {
  return events.map((e) =>
    eventLd(e, previewOf(origin, e.images), `${origin}${noticePath("event", e._id)}`, school, origin),
  );
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
  return news.map((n) =>
    newsArticleLd(
      {
        title: n.title,
        description: n.description,
        datePublished: `${n.fromDate}T00:00:00+05:30`,
        dateModified: n.changedAt,
      },
      previewOf(origin, n.attachments),
      `${origin}${noticePath("news", n._id)}`,
      school,
      origin,
    ),
  );
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
  const image = imageOf(origin, n.photos[0]?.file);
  const url = `${origin}${n.path}`;
  if (n.kind === "event") {
    const facts = { ...n, description: n.summary, startTime: "", endTime: "" };
    return [eventLd(facts, image, url, school, origin)];
  }
  const published = n.publishedAt ?? (n.date ? `${n.date}T00:00:00+05:30` : undefined);
  return [
    newsArticleLd(
      { title: n.title, description: n.summary, datePublished: published, dateModified: n.updatedAt },
      image,
      url,
      school,
      origin,
    ),
  ];
}
