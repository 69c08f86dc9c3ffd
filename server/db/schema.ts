import type { ColumnType, Generated } from "kysely";
import type { PushSendView } from "../../contract/push-rules.ts";

/**
 * Database tables. Content columns carry the API field names of spec
 * section 3, so records move between the API, the import file and the
 * database without renaming. Lists of file ids are JSON text.
 */
export interface ContentRow {
  _id: string;
  schoolCode: string;
  /** "withdrawn" only for notices (migration 070): off every list, its page answers 410. */
  status: "published" | "draft" | "withdrawn";
  position: number;
  createdAtMeta: string;
  updatedAt: string;
  /** When it goes live and when it comes down by itself (ISO instants; migration 080, server/approvals). */
  publishAt: NullableOnInsert<string>;
  removeAt: NullableOnInsert<string>;
}

interface HighlightsTable extends ContentRow {
  title: string;
  description: string;
  fromDate: string;
  attachments: string;
}
/** A notice's own page (migration 070): when it went live, and when and by what it was withdrawn. */
interface NoticeColumns {
  publishedAt: NullableOnInsert<string>;
  withdrawnAt: NullableOnInsert<string>;
  /** The address of the notice replacing a withdrawn one ("/newsletter/…"), or null. */
  replacedBy: NullableOnInsert<string>;
  /** 1: the notice is sent to parents' phones when it goes live (migration 075). */
  notifyParents: ColumnType<number, number | undefined, number>;
}
interface NotificationsTable extends ContentRow, NoticeColumns {
  title: string;
  description: string;
  image: string;
  attachments: string;
  url: string;
  startsAt: string | null;
  endsAt: string | null;
}
interface OnlineRegistrationsTable extends ContentRow {
  title: string;
  url: string;
  attachments: string;
}
interface NewsTable extends ContentRow, NoticeColumns {
  title: string;
  description: string;
  fromDate: string;
  attachments: string;
}
interface EventsTable extends ContentRow, NoticeColumns {
  title: string;
  description: string;
  date: string;
  time: string;
  /** HH:MM (India time) or "". */
  startTime: string;
  endTime: string;
  venue: string;
  images: string;
  attachments: string;
}
interface MessagesTable extends ContentRow {
  category: string;
  name: string;
  message: string;
  attachments: string;
}
interface GalleriesTable extends ContentRow {
  category: string;
  title: string;
  description: string;
  date: string;
  attachments: string;
}
interface VideosTable extends ContentRow {
  title: string;
  date: string;
  videoUrl: string;
}
interface TestimonialsTable extends ContentRow {
  name: string;
  description: string;
  rating: number;
  createdAt: string;
  attachments: string;
}
interface CircularsTable extends ContentRow, NoticeColumns {
  category: string;
  date: string;
  title: string;
  attachments: string;
  /** The circular as text, typed or pasted (migration 070); "" when none. */
  text: ColumnType<string, string | undefined, string>;
}
interface MediaTable extends ContentRow {
  title: string;
  date: string;
  attachments: string;
}

interface SchoolsTable {
  code: string;
  name: string;
  contentVersion: number;
  createdAt: string;
  /** The school profile as JSON (contract/school-profile.ts), NULL until set (migration 005). */
  profile: NullableOnInsert<string>;
}

interface FilesTable {
  id: string;
  schoolCode: string;
  mime: string;
  bytes: number;
  width: number | null;
  height: number | null;
  originalName: string;
  sha256: string;
  createdAt: string;
  /** 1 for the demo's placeholder pictures (migration 005). */
  placeholder: ColumnType<number, number | undefined, number>;
}

interface PagePhotosTable {
  id: Generated<number>;
  schoolCode: string;
  page: string;
  tab: string;
  position: number;
  file: string;
  alt: string;
  /** 1 while the photo waits for its page to be published (added where the page is edited; migration 042). */
  pending: ColumnType<number, number | undefined, number>;
}

export interface EnquiriesTable {
  id: string;
  schoolCode: string;
  academicYear: string;
  name: string;
  fatherName: string;
  phone: string;
  email: string;
  school: string;
  class: string;
  consentAt: string | null;
  idempotencyKey: string | null;
  status: "new" | "contacted" | "admitted" | "closed";
  notes: string;
  clientIp: string;
  createdAt: string;
  /** The language the enquiry was sent in (migration 061); null for English. */
  lang: NullableOnInsert<string>;
}

