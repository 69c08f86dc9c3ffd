import type { CircularRecord, EventRecord, NewsRecord, NotificationRecord } from "../../../contract/content.ts";
import { parseDateParts } from "../../../contract/dates.ts";
import { editedAfterPublishing, type NoticeKind, noticeBase, noticeOfPath } from "../../../contract/notices.ts";
import type { SiteData } from "../../../contract/site-data.ts";
import { type EnglishMarked, englishMark } from "../../components/ui/in-english.tsx";
import type { I18n, MessageKey } from "../../i18n/i18n-context.tsx";
import { safeLoad } from "../../lib/list-page/safe-load.ts";

/** The catalogue keys of what each kind of notice is called, and of the way back to its list. */
export const noticeKeys: Record<NoticeKind, { kind: MessageKey; back: MessageKey }> = {
  news: { kind: "notice.kind.news", back: "notice.back.news" },
  event: { kind: "notice.kind.event", back: "notice.back.event" },
  circular: { kind: "notice.kind.circular", back: "notice.back.circular" },
  notification: { kind: "notice.kind.notification", back: "notice.back.notification" },
};

const IMAGE_FILE = /\.(jpe?g|png|webp|gif|avif)$/i;
const FALLBACK_SIZE = { width: 800, height: 600 };

interface NoticeFile {
  file: string;
  /** What the download button says: "PDF", "Photo 2"… */
  label: string;
  /** A picture's number among the notice's pictures ("Photo 2"); null for another file. */
  photo: number | null;
}

export interface NoticePageData extends EnglishMarked {
  kind: NoticeKind;
  path: string;
  title: string;
  /** The notice's own date (YYYY-MM-DD), or "" (notifications have none). */
  date: string;
  /** Events: their time and venue. */
  time: string;
  venue: string;
  /** Paragraphs of its text. */
  paragraphs: string[];
  photos: { file: string; width: number; height: number }[];
  files: NoticeFile[];
  /** A notification's link. */
  link: string;
  /** "26 November 2026" when it went live; updated when edited after that, else "". */
  publishedOn: string;
  updatedOn: string;
  /** When it went live and last changed (ISO instants), for search engines. */
  publishedAt: string | null;
  updatedAt: string;
  /** Set when withdrawn: the page answers 410. */
  withdrawn: { on: string; replacedBy: string | null } | null;
}

/** An instant as its calendar day in India ("2026-11-26"): the page writes it in the reader's language. */
const dayOf = (iso: string | null) => {
  const p = parseDateParts(iso);
  return p ? `${p.year}-${String(p.month).padStart(2, "0")}-${String(p.day).padStart(2, "0")}` : "";
};

const paragraphsOf = (text: string) =>
  text
    .replace(/<[^>]*>/g, " ")
    .split(/\r?\n\s*\r?\n|\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);

const extension = (file: string) => /\.([a-z0-9]+)$/i.exec(file)?.[1]?.toUpperCase() ?? "file";

/** What each kind's fields mean on its page: unset parts stay empty. */
const blank = { date: "", time: "", venue: "", text: "", images: [] as string[], files: [] as string[], link: "" };

function shape(kind: NoticeKind, record: unknown) {
  switch (kind) {
    case "news": {
      const r = record as NewsRecord;
      return { ...blank, title: r.title, date: r.fromDate, text: r.description, files: r.attachments };
    }
    case "event": {
      const r = record as EventRecord;
      const { title, date, time, venue, images } = r;
      return { ...blank, title, date, time, venue, images, text: r.description, files: r.attachments };
    }
    case "circular": {
      const r = record as CircularRecord;
      return { ...blank, title: r.title, date: r.date, text: r.text ?? "", files: r.attachments };
    }
    case "notification": {
      const r = record as NotificationRecord;
      return { ...blank, title: r.title, text: r.description, images: r.image, files: r.attachments, link: r.url };
    }
  }
}

/**
 * The notice an address names (/news/{id}, /events/{id}, /newsletter/{id},
 * /notifications/{id}), or null when there is none (the 404 screen).
 */
export async function loadNotice(site: SiteData, path: string): Promise<NoticePageData | null> {
  const named = noticeOfPath(path);
  if (!named || !site.notice) return null;
  const found = await site.notice(named.kind, named.id);
  if (!found) return null;
  const s = shape(named.kind, found.record);
  const pictures = [...s.images, ...s.files].filter((f, i, all) => IMAGE_FILE.test(f) && all.indexOf(f) === i);
  const sizes = await safeLoad("notice photo sizes", () => site.imageSizes(pictures), {});
  let photoNo = 0;
  const files = s.files.map((file) => ({
    file,
    // A picture is "Photo 1", "Photo 2" in the reader's language; another file is named by its kind (PDF).
    photo: IMAGE_FILE.test(file) ? ++photoNo : null,
    label: extension(file),
  }));
  const { life } = found;
  return {
    kind: named.kind,
    path,
    title: s.title,
    date: s.date,
    time: s.time,
    venue: s.venue,
    paragraphs: paragraphsOf(s.text),
    photos: pictures.map((file) => ({ file, ...(sizes[file] ?? FALLBACK_SIZE) })),
    files,
    link: s.link,
    publishedOn: dayOf(life.publishedAt),
    updatedOn: editedAfterPublishing(life.publishedAt, life.updatedAt) ? dayOf(life.updatedAt) : "",
    publishedAt: life.publishedAt,
    updatedAt: life.updatedAt,
    withdrawn: life.withdrawnAt ? { on: dayOf(life.withdrawnAt), replacedBy: life.replacedBy } : null,
    // Parts shown in English on a page in another language, by the names this page gives them.
    ...renamed(englishMark(found.record)),
  };
}

/** An item's description is this page's text. */
const renamed = (mark: EnglishMarked): EnglishMarked =>
  mark.english ? { english: mark.english.map((part) => (part === "description" ? "text" : part)) } : {};

/** The list page a notice belongs to ("" for notifications, which have none). */
export const listOf = (kind: NoticeKind) => (kind === "notification" ? "/" : noticeBase[kind]);

/** A short description for its page's meta tags: the first lines of its text, else its date. */
export function noticeSummary(n: NoticePageData, i18n: Pick<I18n, "t" | "date">): string {
  const text = n.paragraphs.join(" ");
  if (text) return text.length > 200 ? `${text.slice(0, 197).trimEnd()}…` : text;
  return n.date
    ? i18n.t("notice.titleOf", { kind: i18n.t(noticeKeys[n.kind].kind), date: i18n.date(n.date, "long") ?? n.date })
    : n.title;
}
