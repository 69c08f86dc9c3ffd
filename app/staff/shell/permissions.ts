import type { StaffRole } from "../../../contract/staff-rules.ts";

/** How the staff area names each role (contract/staff-rules.ts holds the roles and what they may do). */
export const roleLabels: Record<StaffRole, string> = {
  admin: "Administrator",
  principal: "Principal",
  editor: "Editor",
  admissions: "Admissions",
};
