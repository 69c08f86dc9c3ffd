import type {
  EventRecord,
  HighlightRecord,
  NewsRecord,
  NotificationRecord,
  OnlineRegistrationRecord,
} from "../../../contract/content.ts";
import { formatDate, parseDateParts } from "../../../contract/dates.ts";
import { type NoticeKind, noticePath } from "../../../contract/notices.ts";
import type { PhotoView, SiteData } from "../../../contract/site-data.ts";
import { nextEvents } from "../../lib/upcoming.ts";
import { eventsText, highlightsText, newsText } from "./home-content.ts";
import { HOME_SLUG, type HomeTexts, homeTextsFrom, LEADERS_SLUG, type LeaderCard, leadersFrom } from "./home-texts.ts";

/**
 * What the home page renders, shaped on the server: only the fields it shows,
 * dates already formatted (in Asia/Kolkata, so server and browser agree).
 */

export interface Picture {
  file: string;
  alt: string;
  width: number;
  height: number;
}

export interface HighlightView {
  title: string;
  description: string;
  date: string;
  attachment: string | null;
}

export interface NotificationView {
  title: string;
  description: string;
  image: Picture | null;
  attachment: string | null;
  url: string | null;
}

export interface NewsView {
  title: string;
  description: string;
  /** Display date ("5 Jan 2025"), or "" when the record has none. */
  date: string;
  /** Machine date for <time>, or "". */
  isoDate: string;
  attachment: string | null;
  /** The item's own page ("/news/…"; issue 30), or null for the spec's placeholders. */
  path: string | null;
}

export interface EventView {
  title: string;
  description: string;
  date: string;
  isoDate: string;
  time: string;
  venue: string;
  image: Picture | null;
  attachment: string | null;
  /** The event's own page ("/events/…"; issue 30), or null for the samples. */
  path: string | null;
}

export interface RegistrationView {
  title: string;
  url: string | null;
  attachment: string | null;
}

export interface HomeData {
  /** The school's own words (the stored page "home"). */
  texts: HomeTexts;
  /** The "From the desk" cards (the people of the leadership page). */
  leaders: LeaderCard[];
  slides: PhotoView[];
  specials: PhotoView[];
  facilities: PhotoView[];
  why: PhotoView | null;
  /** Leader photos by photo tab (see leaders). */
  leaderPhotos: Record<string, PhotoView | null>;
  highlights: HighlightView[];
  notifications: NotificationView[];
  news: NewsView[];
  events: EventView[];
  registrations: RegistrationView[];
}

type Sizes = Record<string, { width: number; height: number }>;
/** Records as they may arrive: the selectors below survive missing fields. */
type Loose<T> = { [K in keyof T]?: T[K] | null };

const text = (v: unknown): string => (typeof v === "string" ? v.trim() : "");
const first = (v: unknown): string | null => (Array.isArray(v) && typeof v[0] === "string" && v[0] ? v[0] : null);
const url = (v: unknown): string | null => {
  const s = text(v);
  return /^https?:\/\/\S+$/i.test(s) ? s : null;
};
const list = <T>(v: unknown): T[] => (Array.isArray(v) ? (v as T[]) : []);

/** Display and machine dates ("5 Jan 2025", "2025-01-05") of a date value, or null. */
function dates(value: unknown): { date: string; isoDate: string } | null {
  const raw = typeof value === "string" ? value : null;
  const p = parseDateParts(raw);
  const date = formatDate(raw, "en-IN-short");
  if (!p || !date) return null;
  const pad = (n: number) => String(n).padStart(2, "0");
  return { date, isoDate: `${String(p.year).padStart(4, "0")}-${pad(p.month)}-${pad(p.day)}` };
}

/** A stored item's own page; none for a record without an id. */
const ownPath = (kind: NoticeKind, id: unknown): string | null =>
  typeof id === "string" && id ? noticePath(kind, id) : null;

/** Spec section 4: line breaks become spaces. */
export function flattenLines(s: string): string {
  return s.replace(/\s*[\r\n]+\s*/g, " ").trim();
}

function picture(file: string | null, alt: string, sizes: Sizes): Picture | null {
  if (!file) return null;
  const size = sizes[file] ?? { width: 960, height: 640 };
  return { file, alt, width: size.width, height: size.height };
}

/** Highlights, or the one placeholder of spec section 4 when there are none (or the answer is not a list). */
export function toHighlights(records: unknown): HighlightView[] {
  const items = list<Loose<HighlightRecord>>(records)
    .filter((h) => h && typeof h === "object")
    .map((h) => ({
      title: text(h.title),
      description: flattenLines(text(h.description)),
      date: dates(h.fromDate)?.date ?? highlightsText.placeholder.date,
      attachment: first(h.attachments),
    }))
    .filter((h) => h.title || h.description);
  return items.length ? items : [{ ...highlightsText.placeholder, attachment: null }];
}

export function toNotifications(records: unknown, sizes: Sizes): NotificationView[] {
  return list<Loose<NotificationRecord>>(records)
    .filter((n) => n && typeof n === "object" && text(n.title))
    .map((n) => ({
      title: text(n.title),
      description: text(n.description),
      image: picture(first(n.image), text(n.title), sizes),
      attachment: first(n.attachments),
      url: url(n.url),
    }));
}

