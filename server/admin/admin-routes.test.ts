import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureFirstAdmin } from "../accounts/first-admin.ts";
import { hashPassword } from "../accounts/passwords.ts";
import { lockDurationMs } from "../accounts/staff-auth.ts";
import { addCertificate, appForTests, testApp, validEnquiry } from "../api/forms/test-helpers.ts";
import { newId } from "../content/content-repository.ts";
import { csvCell } from "./csv.ts";

type App = Awaited<ReturnType<typeof testApp>>;

const admin = { email: "admin@example.com", password: "correct horse battery" };

async function adminApp(overrides = {}) {
  const app = await testApp({ admin, ...overrides });
  await ensureFirstAdmin(app.services);
  return app;
}

const login = (app: App, email: string, password: string, headers: Record<string, string> = {}) =>
  app.inject({ method: "POST", url: "/api/admin/login", payload: { email, password }, headers });

/** The "name=value" of the session cookie a login answer set. */
function sessionCookie(res: { headers: Record<string, unknown> }): string {
  const raw = res.headers["set-cookie"];
  const first = Array.isArray(raw) ? raw[0] : String(raw);
  return first.split(";")[0];
}

describe("staff sign-in", () => {
  const app = appForTests(adminApp);

  it("sets an HttpOnly, SameSite=Strict session cookie over http, without Secure", async () => {
    const res = await login(app, "Admin@Example.com", admin.password);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user: { email: admin.email, role: "admin" } });
    expect(res.json().csrfToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const cookie = String(res.headers["set-cookie"]);
    expect(cookie).toMatch(/^staff_session=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/);
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("uses the __Host- prefix and Secure over https", async () => {
    const proxied = await adminApp({ trustProxy: true });
    try {
      const res = await login(proxied, admin.email, admin.password, { "x-forwarded-proto": "https" });
      expect(res.statusCode).toBe(200);
      const cookie = String(res.headers["set-cookie"]);
      expect(cookie).toMatch(/^__Host-staff_session=/);
      expect(cookie).toMatch(/Secure/);
      expect(cookie).toMatch(/Path=\//);
      expect(cookie).not.toMatch(/Domain=/);
      const list = await proxied.inject({
        method: "GET",
        url: "/api/admin/enquiries",
        headers: { cookie: sessionCookie(res), "x-forwarded-proto": "https" },
      });
      expect(list.statusCode).toBe(200);
    } finally {
      await proxied.close();
    }
  });

  it("answers an unknown e-mail and a wrong password alike, in about the same time", async () => {
    const timed = async (email: string) => {
      // Stay below the lockout: this test is about the answer to a plain failure.
      await app.services.database.db.deleteFrom("loginFailures").execute();
      const started = performance.now();
      const res = await login(app, email, "not the password");
      return { res, ms: performance.now() - started };
    };
    // Warm both paths once, then compare medians.
    await timed("nobody@example.com");
    await timed(admin.email);
    const unknown: number[] = [];
    const wrong: number[] = [];
    let bodies: string[] = [];
    for (let i = 0; i < 5; i++) {
      const u = await timed(`nobody${i}@example.com`);
      const w = await timed(admin.email);
      unknown.push(u.ms);
      wrong.push(w.ms);
      bodies = [u.res.body, w.res.body];
      expect([u.res.statusCode, w.res.statusCode]).toEqual([401, 401]);
    }
    expect(bodies[0]).toBe(bodies[1]);
    // Without the dummy hash an unknown address would answer ~50 times faster;
    // the wide bounds only absorb the noise of a busy test machine.
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[2];
    const ratio = median(unknown) / median(wrong);
    expect(ratio).toBeGreaterThan(0.33);
    expect(ratio).toBeLessThan(3);
    // Reset the account's count for the other tests.
    await app.services.database.db.deleteFrom("loginFailures").execute();
  });

  it("refuses a malformed login body with 400", async () => {
    expect((await app.inject({ method: "POST", url: "/api/admin/login", payload: { email: "a" } })).statusCode).toBe(
      400,
    );
    const broken = await app.inject({
      method: "POST",
      url: "/api/admin/login",
      payload: "{",
      headers: { "content-type": "application/json" },
    });
    expect(broken.statusCode).toBe(400);
  });

  it("tells a signed-in user who they are (GET /api/admin/me), and nobody else", async () => {
    const res = await login(app, admin.email, admin.password);
    const me = await app.inject({ method: "GET", url: "/api/admin/me", headers: { cookie: sessionCookie(res) } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ user: res.json().user, csrfToken: res.json().csrfToken });
    expect((await app.inject({ method: "GET", url: "/api/admin/me" })).statusCode).toBe(401);
  });

  it("ends the session on logout (a change like any other: it needs the CSRF token)", async () => {
    const res = await login(app, admin.email, admin.password);
    const cookie = sessionCookie(res);
    expect((await app.inject({ method: "GET", url: "/api/admin/enquiries", headers: { cookie } })).statusCode).toBe(
      200,
    );
    const forged = await app.inject({ method: "POST", url: "/api/admin/logout", headers: { cookie } });
    expect(forged.statusCode).toBe(403);
    const out = await app.inject({
      method: "POST",
      url: "/api/admin/logout",
      headers: { cookie, origin: "http://localhost", "x-csrf-token": res.json().csrfToken },
    });
    expect(out.statusCode).toBe(204);
    expect(String(out.headers["set-cookie"])).toMatch(/staff_session=;/);
    expect((await app.inject({ method: "GET", url: "/api/admin/enquiries", headers: { cookie } })).statusCode).toBe(
      401,
    );
  });
});

describe("passwords", () => {
  it("are stored as argon2id with 19 MiB of memory and 2 iterations", async () => {
    const stored = await hashPassword("a long enough password");
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});

describe("lockout", () => {
  it("escalates: 1 minute after 5 failures, then 2, 4 … up to an hour", () => {
    expect([4, 5, 6, 7, 8, 20].map(lockDurationMs)).toEqual([0, 60_000, 120_000, 240_000, 480_000, 3_600_000]);
  });

  it("locks an account after 5 failed tries, even against the right password, then longer", async () => {
    const app = await adminApp();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await login(app, admin.email, `wrong ${i}`)).statusCode);
      expect(statuses).toEqual([401, 401, 401, 401, 401]);
      const locked = await login(app, admin.email, admin.password);
      expect(locked.statusCode).toBe(429);
      expect(locked.json().message).toBe("Too many failed sign-ins. Please try again in 1 minute.");
      const wait = Number(locked.headers["retry-after"]);
      expect(wait).toBeGreaterThan(50);
      expect(wait).toBeLessThanOrEqual(60);

      // The minute passes; one more failure locks for two minutes.
      const db = app.services.database.db;
      await db
        .updateTable("loginFailures")
        .set({ lockedUntil: new Date(Date.now() - 1000).toISOString() })
        .execute();
      expect((await login(app, admin.email, "wrong again")).statusCode).toBe(401);
      const longer = await login(app, admin.email, admin.password);
      expect(longer.statusCode).toBe(429);
      expect(Number(longer.headers["retry-after"])).toBeGreaterThan(110);

      // After the lock, the right password works and resets the count.
      await db
        .updateTable("loginFailures")
        .set({ lockedUntil: new Date(Date.now() - 1000).toISOString() })
        .execute();
      expect((await login(app, admin.email, admin.password)).statusCode).toBe(200);
      const rows = await db.selectFrom("loginFailures").select("key").where("subject", "!=", "client").execute();
      expect(rows).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it("locks an unknown address the same way, so a lockout does not reveal an account", async () => {
    const app = await adminApp();
    try {
      for (let i = 0; i < 5; i++) await login(app, "ghost@example.com", "x");
      for (let i = 0; i < 5; i++) await login(app, admin.email, "x");
      const ghost = await login(app, "ghost@example.com", "x");
      const real = await login(app, admin.email, "x");
      expect([ghost.statusCode, real.statusCode]).toEqual([429, 429]);
      expect(ghost.json()).toEqual(real.json());
    } finally {
      await app.close();
    }
  });
});

describe("enquiries for staff", () => {
  let app: App;
  let cookie: string;
  beforeAll(async () => {
    app = await adminApp({ rateLimitFactor: 100 });
    cookie = sessionCookie(await login(app, admin.email, admin.password));
  });
  afterAll(() => app.close());

  const submit = (body: object) =>
    app.inject({ method: "POST", url: "/api/form/tvms/AdmissionEnquire", payload: { ...validEnquiry, ...body } });

  it("answers 401 without a valid session, for JSON and CSV", async () => {
    for (const url of ["/api/admin/enquiries", "/api/admin/enquiries.csv"]) {
      expect((await app.inject({ method: "GET", url })).statusCode).toBe(401);
      const forged = await app.inject({ method: "GET", url, headers: { cookie: `staff_session=${"a".repeat(43)}` } });
      expect(forged.statusCode).toBe(401);
      expect(forged.body).not.toContain("9876543210");
    }
  });

  it("answers 401 once the session has expired", async () => {
    const other = sessionCookie(await login(app, admin.email, admin.password));
    const token = other.split("=")[1];
    const url = "/api/admin/enquiries";
    expect((await app.inject({ method: "GET", url, headers: { cookie: other } })).statusCode).toBe(200);
    await app.services.database.db
      .updateTable("staffSessions")
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where("id", "=", createHash("sha256").update(token).digest("hex"))
      .execute();
    expect((await app.inject({ method: "GET", url, headers: { cookie: other } })).statusCode).toBe(401);
    // The other session is untouched.
    expect((await app.inject({ method: "GET", url, headers: { cookie } })).statusCode).toBe(200);
  });

  it("lists enquiries newest first, with what was sent stored verbatim", async () => {
    const sql = "x'); DELETE FROM enquiries; --";
    const script = "<script>alert(1)</script>";
    const first = (await submit({ name: "First Child" })).json().id;
    await new Promise((r) => setTimeout(r, 5));
    const second = (await submit({ name: sql, fatherName: script })).json().id;
    const res = await app.inject({ method: "GET", url: "/api/admin/enquiries", headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    const list = res.json() as { id: string; name: string; fatherName: string; consentAt: string }[];
    const ids = list.map((e) => e.id);
    expect(ids.indexOf(second)).toBeLessThan(ids.indexOf(first));
    expect(list.find((e) => e.id === second)).toMatchObject({ name: sql, fatherName: script });
    expect(list.every((e) => typeof e.consentAt === "string")).toBe(true);
    expect(list[0]).not.toHaveProperty("clientIp");
  });

  it("exports CSV with a BOM, quoted cells and formulas neutralised", async () => {
    await submit({ name: '=HYPERLINK("http://evil.example","click")', fatherName: '+91 trick, "quoted"' });
    await submit({ name: "-2+3", fatherName: "@SUM(A1)" });
    const res = await app.inject({ method: "GET", url: "/api/admin/enquiries.csv", headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="enquiries-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = res.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString("utf8");
    const lines = text.split("\r\n");
    expect(lines[0]).toBe(
      '"Received","Academic year","Student name","Parent name","Mobile number","E-mail","Board","Class","Consent given","Status","Notes","Id"',
    );
    expect(text).toContain('"\'=HYPERLINK(""http://evil.example"",""click"")"');
    expect(text).toContain('"\'+91 trick, ""quoted"""');
    expect(text).toContain('"\'-2+3","\'@SUM(A1)"');
    // No cell begins with a formula character once the quote is removed.
    for (const line of lines.slice(1).filter(Boolean)) {
      for (const cell of line.match(/"(?:[^"]|"")*"/g) ?? []) expect(cell.slice(1)).not.toMatch(/^[=+\-@\t\r]/);
    }
    expect(text.endsWith("\r\n")).toBe(true);
  });

  it("quotes each cell and neutralises formula prefixes", () => {
    expect(csvCell("=1+1")).toBe('"\'=1+1"');
    expect(csvCell("a\r\nb")).toBe('"a\r\nb"');
    expect(csvCell("\rX")).toBe('"\'\rX"');
    expect(csvCell("\tX")).toBe('"\'\tX"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell("Plain")).toBe('"Plain"');
  });

  it("refuses staff without the admissions role (403)", async () => {
    const db = app.services.database.db;
    await db
      .insertInto("staffUsers")
      .values({
        id: newId(),
        schoolCode: "tvms",
        email: "editor@example.com",
        name: "Editor",
        passwordHash: await hashPassword("editor password"),
        role: "editor",
        disabled: 0,
        failedLogins: 0,
        lockedUntil: null,
        createdAt: new Date().toISOString(),
      })
      .execute();
    const editor = sessionCookie(await login(app, "editor@example.com", "editor password"));
    const res = await app.inject({ method: "GET", url: "/api/admin/enquiries", headers: { cookie: editor } });
    expect(res.statusCode).toBe(403);
  });

  it("does not let a signed-in session open a certificate by its file id either", async () => {
    const cert = await addCertificate(app, "TV2001/001", "Some One");
    const res = await app.inject({ method: "GET", url: `/api/image/${cert.file}`, headers: { cookie } });
    expect(res.statusCode).toBe(404);
  });
});
