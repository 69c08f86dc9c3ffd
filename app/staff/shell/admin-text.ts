import type { Permission } from "../../../contract/staff.ts";

/** Texts of the staff area, kept out of the components. */
export const adminText = {
  area: "Staff area",
  loading: "Loading…",
  menu: "Menu",
  closeMenu: "Close menu",
  navLabel: "Staff area",
  signOut: "Sign out",
  signedInAs: "Signed in as",
  viewSite: "View the website",
  forbiddenTitle: "No access",
  notFoundTitle: "Page not found",
  notFound: "There is no staff page at this address.",
  errorTitle: "Something went wrong",
  backToDashboard: "Back to the dashboard",
  errorSummary: "Please correct the following:",
  saving: "Saving…",
  save: "Save",
  cancel: "Cancel",
  delete: "Delete",
  edit: "Edit",
  required: "required",
} as const;

interface NavItem {
  href: string;
  label: string;
  /** Absent: every signed-in role. */
  permission?: Permission;
}

export const navItems: NavItem[] = [
  { href: "/admin", label: "Dashboard" },
  { href: "/admin/approvals", label: "Waiting for you", permission: "approve" },
  { href: "/admin/content", label: "Content", permission: "content" },
  { href: "/admin/scheduled", label: "Scheduled", permission: "content" },
  { href: "/admin/alerts", label: "Alerts", permission: "content" },
  { href: "/admin/pages", label: "Pages", permission: "content" },
  { href: "/admin/menu", label: "Website menu", permission: "content" },
  { href: "/admin/page-photos", label: "Page photos", permission: "pagePhotos" },
  { href: "/admin/enquiries", label: "Enquiries", permission: "enquiries" },
  { href: "/admin/certificates", label: "Certificates", permission: "certificates" },
  { href: "/admin/accounts", label: "Staff accounts", permission: "accounts" },
  { href: "/admin/audit", label: "Audit log", permission: "audit" },
  { href: "/admin/school-profile", label: "School details", permission: "schoolProfile" },
  { href: "/admin/disclosure", label: "Public disclosure", permission: "content" },
  { href: "/admin/password", label: "My password" },
];

export const pageTitle = (title: string) => [
  { title: `${title} · ${adminText.area}` },
  { name: "robots", content: "noindex, nofollow" },
];
