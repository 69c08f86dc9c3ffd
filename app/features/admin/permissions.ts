import type { permissions as contractPermissions, Permission, StaffRole } from "../../../contract/staff.ts";

/**
 * The role table of contract/staff.ts. Copied because that module builds zod
 * schemas at load time, and zod would add ~20 KB to every staff page; the
 * type below makes the copy fail to compile if it drifts from the contract.
 */
export const permissions: typeof contractPermissions = {
  content: ["admin", "editor"],
  pagePhotos: ["admin", "editor"],
  uploads: ["admin", "editor", "admissions"],
  enquiries: ["admin", "admissions"],
  certificates: ["admin", "admissions"],
  accounts: ["admin"],
  audit: ["admin"],
  schoolProfile: ["admin"],
};

export const can = (role: StaffRole, what: Permission): boolean =>
  (permissions[what] as readonly StaffRole[]).includes(role);

export const roleLabels: Record<StaffRole, string> = {
  admin: "Administrator",
  editor: "Editor",
  admissions: "Admissions",
};

export const roles = ["admin", "editor", "admissions"] as const satisfies readonly StaffRole[];
