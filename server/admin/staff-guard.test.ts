import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { can, type StaffRole, staffRoles } from "../../contract/staff.ts";
import { guardMessages, type StaffAccess } from "./admin-http.ts";
import { type App, addStaff, SAME_ORIGIN, type StaffClient, signIn, staffApp } from "./staff-test-helpers.ts";

/**
 * Every staff route, with who may call it and a URL to try it with. The
 * first test compares this table with the routes the app really has, so a
 * new route cannot be added without being listed (and so tested) here.
 * Ids are unknown and bodies empty: an allowed request gets past the guard
 * to a 400 or 404 and changes nothing.
 */
const table: Record<string, { access: StaffAccess; url?: string }> = {
  "POST /api/admin/login": { access: "public" },
  "POST /api/admin/set-password": { access: "public" },
  "GET /api/admin/me": { access: "signed-in" },
  "POST /api/admin/logout": { access: "signed-in" },
  "POST /api/admin/password": { access: "signed-in" },
  "GET /api/admin/accounts": { access: "accounts" },
  "POST /api/admin/accounts": { access: "accounts" },
  "POST /api/admin/accounts/:id/reset-link": { access: "accounts", url: "/api/admin/accounts/nobody/reset-link" },
  "POST /api/admin/accounts/:id/disabled": { access: "accounts", url: "/api/admin/accounts/nobody/disabled" },
  "POST /api/admin/accounts/:id/role": { access: "accounts", url: "/api/admin/accounts/nobody/role" },
  "POST /api/admin/accounts/:id/end-sessions": { access: "accounts", url: "/api/admin/accounts/nobody/end-sessions" },
  "GET /api/admin/content/:kind": { access: "content", url: "/api/admin/content/news" },
  "GET /api/admin/content/:kind/:id": { access: "content", url: "/api/admin/content/news/nothing" },
  "POST /api/admin/content/:kind": { access: "content", url: "/api/admin/content/news" },
  "PUT /api/admin/content/:kind/:id": { access: "content", url: "/api/admin/content/news/nothing" },
  "DELETE /api/admin/content/:kind/:id": { access: "content", url: "/api/admin/content/news/nothing" },
  "POST /api/admin/content/:kind/reorder": { access: "content", url: "/api/admin/content/news/reorder" },
  "POST /api/admin/content/:kind/:id/withdraw": { access: "content", url: "/api/admin/content/news/nothing/withdraw" },
  "GET /api/admin/approval-settings": { access: "content" },
  "PUT /api/admin/approval-settings": { access: "schoolProfile" },
  "GET /api/admin/approvals": { access: "approve" },
  "GET /api/admin/approvals/:kind/:id": { access: "approve", url: "/api/admin/approvals/news/nothing" },
  "POST /api/admin/approvals/:kind/:id/approve": {
    access: "approve",
    url: "/api/admin/approvals/news/nothing/approve",
  },
  "POST /api/admin/approvals/:kind/:id/send-back": {
    access: "approve",
    url: "/api/admin/approvals/news/nothing/send-back",
  },
  "GET /api/admin/scheduled": { access: "content" },
  "GET /api/admin/alerts": { access: "content" },
  "GET /api/admin/alerts/phones": { access: "content" },
  "POST /api/admin/alerts": { access: "content" },
  "DELETE /api/admin/alerts/:id": { access: "content", url: "/api/admin/alerts/nothing" },
  "POST /api/admin/uploads": { access: "uploads" },
  "GET /api/admin/page-photos": { access: "pagePhotos", url: "/api/admin/page-photos?page=history" },
  "POST /api/admin/page-photos": { access: "pagePhotos" },
  "PUT /api/admin/page-photos/:id": { access: "pagePhotos", url: "/api/admin/page-photos/999999" },
  "DELETE /api/admin/page-photos/:id": { access: "pagePhotos", url: "/api/admin/page-photos/999999" },
  "POST /api/admin/page-photos/reorder": { access: "pagePhotos" },
  "POST /api/admin/page-photos/many": { access: "pagePhotos" },
  "POST /api/admin/page-photos/remove-demo": { access: "pagePhotos" },
  "GET /api/admin/page-photos/demo-count": { access: "pagePhotos" },
  "GET /api/admin/page-photos/undescribed": { access: "pagePhotos" },
  "GET /api/admin/enquiries": { access: "enquiries" },
  "GET /api/admin/enquiries.csv": { access: "enquiries" },
  "GET /api/admin/enquiries/weekly": { access: "enquiries" },
  "GET /api/admin/enquiries/choices": { access: "enquiries" },
  "PATCH /api/admin/enquiries/:id": { access: "enquiries", url: "/api/admin/enquiries/nothing" },
  "GET /api/admin/certificates": { access: "certificates" },
  "POST /api/admin/certificates": { access: "certificates" },
  "GET /api/admin/certificates/lookups": { access: "certificates" },
  "PUT /api/admin/certificates/:id": { access: "certificates", url: "/api/admin/certificates/nothing" },
  "POST /api/admin/certificates/:id/revoke": { access: "certificates", url: "/api/admin/certificates/nothing/revoke" },
  "POST /api/admin/certificates/:id/restore": {
    access: "certificates",
    url: "/api/admin/certificates/nothing/restore",
  },
  "GET /api/admin/certificates/:id/file": { access: "certificates", url: "/api/admin/certificates/nothing/file" },
  "GET /api/admin/certificates/:id/slip": { access: "certificates", url: "/api/admin/certificates/nothing/slip" },
  "GET /api/admin/audit": { access: "audit" },
  "GET /api/admin/school-profile": { access: "schoolProfile" },
  "PUT /api/admin/school-profile": { access: "schoolProfile" },
  "POST /api/admin/school-profile/confirm": { access: "schoolProfile" },
  "GET /api/admin/getting-started": { access: "signed-in" },
  "GET /api/admin/disclosure": { access: "content" },
  "PUT /api/admin/disclosure/items/:key": { access: "content", url: "/api/admin/disclosure/items/nothing" },
  "PUT /api/admin/disclosure/settings": { access: "content" },
  "GET /api/admin/pages": { access: "content" },
  "POST /api/admin/pages": { access: "content" },
  "GET /api/admin/pages/:slug": { access: "content", url: "/api/admin/pages/nothing" },
  // Translating the school's pages is content work, as writing them is (issue 29).
  "GET /api/admin/translations/languages": { access: "content" },
  "GET /api/admin/translations/pages/:slug/:lang": {
    access: "content",
    url: "/api/admin/translations/pages/history/mr",
  },
  "PUT /api/admin/translations/pages/:slug/:lang": {
    access: "content",
    url: "/api/admin/translations/pages/history/mr",
  },
  "POST /api/admin/translations/pages/:slug/:lang/reviewed": {
    access: "content",
    url: "/api/admin/translations/pages/history/mr/reviewed",
  },
  "GET /api/admin/translations/items/:kind/:id/:lang": {
    access: "content",
    url: "/api/admin/translations/items/news/nothing/mr",
  },
  "PUT /api/admin/translations/items/:kind/:id/:lang": {
    access: "content",
    url: "/api/admin/translations/items/news/nothing/mr",
  },
  "POST /api/admin/translations/items/:kind/:id/:lang/reviewed": {
    access: "content",
    url: "/api/admin/translations/items/news/nothing/mr/reviewed",
  },
  "GET /api/admin/translations/texts/school/:lang": {
    access: "schoolProfile",
    url: "/api/admin/translations/texts/school/xx",
  },
  "PUT /api/admin/translations/texts/school/:lang": {
    access: "schoolProfile",
    url: "/api/admin/translations/texts/school/xx",
  },
  "POST /api/admin/translations/texts/school/:lang/reviewed": {
    access: "schoolProfile",
    url: "/api/admin/translations/texts/school/xx/reviewed",
  },
  "GET /api/admin/translations/texts/disclosure/:lang": {
    access: "content",
    url: "/api/admin/translations/texts/disclosure/xx",
  },
  "PUT /api/admin/translations/texts/disclosure/:lang": {
    access: "content",
    url: "/api/admin/translations/texts/disclosure/xx",
  },
  "POST /api/admin/translations/texts/disclosure/:lang/reviewed": {
    access: "content",
    url: "/api/admin/translations/texts/disclosure/xx/reviewed",
  },
  "GET /api/admin/translations/texts/menu/:lang": { access: "content", url: "/api/admin/translations/texts/menu/xx" },
  "PUT /api/admin/translations/texts/menu/:lang": { access: "content", url: "/api/admin/translations/texts/menu/xx" },
  "POST /api/admin/translations/texts/menu/:lang/reviewed": {
    access: "content",
    url: "/api/admin/translations/texts/menu/xx/reviewed",
  },
  "PUT /api/admin/pages/:slug": { access: "content", url: "/api/admin/pages/nothing" },
  "POST /api/admin/pages/:slug/publish": { access: "content", url: "/api/admin/pages/nothing/publish" },
  "GET /api/admin/pages/:slug/revisions": { access: "content", url: "/api/admin/pages/nothing/revisions" },
  "POST /api/admin/pages/:slug/revisions/:id/restore": {
    access: "content",
    url: "/api/admin/pages/nothing/revisions/1/restore",
  },
  "GET /api/admin/menu": { access: "content" },
  "PUT /api/admin/menu": { access: "content" },
};

