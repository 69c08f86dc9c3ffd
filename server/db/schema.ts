import type { ColumnType, Generated } from "kysely";

/**
 * Database tables. Content columns carry the API field names of spec
 * section 3, so records move between the API, the import file and the
 * database without renaming. Lists of file ids are JSON text.
 */
interface ContentRow {
  _id: string;
  schoolCode: string;
  status: "published" | "draft";
  position: number;
  createdAtMeta: string;
  updatedAt: string;
}

export interface HighlightsTable extends ContentRow {
  title: string;
  description: string;
  fromDate: string;
  attachments: string;
}
export interface NotificationsTable extends ContentRow {
  title: string;
  description: string;
  image: string;
  attachments: string;
  url: string;
  startsAt: string | null;
  endsAt: string | null;
}
export interface OnlineRegistrationsTable extends ContentRow {
  title: string;
  url: string;
  attachments: string;
}
export interface NewsTable extends ContentRow {
  title: string;
  description: string;
  fromDate: string;
  attachments: string;
}
export interface EventsTable extends ContentRow {
  title: string;
  description: string;
  date: string;
  time: string;
  venue: string;
  images: string;
  attachments: string;
}
export interface MessagesTable extends ContentRow {
  category: string;
  name: string;
  message: string;
  attachments: string;
}
export interface GalleriesTable extends ContentRow {
  category: string;
  title: string;
  description: string;
  date: string;
  attachments: string;
}
export interface VideosTable extends ContentRow {
  title: string;
  date: string;
  videoUrl: string;
}
export interface TestimonialsTable extends ContentRow {
  name: string;
  description: string;
  rating: number;
  createdAt: string;
  attachments: string;
}
export interface CircularsTable extends ContentRow {
  category: string;
  date: string;
  title: string;
  attachments: string;
}
export interface MediaTable extends ContentRow {
  title: string;
  date: string;
  attachments: string;
}

export interface SchoolsTable {
  code: string;
  name: string;
  contentVersion: number;
  createdAt: string;
}

export interface FilesTable {
  id: string;
  schoolCode: string;
  mime: string;
  bytes: number;
  width: number | null;
  height: number | null;
  originalName: string;
  sha256: string;
  createdAt: string;
}

export interface PagePhotosTable {
  id: Generated<number>;
  schoolCode: string;
  page: string;
  tab: string;
  position: number;
  file: string;
  alt: string;
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
  role: "admin" | "editor" | "admissions";
  disabled: number;
  failedLogins: number;
  lockedUntil: string | null;
  createdAt: string;
  /** SHA-256 (hex) of the pending one-time set-password link's token (migration 003). */
  passwordTokenHash: NullableOnInsert<string>;
  /** When that link stops working (ISO date-time). */
  passwordTokenExpiresAt: NullableOnInsert<string>;
}

export interface StaffSessionsTable {
  id: string;
  userId: string;
  csrfToken: string;
  expiresAt: string;
  createdAt: string;
}

export interface AuditLogTable {
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

export interface Database {
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
