import type { ContentKind, ContentRecord, GalleryRecord } from "../../../contract/content.ts";
import { blankProfile, toSchoolView } from "../../../contract/school-profile-rules.ts";
import type { SiteData } from "../../../contract/site-data.ts";

/**
 * The one SiteData of unit tests: it serves the given records (or throws,
 * to test the logged fallback), with known image sizes; the other reads find
 * nothing, and what a visitor sends (an enquiry, a certificate lookup or
 * code) is refused by throwing, since no test of a list page should send one.
 */
export function fakeSiteData(opts: {
  lists?: Partial<{ [K in ContentKind]: ContentRecord<K>[] }>;
  sizes?: Record<string, { width: number; height: number }>;
  fail?: boolean;
}): SiteData {
  const failIfAsked = () => {
    if (opts.fail) throw new Error("database unavailable");
  };
  const sendsNothing = async (): Promise<never> => {
    throw new Error("fakeSiteData takes no enquiries, lookups or codes");
  };
  const site: SiteData = {
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
    submitEnquiry: sendsNothing,
    lookupCertificate: sendsNothing,
    verifyCertificate: sendsNothing,
    disclosure: async () => null,
    fees: async () => ({ rows: [], file: "" }),
    page: async () => null,
    pageTranslation: async () => null,
    pageTitles: async () => ({}),
    menu: async () => null,
    notice: async () => null,
    inLang: () => site,
  };
  return site;
}

/** The SiteData of a test about one list: these records of one kind, and the stored sizes of their images. */
export function fakeListing<K extends ContentKind>(
  kind: K,
  records: ContentRecord<K>[],
  sizes?: Record<string, { width: number; height: number }>,
): SiteData {
  return fakeSiteData({ lists: { [kind]: records }, sizes });
}
