/**
 * The staff area's facts without zod: roles and what each may do, the CSRF
 * header, upload limits, publish and enquiry statuses, password length. The
 * staff pages in the browser import this module as values; contract/staff.ts
 * builds its zod schemas from the same constants (and re-exports them), so
 * the browser and the API cannot drift apart and zod stays out of the bundle.
 */

/** "principal": an approver (issue 31) who may publish and approve others' changes, not manage accounts or settings. */
export const staffRoles = ["admin", "principal", "editor", "admissions"] as const;
export type StaffRole = (typeof staffRoles)[number];

/** What each role may do. Admins may do everything. */
export const permissions = {
  content: ["admin", "principal", "editor"],
  pagePhotos: ["admin", "principal", "editor"],
  uploads: ["admin", "principal", "editor", "admissions"],
  /** Approve or send back editors' changes, publish at once where the school wants approval (issue 31). */
  approve: ["admin", "principal"],
  enquiries: ["admin", "admissions"],
  certificates: ["admin", "admissions"],
  accounts: ["admin"],
  audit: ["admin"],
  schoolProfile: ["admin"],
  /** Menu entries leading off the site: they sit in the header of every page, where a fake one misleads parents. */
  offSiteMenu: ["admin"],
} as const satisfies Record<string, readonly StaffRole[]>;
export type Permission = keyof typeof permissions;
export const can = (role: StaffRole, what: Permission): boolean =>
  (permissions[what] as readonly StaffRole[]).includes(role);

export const CSRF_HEADER = "x-csrf-token";

/** A staff password: 10 to 200 characters. */
export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 200;
export const passwordMessages = {
  tooShort: `Use at least ${PASSWORD_MIN} characters`,
  tooLong: `Use at most ${PASSWORD_MAX} characters`,
} as const;

/** 422 when an image's header claims more than maxPixels, or it cannot be decoded. */
export const UploadLimits = { maxBytes: 15 * 1024 * 1024, maxPixels: 40_000_000 } as const;

export const publishStatuses = ["published", "draft"] as const;
export type PublishStatus = (typeof publishStatuses)[number];

export const enquiryStatuses = ["new", "contacted", "admitted", "closed"] as const;
export type EnquiryStatus = (typeof enquiryStatuses)[number];
/** The words staff see for each status (the page's badges and the CSV). */
export const enquiryStatusLabels: Record<EnquiryStatus, string> = {
  new: "New",
  contacted: "Contacted",
  admitted: "Admitted",
  closed: "Closed",
};

/**
 * Every column of an enquiry staff see (contract/staff.ts EnquiryView), in
 * the order of the CSV export, with the words it shows for them.
 */
export const enquiryLabels = {
  createdAt: "Received",
  academicYear: "Academic year",
  name: "Student name",
  fatherName: "Parent name",
  phone: "Mobile number",
  email: "E-mail",
  school: "Board",
  class: "Class",
  consentAt: "Consent given",
  status: "Status",
  notes: "Notes",
  id: "Id",
} as const;
export type EnquiryColumn = keyof typeof enquiryLabels;

/** The inbox's "Received" filter: India-time days, weeks from Monday as in the weekly chart. */
export const receivedPeriods = ["today", "week"] as const;
export const receivedPeriodLabels: Record<(typeof receivedPeriods)[number], string> = {
  today: "Today",
  week: "This week",
};
