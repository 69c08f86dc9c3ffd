import { describe, expect, it } from "vitest";
import { can as contractCan, permissions as contractPermissions, StaffRole } from "../../../contract/staff.ts";
import { can, roles } from "./permissions.ts";

describe("the staff area's copy of the role table", () => {
  it("answers as the contract for every role and permission", () => {
    expect([...roles].sort()).toEqual([...StaffRole.options].sort());
    for (const role of StaffRole.options) {
      for (const what of Object.keys(contractPermissions) as (keyof typeof contractPermissions)[]) {
        expect(can(role, what), `${role} ${what}`).toBe(contractCan(role, what));
      }
    }
  });

  it("keeps accounts and the audit log to admins, enquiries away from editors", () => {
    expect(can("editor", "accounts")).toBe(false);
    expect(can("editor", "enquiries")).toBe(false);
    expect(can("admissions", "content")).toBe(false);
    expect(can("admin", "audit")).toBe(true);
  });
});
