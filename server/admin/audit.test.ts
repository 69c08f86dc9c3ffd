import { beforeAll, describe, expect, it } from "vitest";
import { AuditListResponse } from "../../contract/staff.ts";
import { ADMIN, staffForTests } from "./staff-test-helpers.ts";

describe("the audit log", () => {
  const { admin, editor } = staffForTests({ editor: "editor" });

  beforeAll(async () => {
    await editor.post("/api/admin/content/video", {
      title: "Clip",
      date: "2025-01-01",
      videoUrl: "https://v.example/1",
    });
  });

  it("shows admins who did what and when, newest first, a page at a time", async () => {
    const res = await admin.get("/api/admin/audit?pageSize=2");
    expect(res.statusCode).toBe(200);
    const body = AuditListResponse.parse(res.json());
    expect(body.items).toHaveLength(2);
    expect(body.total).toBeGreaterThanOrEqual(5);
    expect(body.items[0]).toMatchObject({ user: editor.user.email, action: "create", entity: "video" });
    expect(Date.parse(body.items[0].at)).toBeGreaterThanOrEqual(Date.parse(body.items[1].at));

    const all = AuditListResponse.parse((await admin.get("/api/admin/audit?pageSize=100")).json()).items;
    const last = AuditListResponse.parse(
      (await admin.get(`/api/admin/audit?pageSize=2&page=${Math.ceil(body.total / 2)}`)).json(),
    );
    expect(last.items.at(-1)).toEqual(all.at(-1));
    // The oldest entries: the admin signs in, then creates the editor's account.
    expect(
      all
        .slice(-2)
        .reverse()
        .map((e) => [e.user, e.action]),
    ).toEqual([
      [ADMIN.email, "login"],
      [ADMIN.email, "create"],
    ]);
    expect(all.find((e) => e.action === "set-password")?.user).toBe(editor.user.email);
    expect((await admin.get("/api/admin/audit?pageSize=500")).statusCode).toBe(400);
  });
});
