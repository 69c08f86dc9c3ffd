import type { ContentKind, ContentRecord, GalleryRecord } from "../../../contract/content.ts";
import { blankProfile, toSchoolView } from "../../../contract/school-profile-rules.ts";
import type { SiteData } from "../../../contract/site-data.ts";

/**
 * For unit tests of the list pages' loaders: a SiteData serving the given
 * records (or throwing, to test the logged fallback), with known image sizes.
 */
export function fakeSiteData(opts: {
  lists?: Partial<{ [K in ContentKind]: ContentRecord<K>[] }>;
  sizes?: Record<string, { width: number; height: number }>;
  fail?: boolean;
}): SiteData {
  const failIfAsked = () => {
    if (opts.fail) throw new Error("database unavailable");
  };
  return {
    schoolCode: "tvms",
    school: async () => toSchoolView(blankProfile("Test School")),
    list: async <K extends ContentKind>(kind: K) => {
      failIfAsked();
      return (opts.lists?.[kind] ?? []) as ContentRecord<K>[];
    },
    album: async (id: string) => {
      failIfAsked();
      return ((opts.lists?.gallery ?? []) as GalleryRecord[]).find((g) => g._id === id) ?? null;
    },
    pagePhotos: async () => ({}),
    changedAt: async () => ({}),
    imageSizes: async (ids: string[]) => {
      failIfAsked();
      return Object.fromEntries(ids.filter((id) => opts.sizes?.[id]).map((id) => [id, opts.sizes![id]]));
    },
  };
}
