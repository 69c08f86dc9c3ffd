import type { NewsRecord } from "../../../contract/content.ts";
import type { SiteData } from "../../../contract/site-data.ts";
import type { Filters } from "../../lib/list-filters/list-filters.ts";
import { monthOptions, newsDefaultYear, yearOptions } from "../../lib/list-filters/list-filters.ts";
import { safeLoad } from "../../lib/list-page/safe-load.ts";

export const newsText = {
  filterLabel: "Filter news",
  count: "Total News",
  search: "Search by title",
  empty: "No data available for the selected filters.",
  attachment: "(attachment, opens in a new tab)",
} as const;

export interface NewsCard {
  id: string;
  title: string;
  description: string;
  /** fromDate, YYYY-MM-DD. */
  date: string;
  /** First attachment, opened in a new tab. */
  attachment: string | null;
}

export interface NewsPageData {
  items: NewsCard[];
  defaults: Filters;
  years: number[];
  months: string[];
}

export const newsDate = (n: NewsCard): string => n.date;
export const newsAccessors = { title: (n: NewsCard) => n.title, date: newsDate };

export function toNewsCard(r: NewsRecord): NewsCard {
  return {
    id: r._id,
    title: r.title,
    description: r.description,
    date: r.fromDate ?? r.date,
    attachment: r.attachments?.[0] ?? null,
  };
}

/** Spec: default year is the current year if any item falls in it, else the previous one; months only those in the data. */
export function newsPageData(items: NewsCard[], now: Date = new Date()): NewsPageData {
  return {
    items,
    defaults: { year: newsDefaultYear(items, newsDate, now), month: "all", q: "" },
    years: yearOptions(items, newsDate),
    months: monthOptions(items, newsDate),
  };
}

export async function loadNews(site: SiteData, now: Date = new Date()): Promise<NewsPageData> {
  const records = await safeLoad("news", () => site.list("news"), []);
  return newsPageData(records.map(toNewsCard), now);
}
