import type { GalleryRecord } from "../../../contract/content.ts";
import { currentYear } from "../../../contract/dates.ts";
import type { SiteData } from "../../../contract/site-data.ts";
import { type EnglishMarked, englishMark } from "../../components/ui/in-english.tsx";
import type { GridPhoto } from "../../components/ui/lightbox-grid.tsx";
import type { ListPageData } from "../../lib/list-filters/list-filters.ts";
import { itemDate, monthOptions, yearOptions } from "../../lib/list-filters/list-filters.ts";
import { recordsWithSizes, safeLoad } from "../../lib/list-page/safe-load.ts";

/** Albums of the photo gallery; other gallery categories are not shown there (spec section 7). */
const PHOTO_GALLERY_CATEGORY = "PhotoGallery";

/** The album ids the store accepts (same rule as the /api/subGallery call). */
const ALBUM_ID = /^[A-Za-z0-9_-]{1,64}$/;

type Sizes = Record<string, { width: number; height: number }>;
const FALLBACK_SIZE = { width: 960, height: 640 };

export interface AlbumCard extends EnglishMarked {
  id: string;
  title: string;
  date: string;
  cover: { file: string; width: number; height: number } | null;
  count: number;
}

export interface PhotoGalleryData extends ListPageData<AlbumCard> {
  months: string[];
}

function toAlbumCard(r: GalleryRecord, sizes: Sizes): AlbumCard {
  const cover = r.attachments?.[0];
  return {
    id: r._id,
    title: r.title,
    date: r.date,
    cover: cover ? { file: cover, ...(sizes[cover] ?? FALLBACK_SIZE) } : null,
    count: r.attachments?.length ?? 0,
    // The card shows the title only.
    ...englishMark(r, ["title"]),
  };
}

/** Spec: Campus Life starts with the current year; years and months are those in the data. */
function photoGalleryData(items: AlbumCard[], now: Date = new Date()): PhotoGalleryData {
  return {
    items,
    defaults: { year: currentYear(now), month: "all", q: "" },
    years: yearOptions(items, itemDate),
    months: monthOptions(items, itemDate),
  };
}

export async function loadPhotoGallery(site: SiteData, now: Date = new Date()): Promise<PhotoGalleryData> {
  const inGallery = (r: { category: string }) => r.category === PHOTO_GALLERY_CATEGORY;
  const albums = () => site.list("gallery");
  const { records, sizes } = await recordsWithSizes(site, "photo albums", albums, "album cover sizes", inGallery);
  return photoGalleryData(
    records.map((r) => toAlbumCard(r, sizes)),
    now,
  );
}

export interface AlbumView extends EnglishMarked {
  found: boolean;
  title: string;
  description: string;
  /** YYYY-MM-DD, or null when unknown. */
  date: string | null;
  photos: GridPhoto[];
}

/** What an unknown or failing album shows (spec section 8): Not Available dates, 0 photos. */
export const EMPTY_ALBUM: AlbumView = { found: false, title: "", description: "", date: null, photos: [] };

function toAlbumView(r: GalleryRecord, sizes: Sizes): AlbumView {
  const files = r.attachments ?? [];
  return {
    found: true,
    title: r.title,
    description: r.description,
    date: r.date || null,
    ...englishMark(r),
    photos: files.map((file, i) => ({
      file,
      alt: `${r.title} photo ${i + 1}`,
      ...(sizes[file] ?? FALLBACK_SIZE),
    })),
  };
}

export async function loadAlbum(site: SiteData, id: string | null): Promise<AlbumView> {
  if (id === null || !ALBUM_ID.test(id)) return EMPTY_ALBUM;
  const record = await safeLoad(`album ${id}`, () => site.album(id), null);
  if (!record) return EMPTY_ALBUM;
  const sizes = await safeLoad("album photo sizes", () => site.imageSizes(record.attachments ?? []), {});
  return toAlbumView(record, sizes);
}