export interface TransferCertificatesTable {
  id: string;
  schoolCode: string;
  admissionNo: string;
  studentName: string;
  file: string;
  revokedAt: string | null;
  createdAt: string;
  updatedAt: string;
  /** Code printed on the verification slip (migration 008); given on first use when missing. */
  verifyCode: NullableOnInsert<string>;
}

/** A nullable column added later: inserts may leave it out (it is then NULL). */
type NullableOnInsert<T> = ColumnType<T | null, T | null | undefined, T | null>;

export interface StaffUsersTable {
  id: string;
  schoolCode: string;
  email: string;
  name: string;
  passwordHash: string | null;
  role: "admin" | "editor" | "admissions" | "principal";
  disabled: number;
  failedLogins: number;
  lockedUntil: string | null;
  createdAt: string;
  /** SHA-256 (hex) of the pending one-time set-password link's token (migration 003). */
  passwordTokenHash: NullableOnInsert<string>;
  /** When that link stops working (ISO date-time). */
  passwordTokenExpiresAt: NullableOnInsert<string>;
}

interface StaffSessionsTable {
  id: string;
  userId: string;
  csrfToken: string;
  expiresAt: string;
  createdAt: string;
}

interface AuditLogTable {
  id: Generated<number>;
  schoolCode: string;
  userId: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  detail: string;
  at: string;
}

export interface TcLookupsTable {
  id: Generated<number>;
  schoolCode: string;
  admissionNo: string;
  found: number;
  clientIp: string;
  at: string;
  /** SHA-256 (hex) of the download token a successful lookup handed out (migration 002). */
  tokenHash: string | null;
  certificateId: string | null;
  /** When the download path stops working (ISO date-time). */
  expiresAt: string | null;
  /** "verify" for a check of a verification code (migration 008); null for a parent's lookup. */
  via: NullableOnInsert<string>;
}

/** Failed staff sign-ins per (e-mail, client) and per client (migration 004). */
interface LoginFailuresTable {
  /** SHA-256 (hex) of the school, the e-mail and the client, or of the school and the client. */
  key: string;
  /** SHA-256 (hex) of the school and the e-mail ("client" for a per-client row). */
  subject: string;
  failures: number;
  lockedUntil: string | null;
  lastAt: string;
}

/** Mandatory Public Disclosure items, one row per school and item (migration 007). */
/** Parts of the school profile still as the demo set them, unchecked (migration 050). */
interface DemoMarksTable {
  schoolCode: string;
  /** "admission", "cbseAffiliationNo", "cbseSchoolCode". */
  part: string;
}

interface DisclosureItemsTable {
  schoolCode: string;
  /** An item key of contract/disclosure-items.ts, or "_settings". */
  key: string;
  /** The item's value as JSON text. */
  value: string;
  updatedAt: string;
  /** Name of the staff member who saved it last (null for the demo loader). */
  updatedBy: string | null;
}

/** A page of the site as ordered, typed blocks (migration 006; contract/pages.ts). */
export interface PagesTable {
  id: string;
  schoolCode: string;
  slug: string;
  /** Published title, description, breadcrumb (JSON list) and blocks (JSON list). */
  title: string;
  description: string;
  trail: string;
  blocks: string;
  /** Unpublished changes as JSON {title, description, blocks}; null when there are none. */
  draft: string | null;
  /** Null while the page was never published (visitors get the 404 page). */
  publishedAt: string | null;
  /** When its draft (or the change approved for then) goes live, and when it comes off (migration 081, issue 31). */
  publishAt?: string | null;
  removeAt?: string | null;
  /** Goes up by one on every change; a save must name the version it started from. */
  version: number;
  updatedBy: string | null;
  updatedAt: string;
  createdAt: string;
}

interface PageRevisionsTable {
  id: Generated<number>;
  pageId: string;
  schoolCode: string;
  version: number;
  action: "save" | "publish" | "restore" | "import";
  title: string;
  description: string;
  blocks: string;
  userId: string | null;
  at: string;
}

/** The header menu (migration 006): groups in order, each with its entries in order. */
interface MenuEntriesTable {
  id: Generated<number>;
  schoolCode: string;
  groupLabel: string;
  groupPosition: number;
  label: string;
  href: string;
  position: number;
}

