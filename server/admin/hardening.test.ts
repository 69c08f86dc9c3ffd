import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { passwordMessages } from "../accounts/passwords.ts";
import { appForTests } from "../api/forms/test-helpers.ts";
import { demoSchool } from "../demo/demo-school.ts";
import {
  ADMIN,
  type App,
  addStaff,
  expectEachRefused,
  SAME_ORIGIN,
  type StaffClient,
  signIn,
  staffApp,
  tokenOf,
  uploaded,
} from "./staff-test-helpers.ts";

/** Issue 15: regression tests for staff sign-in, passwords and certificates. */

const login = (app: App, email: string, password: string, remoteAddress = "127.0.0.1") =>
  app.inject({
    method: "POST",
    url: "/api/admin/login",
    payload: { email, password },
    headers: { origin: SAME_ORIGIN },
    remoteAddress,
  });

describe("issue 15: staff sign-in", () => {
  const app = appForTests(staffApp);

  it("15.6 a stranger's wrong tries do not lock the owner out from the owner's own address", async () => {
    const stranger: number[] = [];
    for (let i = 0; i < 6; i++)
      stranger.push((await login(app, ADMIN.email, `wrong ${i}`, "198.51.100.66")).statusCode);
    expect(stranger).toEqual([401, 401, 401, 401, 401, 429]);
    // The stranger stays locked, even with the right password.
    expect((await login(app, ADMIN.email, ADMIN.password, "198.51.100.66")).statusCode).toBe(429);
    // The owner, elsewhere, signs in.
    expect((await login(app, ADMIN.email, ADMIN.password, "203.0.113.20")).statusCode).toBe(200);
  });

  it("15.7 known and unknown e-mails answer alike after a flood, and a restart forgets nothing", async () => {
    const known = (await addStaff(app, await signIn(app, ADMIN.email, ADMIN.password), "editor")).user.email;
    const unknown = "nobody-here@example.com";
    const answers = async (email: string) => {
      const out: number[] = [];
      for (let i = 0; i < 6; i++) out.push((await login(app, email, "not it at all", "192.0.2.44")).statusCode);
      return out;
    };
    // Before: both lock after 5 failures.
    expect(await answers(known)).toEqual(await answers(unknown));
    // A flood of distinct unknown addresses (the old map was cleared past 10,000 entries).
    const db = app.services.database.db;
    const flood = Array.from({ length: 10_050 }, (_, i) => ({
      key: `flood-${i}`,
      subject: `flood-${i}`,
      failures: 1,
      lockedUntil: null,
      lastAt: new Date().toISOString(),
    }));
    for (let i = 0; i < flood.length; i += 500)
      await db
        .insertInto("loginFailures")
        .values(flood.slice(i, i + 500))
        .execute();
    const k = await login(app, known, "still not it", "192.0.2.44");
    const u = await login(app, unknown, "still not it", "192.0.2.44");
    expect([k.statusCode, u.statusCode]).toEqual([429, 429]);
    expect(k.body).toBe(u.body);
    // A new app on the same database (a restart) keeps both locks.
    const { buildApp } = await import("../app.ts");
    const again = await buildApp({ config: app.services.config, services: app.services });
    try {
      const k2 = await login(again as App, known, "x", "192.0.2.44");
      const u2 = await login(again as App, unknown, "x", "192.0.2.44");
      expect([k2.statusCode, u2.statusCode]).toEqual([429, 429]);
    } finally {
      await again.close();
    }
  });
});

