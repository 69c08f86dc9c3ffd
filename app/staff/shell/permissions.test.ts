import { describe, expect, it } from "vitest";
import { StaffRole } from "../../../contract/staff.ts";
import { can } from "../../../contract/staff-rules.ts";
import { roleLabels } from "./permissions.ts";

describe("the staff area's role table", () => {
  it("names every role of the contract", () => {
    expect(Object.keys(roleLabels).sort()).toEqual([...StaffRole.options].sort());
  });

  it("keeps accounts and the audit log to admins, enquiries away from editors", () => {
    expect(can("editor", "accounts")).toBe(false);
    expect(can("editor", "enquiries")).toBe(false);
    expect(can("admissions", "content")).toBe(false);
    expect(can("admin", "audit")).toBe(true);
  });
});
