import type { ContentKind } from "../contract/content.ts";
import { todayInKolkata } from "../contract/dates.ts";
import { feeTable } from "../contract/disclosure-items.ts";
import { isLang, type Lang } from "../contract/languages.ts";
import type { NoticeKind } from "../contract/notices.ts";
import type { PhotoView, SiteData } from "../contract/site-data.ts";
import { type ItemTranslation, type PageTranslation, shownItem } from "../contract/translations.ts";
import { StaffAuth } from "./accounts/staff-auth.ts";
import { ContentClock } from "./approvals/content-clock.ts";
import { CertificateLookup } from "./certificates/certificate-lookup.ts";
import { CertificateVerifier } from "./certificates/certificate-verifier.ts";
import { ensureSampleCertificatePdf } from "./certificates/sample-certificate-pdf.ts";
import type { Config } from "./config.ts";
import { ContentRepository } from "./content/content-repository.ts";
import { ProfileRepository } from "./content/profile-repository.ts";
import { ReadCache } from "./content/read-cache.ts";
import { SchoolRepository } from "./content/school-repository.ts";
import { type DbHandle, openDatabase } from "./db/client.ts";
import { migrateToLatest } from "./db/migrate.ts";
import { DisclosureService } from "./disclosure/disclosure-service.ts";
import { EnquiryService } from "./enquiries/enquiry-service.ts";
import { JobQueue } from "./jobs/job-queue.ts";
import { AlertService } from "./notices/alert-service.ts";
import { PagePhotoRepository } from "./pages/page-photo-repository.ts";
import type { PageRepository } from "./pages/page-repository.ts";
import { createPageRepository } from "./pages/page-services.ts";
import { ReservedAddresses } from "./pages/reserved-addresses.ts";
import { PushService } from "./push/push-service.ts";
import { HostSchools } from "./schools/host-school.ts";
import { connectChanges } from "./shared/changes.ts";
import { SharedState } from "./shared/shared-state.ts";
import { createFileStore } from "./storage/create-file-store.ts";
import { FileRepository } from "./storage/file-repository.ts";
import type { FileStore } from "./storage/file-store.ts";
import { ImageVariants } from "./storage/image-variants.ts";
import { translatedReads } from "./translations/site-translations.ts";
import { TranslationRepository } from "./translations/translation-repository.ts";

/** Everything the handlers need, built once from the configuration. */
export interface Services {
  config: Config;
  database: DbHandle;
  schools: SchoolRepository;
  content: ContentRepository;
  /** The school profile (name, contacts, links, colours, admission choices): `profiles.view(code)`. */
  profiles: ProfileRepository;
  /** Photos of the static and tabbed pages. */
  pagePhotos: PagePhotoRepository;
  files: FileRepository;
  store: FileStore;
  images: ImageVariants;
  /** Admission enquiries (API and the page action share it). */
  enquiries: EnquiryService;
  /** Transfer certificate lookups and their download links. */
  certificateLookup: CertificateLookup;
  /** Checks of a certificate's verification code (/verify-tc) and the slips that carry it. */
  certificateVerifier: CertificateVerifier;
  /** Staff sign-in, sessions and the audit log: the staff API and the page handler (is this a staff member?) share it. */
  staffAuth: StaffAuth;
  /** Which school each host shows (re-read every few seconds). */
  hosts: HostSchools;
  /** The addresses no page may take: the site's screens, reserved names and every path the server answers. */
  addresses: ReservedAddresses;
  /** Background work kept in the database (AVIF copies, the daily sweep). */
  jobs: JobQueue;
  /** The Mandatory Public Disclosure (CBSE Appendix IX). */
  disclosure: DisclosureService;
  /** Pages as data and the header menu (server/pages). */
  pages: PageRepository;
  /** The school's own words in other languages (server/translations). */
  translations: TranslationRepository;
  /** Redis when REDIS_URL is set (form windows, rate limits, change notices); this process's memory otherwise. */
  shared: SharedState;
  /** Site-wide alerts (issue 30): kept in memory per school, told of changes on other instances through Redis. */
  alerts: AlertService;
  /** Web Push to parents' phones (issue 30): keys, subscriptions and sends through the job queue. */
  push: PushService;
  /** Publish and remove by the clock, and changes waiting for approval (issue 31, server/approvals). */
  clock: ContentClock;
  close(): Promise<void>;
}

/** The name of a school record made at start-up, until its profile (or the demo's) names it. */
export const DEFAULT_SCHOOL_NAME = "Our School";

