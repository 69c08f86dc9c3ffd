import type { Permission } from "../../../contract/staff.ts";
import { shellAdminTextWords as sw } from "../../i18n/catalogues/staff/shell-admin-text.ts";

/** Texts of the staff area, kept out of the components. */
export const adminText = {
  area: sw("staffArea"),
  loading: sw("loading"),
  menu: sw("menu"),
  closeMenu: sw("closeMenu"),
  navLabel: sw("staffArea"),
  signOut: sw("signOut"),
  signedInAs: sw("signedInAs"),
  viewSite: sw("viewTheWebsite"),
  forbiddenTitle: sw("noAccess"),
  notFoundTitle: sw("pageNotFound"),
  notFound: sw("thereIsNoStaff"),
  errorTitle: sw("somethingWentWrong"),
  backToDashboard: sw("backToTheDashboard"),
  errorSummary: sw("pleaseCorrectTheFollowing"),
  saving: sw("saving"),
  save: sw("save"),
  cancel: sw("cancel"),
  delete: sw("delete"),
  edit: sw("edit"),
  required: "required",
} as const;

interface NavItem {
  href: string;
  label: string;
  /** Absent: every signed-in role. */
  permission?: Permission;
}

export const navItems: NavItem[] = [
  { href: "/admin", label: sw("dashboard") },
  { href: "/admin/approvals", label: sw("waitingForYou"), permission: "approve" },
  { href: "/admin/content", label: sw("content"), permission: "content" },
  { href: "/admin/scheduled", label: sw("scheduled"), permission: "content" },
  { href: "/admin/alerts", label: sw("alerts"), permission: "content" },
  { href: "/admin/pages", label: sw("pages"), permission: "content" },
  { href: "/admin/menu", label: sw("websiteMenu"), permission: "content" },
  { href: "/admin/page-photos", label: sw("pagePhotos"), permission: "pagePhotos" },
  { href: "/admin/enquiries", label: sw("enquiries"), permission: "enquiries" },
  { href: "/admin/certificates", label: sw("certificates"), permission: "certificates" },
  { href: "/admin/accounts", label: sw("staffAccounts"), permission: "accounts" },
  { href: "/admin/audit", label: sw("auditLog"), permission: "audit" },
  { href: "/admin/school-profile", label: sw("schoolDetails"), permission: "schoolProfile" },
  { href: "/admin/disclosure", label: sw("publicDisclosure"), permission: "content" },
  { href: "/admin/password", label: sw("myPassword") },
];

export const pageTitle = (title: string) => [
  { title: `${title} · ${adminText.area}` },
  { name: "robots", content: "noindex, nofollow" },
];
