import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { StaffAccounts } from "../accounts/accounts.ts";
import { testApp, validEnquiry } from "../api/forms/test-helpers.ts";
import { newId } from "../content/content-repository.ts";
import { kindTable } from "../content/content-rows.ts";
import { image, multipart } from "../storage/test-files.ts";
import { addSchool } from "./school-admin.ts";
import { type App, atHost, type HostClient, schoolDatabases, setPasswordAt, signInAt } from "./school-test-helpers.ts";

/**
 * Staff of one school can never read or change another's: school A (the
 * deployment's SCHOOL_CODE, at localhost) and school B (at b.example) on
 * one process, B full of records, and A's admin walking every staff route
 * the app has (the registry the role-table test checks), once against B's
 * host and once against B's record ids on A's own host.
 */
const A = { code: "tvms", host: "localhost" };
const B = { code: "other", host: "b.example" };
/** The same address at both schools: accounts belong to a school. */
const EMAIL = "head@example.com";
const PASSWORD_A = "password of school A";
const PASSWORD_B = "password of school B";
/** Words only B's records hold: none may appear in an answer to A's staff. */
const B_MARKERS = ["Only at B", "editor@b.example"];

/** Tables with a schoolCode column, and how B's rows are found in the others. */
const SCHOOL_TABLES = [
  // Every content kind's table, so a new kind is checked too.
  ...Object.values(kindTable),
  "files",
  "pagePhotos",
  "enquiries",
  "transferCertificates",
  "staffUsers",
  "auditLog",
  "tcLookups",
  "disclosureItems",
  "pages",
  "pageRevisions",
  "menuEntries",
  "hosts",
] as const;

async function snapshotOf(app: App, school: string) {
  const db = app.services.database.db;
  const out: Record<string, unknown[]> = {};
  for (const table of SCHOOL_TABLES) {
    // biome-ignore lint/suspicious/noExplicitAny: every table listed has schoolCode
    out[table] = await (db as any).selectFrom(table).selectAll().where("schoolCode", "=", school).execute();
  }
  out.schools = await db.selectFrom("schools").selectAll().where("code", "=", school).execute();
  out.sessions = await db
    .selectFrom("staffSessions")
    .innerJoin("staffUsers", "staffUsers.id", "staffSessions.userId")
    .select(["staffSessions.id", "staffSessions.expiresAt"])
    .where("staffUsers.schoolCode", "=", school)
    .execute();
  return JSON.parse(JSON.stringify(out));
}