export async function createServices(config: Config): Promise<Services> {
  const database = openDatabase(config.databaseUrl, config.db);
  await migrateToLatest(database.db);
  const store = await createFileStore(config);
  const schools = new SchoolRepository(database.db);
  await schools.ensure(config.schoolCode, DEFAULT_SCHOOL_NAME);
  await ensureSampleCertificatePdf(store);
  const profiles = new ProfileRepository(database.db, schools);
  const shared = new SharedState(config.redisUrl);
  connectChanges(schools, shared);
  const jobs = new JobQueue(database.db, database.kind, { staleMs: config.jobTakeoverMs });
  const push = new PushService(database.db, jobs, {
    // The push services may write to the site's address (VAPID "sub"); without an https one, a placeholder address.
    subject: () => (config.publicOrigin?.startsWith("https:") ? config.publicOrigin : "mailto:office@school.invalid"),
    schoolName: async (code) => (await profiles.view(code)).name,
  });
  const content = new ContentRepository(database.db, schools);
  const pages = createPageRepository(database.db, schools, profiles);
  content.onLive = (school, kind, id, db) => push.noticeLive(school, kind, id, db);
  const certificateParts = { database, profiles, config, shared };
  return {
    config,
    database,
    schools,
    profiles,
    content,
    pagePhotos: new PagePhotoRepository(database.db, schools),
    files: new FileRepository(database.db, store),
    store,
    images: new ImageVariants(store, config.schoolCode),
    enquiries: new EnquiryService(
      database.db,
      config,
      async (code) => (await profiles.get(code)).admission,
      shared.windows,
    ),
    certificateLookup: new CertificateLookup(database.db, store, {
      ipFactor: config.rateLimitFactor,
      windows: shared.windows,
    }),
    certificateVerifier: new CertificateVerifier(certificateParts),
    staffAuth: new StaffAuth(database.db, config.rateLimitFactor),
    hosts: new HostSchools(database.db, config.schoolCode),
    addresses: new ReservedAddresses(),
    jobs,
    disclosure: new DisclosureService(database.db, schools, profiles),
    pages,
    translations: new TranslationRepository(database.db, schools),
    shared,
    alerts: new AlertService(database.db, shared),
    push,
    clock: new ContentClock(database.db, content, schools, jobs, pages),
    close: async () => {
      await shared.close();
      await database.close();
    },
  };
}

/** Options of siteData (tests change them). */
interface SiteDataOptions {
  /** Today in India (YYYY-MM-DD): the lists filter on it (notifications) and the disclosure shows it, so they are kept per day. */
  today?: () => string;
  /** Reads kept at most per school (ReadCache). */
  maxReads?: number;
}

/**
 * The read side pages use (see contract/site-data.ts). Its reads are kept
 * per content version (server/content/read-cache.ts), so renders of an
 * unchanged site share them instead of asking the database each time; the
 * writes and the per-client checks (enquiry, TC lookup and verification)
 * always go through.
 */
export function siteData(s: Services, school: string, opts: SiteDataOptions = {}): SiteData {
  const today = opts.today ?? (() => todayInKolkata());
  const reads = new ReadCache(
    () => s.schools.version(school),
    opts.maxReads,
    () => s.schools.freshVersion(school),
  );
  const kept: Kept = (key, load) => reads.read(key, load);
  const inLangs = new Map<Lang, SiteData>();
  const base: SiteData = {
    schoolCode: school,
    ...contentReads(s, school, kept, today),
    ...pageReads(s, school, kept, today),
    ...visitorRequests(s, school),
    inLang: (lang) => {
      if (!isLang(lang) || lang === "en") return base;
      let site = inLangs.get(lang);
      if (!site) {
        site = inLanguage(s, school, base, lang, kept, today);
        inLangs.set(lang, site);
      }
      return site;
    },
  };
  return base;
}

/** A read kept per content version under its key (ReadCache). */
type Kept = <T>(key: string, load: () => Promise<T>) => Promise<T>;

/** The school, its lists, albums and notices, and the sizes of its images. */
function contentReads(s: Services, school: string, kept: Kept, today: () => string) {
  return {
    school: () => kept("school", () => s.profiles.view(school)),
    list: <K extends ContentKind>(kind: K) => {
      const day = today();
      return kept(`list ${kind} ${day}`, () => s.content.list(school, kind, { today: day }));
    },
    album: (id: string) => kept(`album ${id}`, () => s.content.get(school, "gallery", id)),
    changedAt: (kind: ContentKind) => kept(`changedAt ${kind}`, () => s.content.changedAt(school, kind)),
    // Keyed on the ids as asked (JSON, so no id can run into the next).
    imageSizes: (ids: string[]) =>
      kept(`imageSizes ${JSON.stringify(ids)}`, async () => Object.fromEntries(await s.files.dimensions(ids))),
    // Kept per content version like the lists: withdrawing or editing a notice bumps it.
    notice: <K extends NoticeKind>(kind: K, id: string) =>
      kept(`notice ${kind} ${JSON.stringify(id)}`, () => s.content.notice(school, kind, id)),
  } satisfies Partial<SiteData>;
}

