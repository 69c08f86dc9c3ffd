import type { VerifyOutcome } from "./certificate-verify.ts";
import type { ContentKind, ContentRecord, GalleryRecord } from "./content.ts";
import type { DisclosurePageData, FeeRow } from "./disclosure-items.ts";
import type { CertificateLookupOutcome, EnquiryOutcome } from "./enquiry-rules.ts";
import type { NoticeKind, NoticeLife } from "./notices.ts";
import type { PageContent } from "./page-blocks.ts";
import type { SchoolView } from "./school-profile-rules.ts";
import type { PageTranslation } from "./translations.ts";

/** A photo of a static or tabbed page, as pages render it. */
export interface PhotoView {
  tab: string;
  file: string;
  /** What staff wrote, "" until they describe it (the page then names it by tab and place: useDescribed). */
  alt: string;
  width: number;
  height: number;
}

/**
 * What page loaders may read. The server passes an implementation in the
 * React Router load context, so pages use the same repositories as the API
 * without importing server code into the app bundle. What the reads return
 * is shared by every render until the content changes (and frozen): copy
 * before sorting or changing it.
 */
export interface SiteData {
  schoolCode: string;
  /** The school's profile as pages show it (name, contacts, links, admission choices). */
  school(): Promise<SchoolView>;
  /** Published records of a kind, newest first (the "all" list of the API). */
  list<K extends ContentKind>(kind: K): Promise<ContentRecord<K>[]>;
  /** One published album, or null. */
  album(id: string): Promise<GalleryRecord | null>;
  /** Photos of one page of the photo sets, in order, grouped by tab name. */
  pagePhotos(page: string): Promise<Record<string, PhotoView[]>>;
  /** When each published record of a kind last changed (ISO time), by id: what search engines read as dateModified. */
  changedAt(kind: ContentKind): Promise<Record<string, string>>;
  /** Width and height of stored images, for layout without shifts. */
  imageSizes(ids: string[]): Promise<Record<string, { width: number; height: number }>>;
  /**
   * Validates and stores an admission enquiry (the page's action without
   * JavaScript uses the same service as POST /api/form/{school}/AdmissionEnquire).
   * Throws when storing fails.
   */
  submitEnquiry(
    input: unknown,
    meta: RequestMeta & { idempotencyKey?: string; lang?: string },
  ): Promise<EnquiryOutcome>;
  /** Looks up a transfer certificate, as POST /api/tc/{school} does. */
  lookupCertificate(input: unknown, meta: RequestMeta): Promise<CertificateLookupOutcome>;
  /** The Mandatory Public Disclosure, or null when the school switched it off. */
  disclosure(): Promise<DisclosurePageData | null>;
  /** The fee table (the disclosure's, one statement of the fees) for the Fees page. */
  fees(): Promise<{ rows: FeeRow[]; file: string }>;
  /** A published page by its address without the slash (pages as data), or null. */
  page(slug: string): Promise<(PageContent & { slug: string; trail: string[] }) | null>;
  /** A published page's translation into `lang` (title, description, blocks by position), or null. */
  pageTranslation(slug: string, lang: string): Promise<PageTranslation | null>;
  /** The titles of the school's pages translated into `lang`, by address ("/history"): the menu's names in that language. */
  pageTitles(lang: string): Promise<Record<string, string>>;
  /** The school's stored header menu, or null for the built-in one. */
  menu(): Promise<{ label: string; links: { label: string; href: string }[] }[] | null>;
  /**
   * One notice for its own page (issue 30): published or withdrawn, never a
   * draft; null when there is none.
   */
  notice<K extends NoticeKind>(kind: K, id: string): Promise<{ record: ContentRecord<K>; life: NoticeLife } | null>;
  /**
   * The same reads in another language (issue 29): lists, albums and notices
   * carry the school's translated words, and under `_english` the parts still
   * shown in English (contract/translations.ts shownItem). English: itself.
   */
  inLang(lang: string): SiteData;
  /** Checks a transfer certificate's verification code (/verify-tc). */
  verifyCertificate(code: string, meta: RequestMeta): Promise<VerifyOutcome>;
}

/** Who is asking, for per-client limits. */
interface RequestMeta {
  /** The client's IP address as the server sees it; "unknown" when not passed. */
  clientIp: string;
}

export interface AppContext {
  site: SiteData;
  /** CSP nonce of this response, for the inline scripts React Router writes. */
  nonce: string;
  /**
   * A random key for this view of the page (a form's idempotency key). The
   * page cache swaps it for a fresh one in every response of a cached page,
   * as it does the nonce, so a shared page still gives each view its own.
   */
  viewKey?: string;
  /** The client's IP (Fastify's req.ip), for the per-client limits of the page forms. */
  clientIp?: string;
  /** The site's public origin (PUBLIC_ORIGIN, else the request's scheme and host), for absolute links. */
  origin?: string;
  /**
   * The reader's language: the page handler takes its prefix off the
   * address (`/mr/history` renders `/history` in Marathi). English when absent.
   */
  lang?: string;
}