describe.each(schoolDatabases)("two schools' staff on $name", (target) => {
  let app: App;
  let database: { drop(): Promise<void> };
  let staffA: HostClient;
  let staffB: HostClient;
  const ids = {} as Record<"news" | "photo" | "enquiry" | "certificate" | "account" | "revision", string>;
  const slugB = "b-only-page";

  beforeAll(async () => {
    const opened = await target.open();
    database = opened;
    app = await testApp({ databaseUrl: opened.url, rateLimitFactor: 100 });
    app.addHook("preClose", async () => app.services.images.idle());

    // A is the deployment's own school: its first admin comes from a link too.
    const createdA = await new StaffAccounts(app.services.database.db, A.code).create({
      email: EMAIL,
      name: "Head of A",
      role: "admin",
    });
    if ("error" in createdA) throw new Error("A's admin not created");
    await setPasswordAt(app, A.host, createdA.setPasswordUrl, PASSWORD_A);

    const added = await addSchool(app.services, {
      code: B.code,
      name: "Other School",
      hosts: [B.host],
      adminEmail: EMAIL,
    });
    if (!added.admin) throw new Error("B's admin not created");
    await setPasswordAt(app, B.host, added.admin.setPasswordUrl, PASSWORD_B);

    // A reads in Marathi too, so its translation routes pass the language check and reach the lookup by B's page.
    const profileA = await app.services.profiles.get(A.code);
    expect((await app.services.profiles.save(A.code, { ...profileA, languages: ["en", "mr"] })).status).toBe("saved");
    staffA = await signInAt(app, A.host, EMAIL, PASSWORD_A);
    staffB = await signInAt(app, B.host, EMAIL, PASSWORD_B);

    // B's records, made by B's staff at B's host.
    const form = multipart([
      { name: "file", filename: "b.jpg", contentType: "image/jpeg", data: await image("jpeg", 64, 48, 7) },
    ]);
    const upload = await staffB.call("POST", "/api/admin/uploads", form.payload, form.headers);
    expect(upload.statusCode).toBe(201);
    const file = upload.json().id as string;
    const news = await staffB.call("POST", "/api/admin/content/news", {
      title: "Only at B news",
      description: "B's news",
      fromDate: "2025-01-01",
      attachments: [],
    });
    expect(news.statusCode, news.body).toBe(201);
    ids.news = news.json().id;
    const photo = await staffB.call("POST", "/api/admin/page-photos", {
      page: "history",
      tab: "",
      file,
      alt: "Only at B photo",
    });
    expect(photo.statusCode, photo.body).toBe(201);
    ids.photo = String(photo.json().id);
    const account = await staffB.call("POST", "/api/admin/accounts", {
      email: "editor@b.example",
      name: "Only at B editor",
      role: "editor",
    });
    expect(account.statusCode, account.body).toBe(201);
    ids.account = account.json().account.id;
    const page = await staffB.call("POST", "/api/admin/pages", { slug: slugB, title: "Only at B page" });
    expect(page.statusCode, page.body).toBe(201);
    const saved = await staffB.call("PUT", `/api/admin/pages/${slugB}`, {
      title: "Only at B page",
      description: "",
      blocks: [],
      version: page.json().page.version,
      publish: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const revision = await app.services.database.db
      .selectFrom("pageRevisions")
      .select("id")
      .where("schoolCode", "=", B.code)
      .executeTakeFirstOrThrow();
    ids.revision = String(revision.id);
    await app.services.enquiries.submit(
      B.code,
      { ...validEnquiry, name: "Only at B parent" },
      { clientIp: "192.0.2.1" },
    );
    const enquiryRow = await app.services.database.db
      .selectFrom("enquiries")
      .select("id")
      .where("schoolCode", "=", B.code)
      .executeTakeFirstOrThrow();
    ids.enquiry = enquiryRow.id;
    ids.certificate = newId();
    const now = new Date().toISOString();
    await app.services.database.db
      .insertInto("transferCertificates")
      .values({
        id: ids.certificate,
        schoolCode: B.code,
        admissionNo: "B-001",
        studentName: "Only at B student",
        file,
        revokedAt: null,
        createdAt: now,
        updatedAt: now,
      })
      .execute();
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  /** Every guarded staff route the app has, its parameters filled with B's records. */
  const routesWithBIds = () =>
    app.staffRoutes
      .filter((r) => r.access !== "public")
      .map((r) => {
        const family = r.url.split("/")[3];
        const idOf: Record<string, string> = {
          content: ids.news,
          accounts: ids.account,
          "page-photos": ids.photo,
          enquiries: ids.enquiry,
          certificates: ids.certificate,
          pages: ids.revision,
        };
        const url = r.url
          .replace(":kind", "news")
          .replace(":slug", slugB)
          .replace(":key", "affiliationNo")
          .replace(":lang", "mr")
          .replace(":id", idOf[family] ?? "nothing");
        return { key: `${r.method} ${r.url}`, method: r.method as "GET", url, bound: /:(id|slug)\b/.test(r.url) };
      });

  /** Bodies that would change B's record if the id were A's. */
  const bodies: Record<string, unknown> = {
    "PUT /api/admin/content/:kind/:id": {
      title: "Changed by A",
      description: "",
      fromDate: "2025-01-02",
      attachments: [],
    },
    "POST /api/admin/accounts/:id/disabled": { disabled: true },
    "POST /api/admin/accounts/:id/role": { role: "admissions" },
    "PUT /api/admin/page-photos/:id": { alt: "Changed by A" },
    "PATCH /api/admin/enquiries/:id": { status: "closed", notes: "Changed by A" },
    "PUT /api/admin/certificates/:id": { studentName: "Changed by A" },
    "PUT /api/admin/pages/:slug": { title: "Changed by A", description: "", blocks: [], version: 2, publish: true },
    "POST /api/admin/pages/:slug/publish": { version: 2 },
    "POST /api/admin/pages/:slug/revisions/:id/restore": { version: 2 },
  };

  it("keeps accounts per school: the same e-mail signs in to each school with its own password only", async () => {
    const wrong = await atHost(app, B.host).call("POST", "/api/admin/login", { email: EMAIL, password: PASSWORD_A });
    expect(wrong.statusCode).toBe(401);
    const meA = await staffA.call("GET", "/api/admin/me");
    const meB = await staffB.call("GET", "/api/admin/me");
    expect(meA.json().user.email).toBe(EMAIL);
    expect(meB.json().user.email).toBe(EMAIL);
    expect(meA.json().user.id).not.toBe(meB.json().user.id);
  });

  it("answers every staff route 401 to a session of school A presented at school B's host", async () => {
    const before = await snapshotOf(app, B.code);
    const aAtB = atHost(app, B.host, { cookie: staffA.cookie, csrfToken: staffA.csrfToken });
    const routes = routesWithBIds();
    expect(routes.length).toBeGreaterThan(40);
    for (const route of routes) {
      const res = await aAtB.call(
        route.method,
        route.url,
        route.method === "GET" ? undefined : (bodies[route.key] ?? {}),
      );
      expect(res.statusCode, route.key).toBe(401);
      for (const marker of B_MARKERS) expect(res.body, route.key).not.toContain(marker);
    }
    expect(await snapshotOf(app, B.code)).toEqual(before);
  });

  it("never reads or changes B's records when A's staff name B's ids at A's host", async () => {
    const before = await snapshotOf(app, B.code);
    for (const route of routesWithBIds()) {
      if (route.key === "POST /api/admin/logout") continue;
      const res = await staffA.call(
        route.method,
        route.url,
        route.method === "GET" ? undefined : (bodies[route.key] ?? {}),
      );
      // Past the guard (A's own session, at A's host), but B's record is not there.
      expect([401, 403], route.key).not.toContain(res.statusCode);
      if (route.bound) expect(res.statusCode, `${route.key}: ${res.body}`).toBe(404);
      for (const marker of B_MARKERS) expect(res.body, route.key).not.toContain(marker);
    }
    expect(await snapshotOf(app, B.code)).toEqual(before);
    // B's staff still see their own records.
    expect((await staffB.call("GET", `/api/admin/content/news/${ids.news}`)).json()).toMatchObject({
      title: "Only at B news",
    });
  });

  it("writes each school's staff actions to its own audit log", async () => {
    const made = await staffA.call("POST", "/api/admin/content/news", {
      title: "A's news",
      description: "",
      fromDate: "2025-01-03",
      attachments: [],
    });
    expect(made.statusCode).toBe(201);
    const rows = await app.services.database.db.selectFrom("auditLog").selectAll().execute();
    const userA = (await staffA.call("GET", "/api/admin/me")).json().user.id;
    const userB = (await staffB.call("GET", "/api/admin/me")).json().user.id;
    expect(rows.filter((r) => r.userId === userA).map((r) => r.schoolCode)).toEqual(expect.arrayContaining([A.code]));
    expect(rows.filter((r) => r.userId === userA).every((r) => r.schoolCode === A.code)).toBe(true);
    expect(rows.filter((r) => r.userId === userB).every((r) => r.schoolCode === B.code)).toBe(true);
    expect(rows.some((r) => r.userId === userA && r.action === "create" && r.entityId === made.json().id)).toBe(true);
    expect(rows.some((r) => r.userId === userB && r.action === "login")).toBe(true);
    // What A's audit page lists is A's only.
    const listed = await staffA.call("GET", "/api/admin/audit");
    expect(listed.statusCode).toBe(200);
    for (const marker of B_MARKERS) expect(listed.body).not.toContain(marker);
  });
});
