import type { StaffRole } from "../../../contract/staff-rules.ts";
import { shellPermissionsWords as sw } from "../../i18n/catalogues/staff/shell-permissions.ts";

/** How the staff area names each role (contract/staff-rules.ts holds the roles and what they may do). */
export const roleLabels: Record<StaffRole, string> = {
  admin: sw("administrator"),
  principal: sw("principal"),
  editor: sw("editor"),
  admissions: sw("admissions"),
};