const routes = Object.entries(table).map(([key, entry]) => {
  const [method, path] = key.split(" ") as ["GET" | "POST" | "PUT" | "PATCH" | "DELETE", string];
  return { key, method, url: entry.url ?? path, access: entry.access };
});
const guarded = routes.filter((r) => r.access !== "public");
const changing = guarded.filter((r) => r.method !== "GET");

describe("the staff API guard", () => {
  let app: App;
  let admin: StaffClient;
  const byRole = {} as Record<StaffRole, StaffClient>;

  beforeAll(async () => {
    app = await staffApp();
    admin = await signIn(app);
    byRole.admin = admin;
    byRole.editor = await addStaff(app, admin, "editor");
    byRole.admissions = await addStaff(app, admin, "admissions");
    byRole.principal = await addStaff(app, admin, "principal");
  });
  afterAll(() => app.close());

  it("gives the principal (issue 31) approving and publishing, never accounts, the audit log or school settings", () => {
    expect(["content", "approve", "pagePhotos", "uploads"].every((p) => can("principal", p as never))).toBe(true);
    expect(["accounts", "audit", "schoolProfile", "enquiries"].some((p) => can("principal", p as never))).toBe(false);
    expect(can("editor", "approve")).toBe(false);
  });

  it("lists every staff route in this table, with the access the app gives it", () => {
    const registered = Object.fromEntries(app.staffRoutes.map((r) => [`${r.method} ${r.url}`, r.access]));
    expect(registered).toEqual(Object.fromEntries(routes.map((r) => [r.key, r.access])));
  });

  it.each(guarded)("$key answers 401 without a session or with a forged one", async (route) => {
    const headers = { origin: SAME_ORIGIN, "x-csrf-token": admin.csrfToken };
    const none = await app.inject({
      method: route.method,
      url: route.url,
      headers,
      payload: route.method === "GET" ? undefined : {},
    });
    expect(none.statusCode).toBe(401);
    expect(none.json().message).toBe(guardMessages.signIn);
    const forged = await app.inject({
      method: route.method,
      url: route.url,
      headers: { ...headers, cookie: `staff_session=${"A".repeat(43)}` },
    });
    expect(forged.statusCode).toBe(401);
  });

  it.each(guarded.filter((r) => r.access !== "signed-in"))(
    "$key answers 403 to the roles without its permission, and lets the others past",
    async (route) => {
      const permission = route.access as Exclude<StaffAccess, "public" | "signed-in">;
      for (const role of staffRoles) {
        const res = await byRole[role].call(route.method, route.url, route.method === "GET" ? undefined : {});
        if (can(role, permission)) expect([401, 403], `${role} on ${route.key}`).not.toContain(res.statusCode);
        else {
          expect(res.statusCode, `${role} on ${route.key}`).toBe(403);
          expect(res.json().message).toMatch(/^Only|may not/);
        }
      }
    },
  );

  it.each(changing.filter((r) => r.key !== "POST /api/admin/logout"))(
    "$key answers 403 without the CSRF token, with a wrong one, or from another origin",
    async (route) => {
      const { cookie, csrfToken } = admin;
      const attempts: [string, Record<string, string>, string][] = [
        ["no token", { cookie, origin: SAME_ORIGIN }, guardMessages.csrf],
        [
          "wrong token",
          { cookie, origin: SAME_ORIGIN, "x-csrf-token": `${csrfToken.slice(0, -1)}x` },
          guardMessages.csrf,
        ],
        [
          "another user's token",
          { cookie, origin: SAME_ORIGIN, "x-csrf-token": byRole.editor.csrfToken },
          guardMessages.csrf,
        ],
        [
          "another site",
          { cookie, origin: "https://evil.example", "x-csrf-token": csrfToken },
          guardMessages.crossSite,
        ],
        [
          "another port",
          { cookie, origin: "http://localhost:8080", "x-csrf-token": csrfToken },
          guardMessages.crossSite,
        ],
        ["opaque origin", { cookie, origin: "null", "x-csrf-token": csrfToken }, guardMessages.crossSite],
        ["neither Origin nor Referer", { cookie, "x-csrf-token": csrfToken }, guardMessages.crossSite],
        [
          "a foreign Referer",
          { cookie, referer: "https://evil.example/x", "x-csrf-token": csrfToken },
          guardMessages.crossSite,
        ],
      ];
      for (const [what, headers, message] of attempts) {
        const res = await app.inject({ method: route.method, url: route.url, headers, payload: {} });
        expect(res.statusCode, what).toBe(403);
        expect(res.json().message, what).toBe(message);
      }
      // The same request with the token and a same-site Referer gets past the guard.
      const ok = await app.inject({
        method: route.method,
        url: route.url,
        headers: { cookie, referer: `${SAME_ORIGIN}/admin`, "x-csrf-token": csrfToken },
        payload: {},
      });
      expect([401, 403]).not.toContain(ok.statusCode);
    },
  );

  it("refuses a sign-out without the token, and signs out with it", async () => {
    const session = await signIn(app);
    const forged = await app.inject({
      method: "POST",
      url: "/api/admin/logout",
      headers: { cookie: session.cookie, origin: SAME_ORIGIN },
    });
    expect(forged.statusCode).toBe(403);
    expect((await session.get("/api/admin/me")).statusCode).toBe(200);
    expect((await session.post("/api/admin/logout")).statusCode).toBe(204);
    expect((await session.get("/api/admin/me")).statusCode).toBe(401);
  });

  it("refuses sign-in and set-password posted from another site", async () => {
    for (const url of ["/api/admin/login", "/api/admin/set-password"]) {
      const res = await app.inject({
        method: "POST",
        url,
        headers: { origin: "https://evil.example" },
        payload: { email: "admin@example.com", password: "correct horse battery" },
      });
      expect(res.statusCode, url).toBe(403);
      expect(res.headers["set-cookie"]).toBeUndefined();
    }
  });

  it("marks every staff answer no-store", async () => {
    expect((await admin.get("/api/admin/accounts")).headers["cache-control"]).toBe("no-store");
    expect((await app.inject({ method: "GET", url: "/api/admin/audit" })).headers["cache-control"]).toBe("no-store");
  });
});
