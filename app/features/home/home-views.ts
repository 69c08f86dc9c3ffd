import type {
  EventRecord,
  HighlightRecord,
  NewsRecord,
  NotificationRecord,
  OnlineRegistrationRecord,
} from "../../../contract/content.ts";
import { parseDateParts } from "../../../contract/dates.ts";
import type { Lang } from "../../../contract/languages.ts";
import { type NoticeKind, noticePath } from "../../../contract/notices.ts";
import { type EnglishMarked, englishMark } from "../../components/ui/in-english.tsx";
import { dateIn, type Translate } from "../../i18n/i18n-context.tsx";
import { translator } from "../../i18n/translate.ts";
import { nextEvents } from "../../lib/upcoming.ts";
import { EVENTS_LIMIT, NEWS_LIMIT, sampleEvents } from "./home-content.ts";

/**
 * The home page's lists as it shows them (highlights, notifications, news,
 * events, registrations), shaped from stored records: only the fields shown,
 * dates formatted in Asia/Kolkata. home-data.ts reads the records.
 */

interface Picture {
  file: string;
  alt: string;
  width: number;
  height: number;
}

export interface HighlightView extends EnglishMarked {
  title: string;
  description: string;
  date: string;
  attachment: string | null;
}

export interface NotificationView extends EnglishMarked {
  title: string;
  description: string;
  image: Picture | null;
  attachment: string | null;
  url: string | null;
}

export interface NewsView extends EnglishMarked {
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

export interface EventView extends EnglishMarked {
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

export type Sizes = Record<string, { width: number; height: number }>;
/** Records as they may arrive: the selectors below survive missing fields. */
type Loose<T> = { [K in keyof T]?: T[K] | null };

const text = (v: unknown): string => (typeof v === "string" ? v.trim() : "");
const first = (v: unknown): string | null => (Array.isArray(v) && typeof v[0] === "string" && v[0] ? v[0] : null);
const url = (v: unknown): string | null => {
  const s = text(v);
  return /^https?:\/\/\S+$/i.test(s) ? s : null;
};
const list = <T>(v: unknown): T[] => (Array.isArray(v) ? (v as T[]) : []);

/** Display and machine dates ("5 Jan 2025", "2025-01-05") of a date value in `lang`, or null. */
function dates(value: unknown, lang: Lang = "en"): { date: string; isoDate: string } | null {
  const raw = typeof value === "string" ? value : null;
  const p = parseDateParts(raw);
  const date = dateIn(lang, raw, "short");
  if (!p || !date) return null;
  const pad = (n: number) => String(n).padStart(2, "0");
  return { date, isoDate: `${String(p.year).padStart(4, "0")}-${pad(p.month)}-${pad(p.day)}` };
}

/** A stored item's own page; none for a record without an id. */
const ownPath = (kind: NoticeKind, id: unknown): string | null =>
  typeof id === "string" && id ? noticePath(kind, id) : null;

/** Spec section 4: line breaks become spaces. */
function flattenLines(s: string): string {
  return s.replace(/\s*[\r\n]+\s*/g, " ").trim();
}

function picture(file: string | null, alt: string, sizes: Sizes): Picture | null {
  if (!file) return null;
  const size = sizes[file] ?? { width: 960, height: 640 };
  return { file, alt, width: size.width, height: size.height };
}

/** Highlights, or the one placeholder of spec section 4 when there are none (or the answer is not a list). */
export function toHighlights(records: unknown, lang: Lang = "en"): HighlightView[] {
  const t = translator(lang);
  const items = list<Loose<HighlightRecord>>(records)
    .filter((h) => h && typeof h === "object")
    .map((h) => ({
      title: text(h.title),
      description: flattenLines(text(h.description)),
      date: dates(h.fromDate, lang)?.date ?? t("home.notAvailable"),
      attachment: first(h.attachments),
      ...englishMark(h),
    }))
    .filter((h) => h.title || h.description);
  const placeholder = { title: t("home.highlights.placeholderTitle"), description: t("home.stayTuned") };
  return items.length ? items : [{ ...placeholder, date: t("home.notAvailable"), attachment: null }];
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
      ...englishMark(n),
    }));
}

/** The latest news with their real dates; the two placeholders of spec section 4 when there is none. */
export function toNews(records: unknown, lang: Lang = "en"): NewsView[] {
  const t = translator(lang);
  const items = list<Loose<NewsRecord>>(records)
    .filter((n) => n && typeof n === "object" && text(n.title))
    .slice(0, NEWS_LIMIT)
    .map((n) => {
      const when = dates(n.fromDate ?? n.date, lang);
      return {
        title: text(n.title),
        description: flattenLines(text(n.description)),
        date: when?.date ?? "",
        isoDate: when?.isoDate ?? "",
        attachment: first(n.attachments),
        path: ownPath("news", n._id),
        ...englishMark(n),
      };
    });
  return items.length
    ? items
    : [1, 2].map(() => ({
        title: t("home.news.placeholderTitle"),
        description: t("home.stayTuned"),
        date: "",
        isoDate: "",
        attachment: null,
        path: null,
      }));
}

type LooseEvent = Loose<EventRecord> & { toDate?: string | null };

/** The next 5 events from today, soonest first (issue 16), so the home page never shows stale ones. */
function homeEvents(records: unknown, now: Date): LooseEvent[] {
  const events = list<LooseEvent>(records).filter((e) => e && typeof e === "object");
  return nextEvents(events, (e) => e.date ?? e.toDate, EVENTS_LIMIT, now);
}

/** The next 5 events with the fallbacks of spec section 4; two sample events when there are none. */
export function toEvents(records: unknown, sizes: Sizes, now: Date = new Date(), lang: Lang = "en"): EventView[] {
  const t: Translate = translator(lang);
  const missing = {
    title: t("home.events.untitled"),
    description: t("home.events.noDescription"),
    date: t("home.events.noDate"),
  };
  const items = homeEvents(records, now).map((e) => {
    const when = dates(e.date ?? e.toDate, lang);
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
      ...englishMark(e),
    };
  });
  return items.length
    ? items
    : sampleEvents.map((s) => ({
        title: t(s.title),
        description: t(s.description),
        venue: t(s.venue),
        time: "",
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
