import type { Permission } from "../../../contract/staff.ts";
import { shellAdminTextWords as sw } from "../../i18n/catalogues/staff/shell-admin-text.ts";

/** Texts of the staff area, kept out of the components. */
export const adminText = {
  area: sw("adminText.staffArea"),
  loading: sw("adminText.loading"),
  menu: sw("adminText.menu"),
  closeMenu: sw("adminText.closeMenu"),
  navLabel: sw("adminText.staffArea"),
  signOut: sw("adminText.signOut"),
  signedInAs: sw("adminText.signedInAs"),
  viewSite: sw("adminText.viewTheWebsite"),
  forbiddenTitle: sw("adminText.noAccess"),
  notFoundTitle: sw("adminText.pageNotFound"),
  notFound: sw("adminText.thereIsNoStaff"),
  errorTitle: sw("adminText.somethingWentWrong"),
  backToDashboard: sw("adminText.backToTheDashboard"),
  errorSummary: sw("adminText.pleaseCorrectTheFollowing"),
  saving: sw("adminText.saving"),
  save: sw("adminText.save"),
  cancel: sw("adminText.cancel"),
  delete: sw("adminText.delete"),
  edit: sw("adminText.edit"),
  required: "required",
} as const;

interface NavItem {
  href: string;
  label: string;
  /** Absent: every signed-in role. */
  permission?: Permission;
}

export const navItems: NavItem[] = [
  { href: "/admin", label: sw("adminText.dashboard") },
  { href: "/admin/approvals", label: sw("adminText.waitingForYou"), permission: "approve" },
  { href: "/admin/content", label: sw("adminText.content"), permission: "content" },
  { href: "/admin/scheduled", label: sw("adminText.scheduled"), permission: "content" },
  { href: "/admin/alerts", label: sw("adminText.alerts"), permission: "content" },
  { href: "/admin/pages", label: sw("adminText.pages"), permission: "content" },
  { href: "/admin/menu", label: sw("adminText.websiteMenu"), permission: "content" },
  { href: "/admin/page-photos", label: sw("adminText.pagePhotos"), permission: "pagePhotos" },
  { href: "/admin/enquiries", label: sw("adminText.enquiries"), permission: "enquiries" },
  { href: "/admin/certificates", label: sw("adminText.certificates"), permission: "certificates" },
  { href: "/admin/accounts", label: sw("adminText.staffAccounts"), permission: "accounts" },
  { href: "/admin/audit", label: sw("adminText.auditLog"), permission: "audit" },
  { href: "/admin/school-profile", label: sw("adminText.schoolDetails"), permission: "schoolProfile" },
  { href: "/admin/disclosure", label: sw("adminText.publicDisclosure"), permission: "content" },
  { href: "/admin/password", label: sw("adminText.myPassword") },
];

export const pageTitle = (title: string) => [
  { title: `${title} · ${adminText.area}` },
  { name: "robots", content: "noindex, nofollow" },
];
