import type { BlockInput } from "../../../contract/page-blocks.ts";
import type { PhotoView } from "../../../contract/site-data.ts";
import { staffApiPaths } from "../../../contract/staff-api-paths.ts";
import { photoPagesOf } from "../../features/content-page/collect-photo-pages.ts";
import { load } from "../shell/api.ts";

interface PhotoRow {
  tab: string;
  file: string;
  alt: string;
}

/** Photo set → tab → photos. */
export type DraftPhotos = Record<string, Record<string, PhotoView[]>>;

/**
 * The photos a page draft's parts show, as the site's renderer takes them:
 * the page preview and the approver's review draw a draft with them.
 */
export async function loadDraftPhotos(request: Request, blocks: BlockInput[]): Promise<DraftPhotos> {
  const photoPages = photoPagesOf(blocks);
  const lists = await Promise.all(
    photoPages.map((p) => load<PhotoRow[]>(request, `${staffApiPaths.pagePhotos.list}?page=${encodeURIComponent(p)}`)),
  );
  const photos: DraftPhotos = {};
  photoPages.forEach((p, i) => {
    photos[p] = {};
    for (const r of lists[i]) {
      photos[p][r.tab] = photos[p][r.tab] ?? [];
      photos[p][r.tab].push({ ...r, width: 960, height: 640 });
    }
  });
  return photos;
}