/** The latest news with their real dates; the two placeholders of spec section 4 when there is none. */
export function toNews(records: unknown): NewsView[] {
  const items = list<Loose<NewsRecord>>(records)
    .filter((n) => n && typeof n === "object" && text(n.title))
    .slice(0, newsText.limit)
    .map((n) => {
      const when = dates(n.fromDate ?? n.date);
      return {
        title: text(n.title),
        description: flattenLines(text(n.description)),
        date: when?.date ?? "",
        isoDate: when?.isoDate ?? "",
        attachment: first(n.attachments),
        path: ownPath("news", n._id),
      };
    });
  return items.length
    ? items
    : newsText.placeholders.map((p) => ({ ...p, date: "", isoDate: "", attachment: null, path: null }));
}

type LooseEvent = Loose<EventRecord> & { toDate?: string | null };

/** The next 5 events from today, soonest first (issue 16), so the home page never shows stale ones. */
function homeEvents(records: unknown, now: Date): LooseEvent[] {
  const events = list<LooseEvent>(records).filter((e) => e && typeof e === "object");
  return nextEvents(events, (e) => e.date ?? e.toDate, eventsText.limit, now);
}

/** The next 5 events with the fallbacks of spec section 4; two sample events when there are none. */
export function toEvents(records: unknown, sizes: Sizes, now: Date = new Date()): EventView[] {
  const { missing } = eventsText;
  const items = homeEvents(records, now).map((e) => {
    const when = dates(e.date ?? e.toDate);
    const title = text(e.title) || missing.title;
    return {
      title,
      description: flattenLines(text(e.description)) || missing.description,
      date: when?.date ?? missing.date,
      isoDate: when?.isoDate ?? "",
      time: text(e.time),
      venue: text(e.venue),
      image: picture(first(e.images), title, sizes),
      attachment: first(e.attachments),
      path: ownPath("event", e._id),
    };
  });
  return items.length
    ? items
    : eventsText.samples.map((s) => ({
        ...s,
        date: missing.date,
        isoDate: "",
        image: null,
        attachment: null,
        path: null,
      }));
}

export function toRegistrations(records: unknown): RegistrationView[] {
  return list<Loose<OnlineRegistrationRecord>>(records)
    .filter((r) => r && typeof r === "object" && text(r.title))
    .map((r) => ({ title: text(r.title), url: url(r.url), attachment: first(r.attachments) }));
}

/** Files whose sizes the page needs for width/height attributes. */
export function pictureFiles(notifications: unknown, events: unknown, now: Date = new Date()): string[] {
  const files = [
    ...list<Loose<NotificationRecord>>(notifications).map((n) => first(n?.image)),
    ...homeEvents(events, now).map((e) => first(e?.images)),
  ];
  return [...new Set(files.filter((f): f is string => !!f))];
}

export type HomeLog = (message: string, error: unknown) => void;

const defaultLog: HomeLog = (message, error) => console.error(message, error);

/**
 * Everything the home page shows. Each source is read on its own: one that
 * fails is logged and replaced by the spec's fallback, never breaking the page.
 */
export async function loadHome(site: SiteData, log: HomeLog = defaultLog): Promise<HomeData> {
  const safe = async <T>(what: string, load: () => Promise<T>, fallback: T): Promise<T> => {
    try {
      return await load();
    } catch (error) {
      log(`home: could not load ${what}`, error);
      return fallback;
    }
  };
  type Stored = Awaited<ReturnType<NonNullable<SiteData["page"]>>>;
  const [school, homePage, leaderPage, highlights, notifications, news, events, registrations, homePhotos, pagePhotos] =
    await Promise.all([
      safe<{ name: string }>("school profile", () => site.school(), { name: "" }),
      safe<Stored>("home texts", async () => (await site.page?.(HOME_SLUG)) ?? null, null),
      safe<Stored>("leaders", async () => (await site.page?.(LEADERS_SLUG)) ?? null, null),
      safe<unknown>("highlights", () => site.list("highlight"), []),
      safe<unknown>("notifications", () => site.list("notification"), []),
      safe<unknown>("news", () => site.list("news"), []),
      safe<unknown>("events", () => site.list("event"), []),
      safe<unknown>("online registrations", () => site.list("onlineRegistration"), []),
      safe<Record<string, PhotoView[]>>("home photos", () => site.pagePhotos("home"), {}),
      safe<Record<string, PhotoView[]>>("page photos", () => site.pagePhotos("pages"), {}),
    ]);
  const files = pictureFiles(notifications, events);
  const sizes = files.length ? await safe<Sizes>("image sizes", () => site.imageSizes(files), {}) : {};
  const leaders = leadersFrom(leaderPage?.blocks);
  return {
    texts: homeTextsFrom(homePage?.blocks, school.name),
    leaders,
    slides: homePhotos.Slides ?? [],
    specials: homePhotos.Specials ?? [],
    facilities: homePhotos.Facilities ?? [],
    why: pagePhotos["why-choose-us"]?.[0] ?? null,
    leaderPhotos: Object.fromEntries(leaders.map((l) => [l.photo, pagePhotos[l.photo]?.[0] ?? null])),
    highlights: toHighlights(highlights),
    notifications: toNotifications(notifications, sizes),
    news: toNews(news),
    events: toEvents(events, sizes),
    registrations: toRegistrations(registrations),
  };
}
