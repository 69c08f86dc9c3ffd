import type { MediaRecord } from "../../../contract/content.ts";
import type { SiteData } from "../../../contract/site-data.ts";
import type { GridPhoto } from "../../components/ui/lightbox-grid.tsx";
import { en } from "../../i18n/catalogues/en.ts";
import { dateIn, type I18n } from "../../i18n/i18n-context.tsx";
import type { ListPageData } from "../../lib/list-filters/list-filters.ts";
import { itemDate, mediaDefaultYear, yearOptions } from "../../lib/list-filters/list-filters.ts";
import { recordsWithSizes } from "../../lib/list-page/safe-load.ts";

/** Shown when a media image fails to load (spec section 8). */
export const DEFAULT_MEDIA_IMAGE = "/icons/media.svg";

interface MediaItem {
  id: string;
  title: string;
  /** Staff gave no title: the reader's language names it. */
  untitled?: boolean;
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

const englishI18n: Pick<I18n, "t" | "date"> = {
  t: (key) => en[key],
  date: (value, style) => dateIn("en", value, style),
};

/** Items without attachments are dropped; a blank title reads 'Untitled' (spec section 3). */
export function toMediaItems(records: MediaRecord[], sizes: Record<string, { width: number; height: number }>) {
  return records.flatMap((r): MediaItem[] => {
    const file = r.attachments?.[0];
    if (!file) return [];
    const own = (r.title ?? "").trim();
    const title = own || en["media.untitled"];
    return [{ id: r._id, title, untitled: !own, date: r.date, file, ...(sizes[file] ?? FALLBACK_SIZE) }];
  });
}

/** Spec: the current year, else the nearest earlier year with items up to 4 years back. */
function mediaPageData(items: MediaItem[], now: Date = new Date()): MediaPageData {
  const { year, found } = mediaDefaultYear(items, itemDate, now);
  return { items, defaults: { year, month: "all", q: "" }, years: yearOptions(items, itemDate), found };
}

/** The photos of the grid, named and dated in the reader's language. */
export function toGridPhotos(items: MediaItem[], i18n: Pick<I18n, "t" | "date"> = englishI18n): GridPhoto[] {
  return items.map((m) => {
    const date = i18n.date(m.date, "short") ?? m.date;
    const title = m.untitled ? i18n.t("media.untitled") : m.title;
    return { file: m.file, alt: title, width: m.width, height: m.height, caption: `${title} (${date})` };
  });
}

export async function loadMedia(site: SiteData, now: Date = new Date()): Promise<MediaPageData> {
  const { records, sizes } = await recordsWithSizes(site, "media", () => site.list("media"), "media image sizes");
  return mediaPageData(toMediaItems(records, sizes), now);
}
