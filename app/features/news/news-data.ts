import type { NewsRecord } from "../../../contract/content.ts";
import type { SiteData } from "../../../contract/site-data.ts";
import { splitAttachments } from "../../components/ui/attachment-buttons.tsx";
import { type EnglishMarked, englishMark } from "../../components/ui/in-english.tsx";
import type { ListPageData } from "../../lib/list-filters/list-filters.ts";
import { itemDate, monthOptions, newsDefaultYear, yearOptions } from "../../lib/list-filters/list-filters.ts";
import { safeLoad } from "../../lib/list-page/safe-load.ts";

export interface NewsCard extends EnglishMarked {
  id: string;
  title: string;
  description: string;
  /** fromDate, YYYY-MM-DD. */
  date: string;
  /** First attachment, opened in a new tab. */
  attachment: string | null;
  /** The item's photo (its first image attachment), shown on the card. */
  photo: { file: string; width: number; height: number } | null;
  /** Every attachment that is not a picture (circulars), each a download button. */
  documents: string[];
}

const FALLBACK_SIZE = { width: 800, height: 600 };

/** The first attachment that is a picture (news carry photos as attachments). */
const newsPhotoFile = (r: NewsRecord): string | null => splitAttachments(r.attachments).photos[0] ?? null;

export interface NewsPageData extends ListPageData<NewsCard> {
  months: string[];
}

export function toNewsCard(r: NewsRecord, sizes: Record<string, { width: number; height: number }> = {}): NewsCard {
  const photo = newsPhotoFile(r);
  return {
    id: r._id,
    title: r.title,
    description: r.description,
    date: r.fromDate ?? r.date,
    attachment: r.attachments?.[0] ?? null,
    photo: photo ? { file: photo, ...(sizes[photo] ?? FALLBACK_SIZE) } : null,
    documents: splitAttachments(r.attachments).documents,
    ...englishMark(r),
  };
}

/** Spec: default year is the current year if any item falls in it, else the previous one; months only those in the data. */
export function newsPageData(items: NewsCard[], now: Date = new Date()): NewsPageData {
  return {
    items,
    defaults: { year: newsDefaultYear(items, itemDate, now), month: "all", q: "" },
    years: yearOptions(items, itemDate),
    months: monthOptions(items, itemDate),
  };
}

export async function loadNews(site: SiteData, now: Date = new Date()): Promise<NewsPageData> {
  const records = await safeLoad("news", () => site.list("news"), []);
  const photos = records.map(newsPhotoFile).filter((f): f is string => !!f);
  const sizes = await safeLoad("news photo sizes", () => site.imageSizes(photos), {});
  return newsPageData(
    records.map((r) => toNewsCard(r, sizes)),
    now,
  );
}