/** The school's own words in another language (migration 060; server/translations). */
interface TranslationsTable {
  schoolCode: string;
  /** "page" (itemId: the page's address), or a content kind (itemId: the item's id). */
  kind: string;
  itemId: string;
  lang: string;
  /** The translated parts as JSON. */
  fields: string;
  /** The English parts as they were when translated, as JSON. */
  source: string;
  updatedBy: string | null;
  updatedAt: string;
}

export interface Database {
  translations: TranslationsTable;
  schools: SchoolsTable;
  highlights: HighlightsTable;
  notifications: NotificationsTable;
  onlineRegistrations: OnlineRegistrationsTable;
  news: NewsTable;
  events: EventsTable;
  messages: MessagesTable;
  galleries: GalleriesTable;
  videos: VideosTable;
  testimonials: TestimonialsTable;
  circulars: CircularsTable;
  media: MediaTable;
  files: FilesTable;
  pagePhotos: PagePhotosTable;
  enquiries: EnquiriesTable;
  transferCertificates: TransferCertificatesTable;
  staffUsers: StaffUsersTable;
  staffSessions: StaffSessionsTable;
  auditLog: AuditLogTable;
  tcLookups: TcLookupsTable;
  loginFailures: LoginFailuresTable;
  jobs: JobsTable;
  disclosureItems: DisclosureItemsTable;
  demoMarks: DemoMarksTable;
  pages: PagesTable;
  pageRevisions: PageRevisionsTable;
  menuEntries: MenuEntriesTable;
  hosts: HostsTable;
  alerts: AlertsTable;
  pushKeys: PushKeysTable;
  pushSubscriptions: PushSubscriptionsTable;
  pushSends: PushSendsTable;
  approvalKinds: ApprovalKindsTable;
  pendingChanges: PendingChangesTable;
}

/** The school's VAPID key pair (migration 075), base64url as web-push writes them. */
interface PushKeysTable {
  schoolCode: string;
  publicKey: string;
  privateKey: string;
  createdAt: string;
}

/** One phone's browser following the school (migration 075): no personal data. */
export interface PushSubscriptionsTable {
  id: string;
  schoolCode: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  /** Topics: 1 when followed. */
  urgent: number;
  news: number;
  events: number;
  createdAt: string;
  updatedAt: string;
}

/** One notification sent to the phones of a topic, and how it went (migration 075): what staff see, and what is sent. */
export interface PushSendsTable extends PushSendView {
  schoolCode: string;
  sourceId: string;
  body: string;
  urgency: string;
  ttl: number;
}

/** The kinds whose editors' changes need an approver's yes (migration 080). */
interface ApprovalKindsTable {
  schoolCode: string;
  kind: string;
}

/** A change waiting for approval, sent back, or approved for a time (migration 080; server/approvals). */
export interface PendingChangesTable {
  schoolCode: string;
  kind: string;
  itemId: string;
  /** JSON: the item's fields as the editor sent them. */
  input: string;
  state: "waiting" | "sentBack" | "approved";
  comment: string;
  sentBy: string | null;
  sentAt: string;
  decidedBy: string | null;
  decidedAt: string | null;
}

/** Site-wide alerts (migration 071); see server/notices/alert-service.ts. */
export interface AlertsTable {
  id: string;
  schoolCode: string;
  level: "urgent" | "info";
  text: string;
  link: string;
  startsAt: string;
  endsAt: string;
  endedAt: string | null;
  notify: number;
  createdBy: string | null;
  createdAt: string;
}

/** Which school a host name shows (migration 011); see server/schools/host-school.ts. */
interface HostsTable {
  /** Lower case, without port. */
  host: string;
  schoolCode: string;
  createdAt: string;
}

/** Background work (migration 010); see server/jobs/job-queue.ts. */
export interface JobsTable {
  id: Generated<number>;
  type: string;
  /** JSON. */
  payload: string;
  /** Unique when set: a job with the same key is not queued twice. */
  key: string | null;
  status: "queued" | "running" | "done" | "failed";
  attempts: number;
  runAt: string;
  claimedAt: string | null;
  claimedBy: string | null;
  lastError: string | null;
  createdAt: string;
  finishedAt: string | null;
}

export type ContentTable =
  | "highlights"
  | "notifications"
  | "onlineRegistrations"
  | "news"
  | "events"
  | "messages"
  | "galleries"
  | "videos"
  | "testimonials"
  | "circulars"
  | "media";
