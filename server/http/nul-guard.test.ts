import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, type App, SAME_ORIGIN, type StaffClient, signIn, staffApp } from "../admin/staff-test-helpers.ts";
import { createPgDatabase } from "../ops/test-pg.ts";
import { image } from "../storage/test-files.ts";
import { NUL_MESSAGE } from "./nul-guard.ts";

// F2: PostgreSQL text cannot hold U+0000; a NUL in the sign-in e-mail gave
// 500 and an error line with a stack, 7 of 7 times.
describe("a NUL in any text field on PostgreSQL", () => {
  let db: Awaited<ReturnType<typeof createPgDatabase>>;
  let app: App;
  let admin: StaffClient;
  const errors: string[] = [];
  beforeAll(async () => {
    db = await createPgDatabase();
    app = await staffApp({ databaseUrl: db.url });
    app.addHook("onError", async (_req, _reply, err) => void errors.push(err.message));
    admin = await signIn(app);
  });
  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  it("is answered 400 with a plain message, never 500, and the right sign-in still works", async () => {
    const login = (email: string) =>
      app.inject({ method: "POST", url: "/api/admin/login", payload: { email, password: ADMIN.password } });
    const res = await login(`${ADMIN.email}\u0000`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(NUL_MESSAGE);
    expect((await login(ADMIN.email)).statusCode).toBe(200);

    const nul = "a\u0000b";
    const staffCalls: [string, string, unknown][] = [
      ["POST", "/api/admin/accounts", { email: `x${nul}@example.com`, name: nul, role: "editor" }],
      ["POST", "/api/admin/password", { currentPassword: nul, newPassword: `long enough ${nul}` }],
      ["POST", "/api/admin/certificates", { admissionNo: nul, studentName: nul, file: nul }],
      ["PUT", "/api/admin/school-profile", { name: nul }],
      ["POST", "/api/admin/content/news", { title: nul, description: nul, fromDate: "2025-01-31" }],
      ["PATCH", "/api/admin/enquiries/some-id", { status: nul, note: nul }],
      ["POST", "/api/admin/page-photos", { page: nul, tab: nul, file: nul, alt: nul }],
    ];
    for (const [method, url, body] of staffCalls) {
      const r = await admin.call(method as "POST", url, body);
      expect(r.statusCode, url).toBe(400);
    }
    const publicCalls: [string, Record<string, string>][] = [
      ["/api/admin/set-password", { token: nul, password: `long enough ${nul}` }],
      ["/api/tc/tvms", { admission: nul, name: nul }],
      ["/api/form/tvms/AdmissionEnquire", { name: nul, phone: nul }],
    ];
    for (const [url, payload] of publicCalls) {
      const r = await app.inject({ method: "POST", url, payload, headers: { origin: SAME_ORIGIN } });
      expect(r.statusCode, url).toBe(400);
    }
    expect(errors).toEqual([]);
  });

  it("drops control characters from an upload's file name instead of failing", async () => {
    const res = await admin.upload(await image("jpeg", 20, 20, 1), "photo\u0000.jpg", "image/jpeg");
    expect(res.statusCode).toBe(201);
    expect(errors).toEqual([]);
  });
});
