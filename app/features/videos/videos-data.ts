import type { VideoRecord } from "../../../contract/content.ts";
import type { SiteData } from "../../../contract/site-data.ts";
import type { ListPageData } from "../../lib/list-filters/list-filters.ts";
import { ALL_FILTERS, itemDate, yearOptions } from "../../lib/list-filters/list-filters.ts";
import { safeLoad } from "../../lib/list-page/safe-load.ts";

export interface VideoCard {
  id: string;
  title: string;
  date: string;
  url: string;
}

export type VideosPageData = ListPageData<VideoCard>;

function toVideoCard(r: VideoRecord): VideoCard {
  return { id: r._id, title: r.title, date: r.date, url: r.videoUrl };
}

/** Spec: year "All Year" plus the years in the data, month "All" plus Jan..Dec; nothing selected at the start. */
function videosPageData(items: VideoCard[]): VideosPageData {
  return { items, defaults: ALL_FILTERS, years: yearOptions(items, itemDate) };
}

export async function loadVideos(site: SiteData): Promise<VideosPageData> {
  const records = await safeLoad("videos", () => site.list("video"), []);
  // Only web addresses become links (the schema checks this too; a bad import must not yield a javascript: link).
  return videosPageData(records.filter((r) => /^https?:\/\//i.test(r.videoUrl ?? "")).map(toVideoCard));
}
