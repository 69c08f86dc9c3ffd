import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { can, type StaffRole, staffRoles } from "../../contract/staff.ts";
import { staffApiPaths } from "../../contract/staff-api-paths.ts";
import { guardMessages, type StaffAccess } from "./admin-http.ts";
import { type App, addStaff, SAME_ORIGIN, type StaffClient, signIn, staffApp } from "./staff-test-helpers.ts";

/**
 * Every staff route, by who may call it. The first test compares this table
 * with the routes the app really has, so a new route cannot be added without
 * being listed (and so tested) here. Each is tried with unknown ids and an
 * unknown language (see `standIns`) and an empty body: an allowed request
 * gets past the guard to a 400 or 404 and changes nothing.
 */
const table: Partial<Record<StaffAccess, string[]>> = {
  public: [`POST ${staffApiPaths.session.login}`, `POST ${staffApiPaths.session.setPassword}`],
  "signed-in": [
    `GET ${staffApiPaths.session.me}`,
    `POST ${staffApiPaths.session.logout}`,
    `POST ${staffApiPaths.session.password}`,
    `GET ${staffApiPaths.schoolProfile.gettingStarted}`,
  ],
  accounts: [
    `GET ${staffApiPaths.accounts.list}`,
    `POST ${staffApiPaths.accounts.list}`,
    `POST ${staffApiPaths.accounts.resetLink}`,
    `POST ${staffApiPaths.accounts.disabled}`,
    `POST ${staffApiPaths.accounts.role}`,
    `POST ${staffApiPaths.accounts.endSessions}`,
  ],
  content: [
    `GET ${staffApiPaths.content.list}`,
    `GET ${staffApiPaths.content.one}`,
    `POST ${staffApiPaths.content.list}`,
    `PUT ${staffApiPaths.content.one}`,
    `DELETE ${staffApiPaths.content.one}`,
    `POST ${staffApiPaths.content.reorder}`,
    `POST ${staffApiPaths.content.withdraw}`,
    `GET ${staffApiPaths.approvals.settings}`,
    `GET ${staffApiPaths.approvals.scheduled}`,
    `GET ${staffApiPaths.alerts.list}`,
    `GET ${staffApiPaths.alerts.phones}`,
    `POST ${staffApiPaths.alerts.list}`,
    `DELETE ${staffApiPaths.alerts.one}`,
    `GET ${staffApiPaths.disclosure.page}`,
    `PUT ${staffApiPaths.disclosure.item}`,
    `PUT ${staffApiPaths.disclosure.settings}`,
    `GET ${staffApiPaths.pages.list}`,
    `POST ${staffApiPaths.pages.list}`,
    `GET ${staffApiPaths.pages.one}`,
    `PUT ${staffApiPaths.pages.one}`,
    `POST ${staffApiPaths.pages.publish}`,
    `GET ${staffApiPaths.pages.revisions}`,
    `POST ${staffApiPaths.pages.restore}`,
    `GET ${staffApiPaths.pages.menu}`,
    `PUT ${staffApiPaths.pages.menu}`,
    // Translating the school's pages is content work, as writing them is (issue 29).
    `GET ${staffApiPaths.translations.languages}`,
    ...translationScreen(staffApiPaths.translations.page, staffApiPaths.translations.pageReviewed),
    ...translationScreen(staffApiPaths.translations.item, staffApiPaths.translations.itemReviewed),
    ...translationScreen(
      staffApiPaths.translations.texts("disclosure"),
      staffApiPaths.translations.textsReviewed("disclosure"),
    ),
    ...translationScreen(staffApiPaths.translations.texts("menu"), staffApiPaths.translations.textsReviewed("menu")),
  ],
  schoolProfile: [
    `PUT ${staffApiPaths.approvals.settings}`,
    `GET ${staffApiPaths.schoolProfile.profile}`,
    `PUT ${staffApiPaths.schoolProfile.profile}`,
    `POST ${staffApiPaths.schoolProfile.confirm}`,
    ...translationScreen(
      staffApiPaths.translations.texts("school"),
      staffApiPaths.translations.textsReviewed("school"),
    ),
  ],
  approve: [
    `GET ${staffApiPaths.approvals.list}`,
    `GET ${staffApiPaths.approvals.one}`,
    `POST ${staffApiPaths.approvals.approve}`,
    `POST ${staffApiPaths.approvals.sendBack}`,
  ],
  uploads: [`POST ${staffApiPaths.uploads}`],
  pagePhotos: [
    `GET ${staffApiPaths.pagePhotos.list}`,
    `POST ${staffApiPaths.pagePhotos.list}`,
    `PUT ${staffApiPaths.pagePhotos.one}`,
    `DELETE ${staffApiPaths.pagePhotos.one}`,
    `POST ${staffApiPaths.pagePhotos.reorder}`,
    `POST ${staffApiPaths.pagePhotos.many}`,
    `POST ${staffApiPaths.pagePhotos.removeDemo}`,
    `GET ${staffApiPaths.pagePhotos.demoCount}`,
    `GET ${staffApiPaths.pagePhotos.undescribed}`,
  ],
  enquiries: [
    `GET ${staffApiPaths.enquiries.list}`,
    `GET ${staffApiPaths.enquiries.csv}`,
    `GET ${staffApiPaths.enquiries.weekly}`,
    `GET ${staffApiPaths.enquiries.choices}`,
    `PATCH ${staffApiPaths.enquiries.one}`,
  ],
  certificates: [
    `GET ${staffApiPaths.certificates.list}`,
    `POST ${staffApiPaths.certificates.list}`,
    `GET ${staffApiPaths.certificates.lookups}`,
    `PUT ${staffApiPaths.certificates.one}`,
    `POST ${staffApiPaths.certificates.revoke}`,
    `POST ${staffApiPaths.certificates.restore}`,
    `GET ${staffApiPaths.certificates.file}`,
    `GET ${staffApiPaths.certificates.slip}`,
  ],
  audit: [`GET ${staffApiPaths.audit}`],
};

/** The three routes of a translation screen: read it, save it, mark it reviewed. */
function translationScreen(at: string, reviewed: string): string[] {
  return [`GET ${at}`, `PUT ${at}`, `POST ${reviewed}`];
}

/** What a route's parameters are when it is tried: nothing the school has. */
const standIns: Record<string, string> = { kind: "news", id: "nothing", slug: "nothing", key: "nothing", lang: "xx" };
/** Routes whose ids are numbers, or that need a query, tried at these addresses instead. */
const triedAt: Record<string, string> = {
  [`GET ${staffApiPaths.pagePhotos.list}`]: "/api/admin/page-photos?page=history",
  [`PUT ${staffApiPaths.pagePhotos.one}`]: "/api/admin/page-photos/999999",
  [`DELETE ${staffApiPaths.pagePhotos.one}`]: "/api/admin/page-photos/999999",
  [`POST ${staffApiPaths.pages.restore}`]: "/api/admin/pages/nothing/revisions/1/restore",
};

const routes = (Object.entries(table) as [StaffAccess, string[]][]).flatMap(([access, keys]) =>
  keys.map((key) => {
    const [method, path] = key.split(" ") as ["GET" | "POST" | "PUT" | "PATCH" | "DELETE", string];
    const url = triedAt[key] ?? path.replace(/:(\w+)/g, (_, name: string) => standIns[name]);
    return { key, method, url, access };
  }),
);
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

  it.each(changing.filter((r) => r.key !== `POST ${staffApiPaths.session.logout}`))(
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
