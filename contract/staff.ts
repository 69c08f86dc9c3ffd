import { z } from "zod";
import { approvableKinds, IST_TIME_HINT } from "./approval-rules.ts";
import { FileRef } from "./content.ts";
import { enquiryStoredFields } from "./enquiry-rules.ts";
import {
  enquiryStatuses,
  PASSWORD_MAX,
  PASSWORD_MIN,
  passwordMessages,
  receivedPeriods,
  staffRoles,
} from "./staff-rules.ts";

// Roles, permissions, statuses and limits live in the zod-free staff-rules.ts
// (the staff pages use them without zod); re-exported here unchanged.
export {
  CSRF_HEADER,
  can,
  enquiryStatuses,
  type Permission,
  permissions,
  publishStatuses,
  staffRoles,
  UploadLimits,
} from "./staff-rules.ts";

/**
 * The staff API: paths, requests and answers, shared by the server routes,
 * the /admin pages and the tests. Everything lives under /api/admin and needs
 * a staff session (cookie from POST /api/admin/login); every request that
 * changes state also needs the header `X-CSRF-Token` (from GET /api/admin/me)
 * and a same-origin `Origin`.
 */

export const StaffRole = z.enum(staffRoles);
export type StaffRole = z.infer<typeof StaffRole>;

export const StaffUserView = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: StaffRole,
});
export type StaffUserView = z.infer<typeof StaffUserView>;

/** GET /api/admin/me → the signed-in user and the CSRF token of the session. */
export const MeResponse = z.object({ user: StaffUserView, csrfToken: z.string() });

const Password = z.string().min(PASSWORD_MIN, passwordMessages.tooShort).max(PASSWORD_MAX, passwordMessages.tooLong);

// ── Accounts (admin) ────────────────────────────────────────────────────────
export const StaffAccount = StaffUserView.extend({
  disabled: z.boolean(),
  hasPassword: z.boolean(),
  createdAt: z.string(),
});
/** POST /api/admin/accounts → 201 CreateAccountResponse */
export const CreateAccountRequest = z.object({
  email: z.string().trim().toLowerCase().email("Enter a valid email address"),
  name: z.string().trim().min(1, "Enter a name").max(200),
  role: StaffRole,
});
/** The one-time link lets the new user set a password; it expires (72 h) and works once. */
export const CreateAccountResponse = z.object({ account: StaffAccount, setPasswordUrl: z.string() });
/** POST /api/admin/accounts/:id/disabled */
/** → 200 StaffAccount; 400 {errors: {disabled}} when admins try to disable their own account. */
export const SetDisabledRequest = z.object({ disabled: z.boolean() });
/** POST /api/admin/accounts/:id/role → 200 StaffAccount; 400 {errors: {role}} for one's own account. */
export const SetRoleRequest = z.object({ role: StaffRole });
/** POST /api/admin/accounts/:id/end-sessions → 204; POST /api/admin/accounts/:id/reset-link → CreateAccountResponse */
/** POST /api/admin/set-password (no session, token from the link) → 204 */
export const SetPasswordRequest = z.object({ token: z.string().min(20).max(200), password: Password });
/** POST /api/admin/password (own password) → 204 */
export const ChangePasswordRequest = z.object({ currentPassword: z.string().min(1).max(200), newPassword: Password });

// ── Uploads (any role) ──────────────────────────────────────────────────────
/**
 * POST /api/admin/uploads, multipart with one part named "file" → 201 UploadResponse.
 * JPEG, PNG, WebP or PDF, checked by their bytes; images re-encoded (EXIF and
 * GPS stripped) with variants and AVIF made; 415 for other types, 413 over the size cap.
 */
