import type { MediaRecord } from "../../../contract/content.ts";
import { formatDate } from "../../../contract/dates.ts";
import type { SiteData } from "../../../contract/site-data.ts";
import type { GridPhoto } from "../../components/ui/lightbox-grid.tsx";
import type { ListPageData } from "../../lib/list-filters/list-filters.ts";
import { itemDate, mediaDefaultYear, yearOptions } from "../../lib/list-filters/list-filters.ts";
import { firstFileSizes, safeLoad } from "../../lib/list-page/safe-load.ts";

export const mediaText = {
  filterLabel: "Choose a media year",
  untitled: "Untitled",
  grid: "Media coverage",
  empty: (year: number | "all") => `No media found for ${year}.`,
} as const;

/** Shown when a media image fails to load (spec section 8). */
export const DEFAULT_MEDIA_IMAGE = "/icons/media.svg";

export interface MediaItem {
  id: string;
  title: string;
  date: string;
  file: string;
  width: number;
  height: number;
}

export interface MediaPageData extends ListPageData<MediaItem> {
  /** False when no year within the fallback window has items: the year dropdown is hidden. */
  found: boolean;
}

const FALLBACK_SIZE = { width: 960, height: 640 };

/** Items without attachments are dropped; a blank title reads 'Untitled' (spec section 3). */
export function toMediaItems(records: MediaRecord[], sizes: Record<string, { width: number; height: number }>) {
  return records.flatMap((r): MediaItem[] => {
    const file = r.attachments?.[0];
    if (!file) return [];
    const title = (r.title ?? "").trim() || mediaText.untitled;
    return [{ id: r._id, title, date: r.date, file, ...(sizes[file] ?? FALLBACK_SIZE) }];
  });
}

/** Spec: the current year, else the nearest earlier year with items up to 4 years back. */
export function mediaPageData(items: MediaItem[], now: Date = new Date()): MediaPageData {
  const { year, found } = mediaDefaultYear(items, itemDate, now);
  return { items, defaults: { year, month: "all", q: "" }, years: yearOptions(items, itemDate), found };
}

export function toGridPhotos(items: MediaItem[]): GridPhoto[] {
  return items.map((m) => {
    const date = formatDate(m.date, "en-IN-short") ?? m.date;
    return { file: m.file, alt: m.title, width: m.width, height: m.height, caption: `${m.title} (${date})` };
  });
}

export async function loadMedia(site: SiteData, now: Date = new Date()): Promise<MediaPageData> {
  const records = await safeLoad("media", () => site.list("media"), []);
  const sizes = await firstFileSizes(site, "media image sizes", records, (r) => r.attachments);
  return mediaPageData(toMediaItems(records, sizes), now);
}