/** Pages as data, their photos and translations, the menu, the disclosure and the fees. */
function pageReads(s: Services, school: string, kept: Kept, today: () => string) {
  return {
    pagePhotos: (page: string) => kept(`pagePhotos ${page}`, () => photosOfPage(s, school, page)),
    // The disclosure carries today's date (what is due, what is late): kept per day as the lists are.
    disclosure: () => kept(`disclosure ${today()}`, () => s.disclosure.page(school)),
    fees: () => kept("fees", async () => feeTable((await s.disclosure.repo.read(school)).values)),
    page: (slug: string) => kept(`page ${slug}`, () => s.pages.published(school, slug)),
    pageTranslation: (slug: string, lang: string) =>
      kept(`pageTranslation ${lang} ${slug}`, async () => {
        if (!isLang(lang) || lang === "en") return null;
        return (await s.translations.get<PageTranslation>(school, "page", slug, lang))?.fields ?? null;
      }),
    menu: () => kept("menu", () => s.pages.menu(school)),
    pageTitles: (lang: string) =>
      kept(`pageTitles ${lang}`, async () => {
        if (!isLang(lang) || lang === "en") return {};
        const found = await s.translations.ofKind<PageTranslation>(school, "page", lang);
        return Object.fromEntries([...found].map(([slug, t]) => [`/${slug}`, t.fields.title]));
      }),
  } satisfies Partial<SiteData>;
}

/** A page's live photos by tab, each with its size and words. */
async function photosOfPage(s: Services, school: string, page: string): Promise<Record<string, PhotoView[]>> {
  const rows = await s.pagePhotos.ofPage(school, page, { live: true });
  const sizes = await s.files.dimensions(rows.map((r) => r.file));
  const out: Record<string, PhotoView[]> = {};
  for (const r of rows) {
    const size = sizes.get(r.file) ?? { width: 960, height: 640 };
    out[r.tab] = out[r.tab] ?? [];
    // A photo not yet described keeps alt "": the page names it by its tab and place in the reader's language.
    out[r.tab].push({ tab: r.tab, file: r.file, alt: r.alt, ...size });
  }
  return out;
}

/** What visitors send: an enquiry, a certificate lookup, a verification code (never kept). */
function visitorRequests(s: Services, school: string) {
  return {
    submitEnquiry: (input, meta) => s.enquiries.submit(school, input, meta),
    lookupCertificate: (input, meta) => s.certificateLookup.lookup(school, input, meta),
    verifyCertificate: (code, meta) => s.certificateVerifier.check(school, code, meta),
  } satisfies Partial<SiteData>;
}

/** A kind's translations into `lang`, by item id (kept per content version like the lists). */
function translatedItems(s: Services, school: string, kept: Kept) {
  return (kind: ContentKind, lang: Lang) =>
    kept(`itemTranslations ${lang} ${kind}`, async () => {
      const found = await s.translations.ofKind<ItemTranslation>(school, kind, lang);
      return new Map([...found].map(([id, t]) => [id, t.fields]));
    });
}

/** The reads of `base` in another language: the school's details, lists, albums and notices carry its translated words. */
function inLanguage(
  s: Services,
  school: string,
  base: SiteData,
  lang: Exclude<Lang, "en">,
  kept: Kept,
  today: () => string,
): SiteData {
  const itemTranslations = translatedItems(s, school, kept);
  const shown = async <T extends { _id: string }>(kind: ContentKind, item: T) =>
    shownItem(kind, item, (await itemTranslations(kind, lang)).get(item._id));
  return {
    ...base,
    // The school's details, disclosure, fees and menu names in the language (server/translations).
    ...translatedReads(s, school, lang, base, kept),
    list: (kind) => {
      const day = today();
      return kept(`list ${kind} ${day} ${lang}`, async () => {
        const [items, found] = await Promise.all([base.list(kind), itemTranslations(kind, lang)]);
        return items.map((item) => shownItem(kind, item, found.get(item._id)));
      });
    },
    album: async (id) => {
      const album = await base.album(id);
      return album ? shown("gallery", album) : null;
    },
    notice: async (kind, id) => {
      const found = await base.notice(kind, id);
      return found ? { ...found, record: await shown(kind, found.record) } : null;
    },
  } as SiteData;
}