/** 422 when an image's header claims more than maxPixels, or it cannot be decoded (UploadLimits). */
export const UploadResponse = z.object({
  id: FileRef,
  mime: z.string(),
  bytes: z.number(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  /**
   * PDFs only: whether the file carries words phones and screen readers can
   * read (false: a scan, so staff are asked to type its text as well; null:
   * it could not be told).
   */
  hasText: z.boolean().nullable().optional(),
});

// ── Page photos (admin, editor) ────────────────────────────────────────────
/** GET /api/admin/page-photos?page=our-infrastructure → PagePhotoAdmin[] (all tabs, in order) */
export const PagePhotoAdmin = z.object({
  id: z.number(),
  page: z.string(),
  tab: z.string(),
  position: z.number(),
  file: FileRef,
  alt: z.string(),
  /** One of the demo's placeholder pictures (shown with a "Demo picture" badge). */
  demo: z.boolean().optional(),
  /** Added where the page is edited: visitors see it once the page is published. */
  waiting: z.boolean().optional(),
});
/**
 * POST /api/admin/page-photos → 201 PagePhotoAdmin. A missing description
 * never blocks the photo (issue 26): it is saved, and listed under
 * "Describe these photos" (GET /api/admin/page-photos/undescribed) until
 * staff write one.
 */
export const AddPagePhotoRequest = z.object({
  page: z.string().min(1).max(100),
  tab: z.string().max(200),
  file: FileRef,
  alt: z.string().trim().max(300).default(""),
});
/** POST /api/admin/page-photos/many: photos dropped together, added at the end of the tab in order → 201 {photos: PagePhotoAdmin[]} */
export const AddPagePhotosRequest = z.object({
  page: z.string().min(1).max(100),
  tab: z.string().max(200),
  files: z.array(FileRef).min(1, "Choose at least one photo").max(200),
  /** Added where the page is edited: the photos wait for the page to be published. */
  draft: z.boolean().optional(),
  /** A new photo part's first photos: photos a part never saved left in this set are dropped first. */
  fresh: z.boolean().optional(),
});
/**
 * GET /api/admin/page-photos/undescribed → PagePhotoAdmin[] of every page,
 * the photos with no description yet.
 * POST /api/admin/page-photos/remove-demo {page?, tab?} → {removed}: every
 * demo picture (the demo's placeholders) of the school, or of one page or tab.
 */
export const RemoveDemoPhotosRequest = z.object({
  page: z.string().min(1).max(100).optional(),
  tab: z.string().max(200).optional(),
});
/** PUT /api/admin/page-photos/:id (replace the file and/or the text) → PagePhotoAdmin; DELETE → 204 */
export const UpdatePagePhotoRequest = z.object({
  file: FileRef.optional(),
  alt: z.string().trim().min(1).max(300).optional(),
});
/** POST /api/admin/page-photos/reorder → 204 */
export const ReorderPagePhotosRequest = z.object({
  page: z.string().min(1).max(100),
  tab: z.string().max(200),
  ids: z.array(z.number().int()).min(1).max(1000),
});

// ── Enquiries (admin, admissions) ──────────────────────────────────────────
const EnquiryStatus = z.enum(enquiryStatuses);
/**
 * GET /api/admin/enquiries?academicYear=&class=&status=&q= → EnquiryView[] newest first
 * (a school gets hundreds a season, not millions: no paging needed).
 */
/** The academic years and classes the enquiries inbox filters by. */
export interface EnquiryChoiceLists {
  academicYears: string[];
  classes: string[];
}

export const EnquiryListQuery = z.object({
  academicYear: z.string().max(20).optional(),
  class: z.string().max(20).optional(),
  status: EnquiryStatus.optional(),
  q: z.string().max(200).optional(),
  /** Received today, or this week (Monday on), in India time. */
  received: z.enum(receivedPeriods).optional(),
});
/** The fields the parent typed, one string each (contract/enquiry-rules.ts lists them). */
const typedFields = Object.fromEntries(enquiryStoredFields.map((f) => [f, z.string()])) as Record<
  (typeof enquiryStoredFields)[number],
  z.ZodString
>;
export const EnquiryView = z.object({
  id: z.string(),
  ...typedFields,
  status: EnquiryStatus,
  notes: z.string(),
  consentAt: z.string().nullable(),
  createdAt: z.string(),
  /** The language the parent sent it in (issue 29); null for English. */
  lang: z.string().nullable(),
});
/** PATCH /api/admin/enquiries/:id → EnquiryView */
export const UpdateEnquiryRequest = z.object({
  status: EnquiryStatus.optional(),
  notes: z.string().max(5000).optional(),
});
/** GET /api/admin/enquiries/weekly?weeks=26 → [{weekStart: YYYY-MM-DD (Monday, Kolkata), count}] oldest first */
export const WeeklyCount = z.object({ weekStart: z.string(), count: z.number() });
/** GET /api/admin/enquiries.csv accepts the same filters as the list. */

// ── Transfer certificates (admin, admissions) ──────────────────────────────
export const CertificateView = z.object({
  id: z.string(),
  admissionNo: z.string(),
  studentName: z.string(),
  revokedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
/**
 * GET /api/admin/certificates?q= → CertificateView[]
 * POST /api/admin/certificates {admissionNo, studentName, file (an upload id of a JPEG/PNG/WebP)} → 201 CertificateView
 *   (the file is moved to the private store; it is never reachable by a public path)
 * PUT /api/admin/certificates/:id {studentName?, file?} → CertificateView (replace)
 * POST /api/admin/certificates/:id/revoke → CertificateView; POST …/restore → CertificateView
 * GET /api/admin/certificates/:id/file → the image (staff only)
 * GET /api/admin/certificates/lookups?admissionNo= → LookupView[] newest first (at most 500)
 */
export const CertificateRequest = z.object({
  admissionNo: z.string().trim().min(1, "Enter the admission number").max(50),
  studentName: z.string().trim().min(1, "Enter the student's full name").max(200),
  file: FileRef,
});
export const UpdateCertificateRequest = z.object({
  studentName: z.string().trim().min(1).max(200).optional(),
  file: FileRef.optional(),
});
export const LookupView = z.object({
  admissionNo: z.string(),
  found: z.boolean(),
  clientIp: z.string(),
  at: z.string(),
  /** "verify": a check of the certificate's verification code at /verify-tc (issue 18). */
  via: z.enum(["lookup", "verify"]).optional(),
});

// ── Audit log (admin) ───────────────────────────────────────────────────────
/** GET /api/admin/audit?page=&pageSize= → {items: AuditView[], total} newest first */
const AuditView = z.object({
  at: z.string(),
  user: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  detail: z.string(),
});
/** The query of GET /api/admin/audit. */
export const AuditListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});
export const AuditListResponse = z.object({ items: z.array(AuditView), total: z.number() });

// ── Answer types ────────────────────────────────────────────────────────────
// The staff pages import these with `import type`, so they get the exact
// shapes of the answers while zod stays out of the browser bundle.
export type MeResponse = z.infer<typeof MeResponse>;
export type StaffAccount = z.infer<typeof StaffAccount>;
export type CreateAccountResponse = z.infer<typeof CreateAccountResponse>;
export type UploadResponse = z.infer<typeof UploadResponse>;
export type PagePhotoAdmin = z.infer<typeof PagePhotoAdmin>;
export type EnquiryView = z.infer<typeof EnquiryView>;
export type WeeklyCount = z.infer<typeof WeeklyCount>;
export type CertificateView = z.infer<typeof CertificateView>;
export type LookupView = z.infer<typeof LookupView>;
export type AuditListResponse = z.infer<typeof AuditListResponse>;

// ── Approvals and publishing by the clock (issue 31) ───────────────────────
/** An instant with its offset, as the staff forms send "Publish at" (parseIstDateTime) and import files write it. */
const ScheduleTime = z
  .string()
  .max(40)
  .refine(
    (s) =>
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/.test(s) && !Number.isNaN(Date.parse(s)),
    {
      message: `must be a date and time as ${IST_TIME_HINT}`,
    },
  );
/** POST/PUT content bodies may carry them; null or "" clears one. */
export const ScheduleTimes = z.object({
  publishAt: z.union([ScheduleTime, z.literal(""), z.null()]).optional(),
  removeAt: z.union([ScheduleTime, z.literal(""), z.null()]).optional(),
});
/** GET /api/admin/approval-settings → ApprovalSettings; PUT (admins: a school setting) with {kinds}. */
export const ApprovalSettings = z.object({ kinds: z.array(z.enum(approvableKinds)).max(approvableKinds.length) });
/** POST /api/admin/approvals/:kind/:id/approve: now, or at `publishAt`. */
export const ApproveRequest = z.object({ publishAt: z.union([ScheduleTime, z.literal(""), z.null()]).optional() });
/** POST /api/admin/approvals/:kind/:id/send-back: the comment the editor sees beside the item. */
export const SendBackRequest = z.object({
  comment: z.string().trim().min(1, "Write what should change").max(2000),
});