describe("issue 15: password rules", () => {
  let app: App;
  let admin: StaffClient;
  beforeAll(async () => {
    app = await staffApp();
    // The school's name comes from its profile (the demo's here).
    await app.services.profiles.save(app.services.config.schoolCode, demoSchool);
    admin = await signIn(app);
  });
  afterAll(() => app.close());

  it("15.8 common passwords, repeated characters, the e-mail and the school's name are refused", async () => {
    const email = "policy@example.test";
    const created = await admin.post("/api/admin/accounts", { email, name: "Policy", role: "editor" });
    const token = tokenOf(created.json().setPasswordUrl);
    const set = (password: string) =>
      app.inject({
        method: "POST",
        url: "/api/admin/set-password",
        payload: { token, password },
        headers: { origin: SAME_ORIGIN },
      });
    const cases: [string, string][] = [
      ["aaaaaaaaaa", passwordMessages.repetitive],
      ["          ", passwordMessages.repetitive],
      ["password12", passwordMessages.common],
      ["qwertyuiop", passwordMessages.common],
      ["policy@example.test", passwordMessages.email],
      ["my policy rocks 42", passwordMessages.email],
      [`${demoSchool.name} 1`, passwordMessages.school],
      // W6: the short name too, as people write it.
      ["tvms@2024tvms", passwordMessages.school],
      ["Tvms12345678", passwordMessages.school],
    ];
    await expectEachRefused("password", cases, set);
    // The link still works for a good password.
    expect((await set("river lantern copper 7")).statusCode).toBe(204);
    // And changing one's own password follows the same rules.
    const policy = await signIn(app, email, "river lantern copper 7");
    const change = await policy.post("/api/admin/password", {
      currentPassword: "river lantern copper 7",
      newPassword: "password123",
    });
    expect(change.statusCode).toBe(400);
    expect(change.json().errors.newPassword).toBe(passwordMessages.common);
  });
});

describe("issue 15: certificates", () => {
  let app: App;
  let staff: StaffClient;
  beforeAll(async () => {
    app = await staffApp();
    staff = await addStaff(app, await signIn(app), "admissions");
  });
  afterAll(() => app.close());

  const lookup = (admission: string, name: string) =>
    app.inject({ method: "POST", url: "/api/tc/tvms", payload: { admission, name }, remoteAddress: "203.0.113.90" });

  it("15.13 restoring a revoked certificate does not revive links issued before the revocation", async () => {
    const file = await uploaded(
      staff,
      sharp({ create: { width: 60, height: 84, channels: 3, background: "#eee" } })
        .jpeg()
        .toBuffer(),
      "tc.jpg",
    );
    const cert = (
      await staff.post("/api/admin/certificates", { admissionNo: "TV2021/013", studentName: "Ira Rao", file })
    ).json();
    const old = (await lookup("TV2021/013", "Ira Rao")).json().data;
    expect((await app.inject({ url: `/api/image/${old}` })).statusCode).toBe(200);
    await staff.post(`/api/admin/certificates/${cert.id}/revoke`);
    await staff.post(`/api/admin/certificates/${cert.id}/restore`);
    expect((await app.inject({ url: `/api/image/${old}` })).statusCode).toBe(404);
    // A new lookup gives a new, working link.
    const fresh = (await lookup("TV2021/013", "Ira Rao")).json().data;
    expect((await app.inject({ url: `/api/image/${fresh}` })).statusCode).toBe(200);
  });

  it("15.14 certificate uploads leave no resized copies on disk", async () => {
    // Large enough that its AVIF copies take a while, as a phone photo of a certificate does.
    const photo = await sharp({
      create: {
        width: 1600,
        height: 2200,
        channels: 3,
        background: "#888",
        noise: { type: "gaussian", mean: 128, sigma: 40 },
      },
    })
      .jpeg()
      .toBuffer();
    const upload = await uploaded(staff, photo, "tc-big.jpg");
    const res = await staff.post("/api/admin/certificates", {
      admissionNo: "TV2021/014",
      studentName: "Dev Rao",
      file: upload,
    });
    expect(res.statusCode).toBe(201);
    await app.services.images.idle();
    const variants = path.join(app.services.config.dataDir, ".variants");
    const left = await fs.readdir(variants, { recursive: true }).catch(() => [] as string[]);
    const base = path.basename(upload);
    expect(left.filter((f) => String(f).includes(base))).toEqual([]);
  }, 60_000);
});
