import { describe, expect, it } from "vitest";
import { isStaffPath } from "./staff-area.ts";

describe("the staff area's addresses", () => {
  it("are /admin and /admin/… only, never a school's page that starts with the same letters", () => {
    for (const p of ["/admin", "/admin/", "/admin/pages", "/admin/login?next=%2Fadmin", "/admin?x=1"]) {
      expect(isStaffPath(p), p).toBe(true);
    }
    for (const p of [
      "/administration",
      "/admissions",
      "/admin-office",
      "/adminstaff/x",
      "/",
      "/news",
      "/api/admin/login",
    ]) {
      expect(isStaffPath(p), p).toBe(false);
    }
  });
});
