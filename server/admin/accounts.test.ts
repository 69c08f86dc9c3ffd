import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CreateAccountResponse, StaffAccount } from "../../contract/staff.ts";
import { accountMessages } from "../accounts/accounts.ts";
import {
  ADMIN,
  type App,
  addStaff,
  auditRows,
  type StaffClient,
  signIn,
  staffApp,
  tokenOf,
} from "./staff-test-helpers.ts";

describe("staff accounts", () => {
  let app: App;
  let admin: StaffClient;
  const login = (email: string, password: string) =>
    app.inject({ method: "POST", url: "/api/admin/login", payload: { email, password } });
  const setPassword = (token: string, password: string) =>
    app.inject({ method: "POST", url: "/api/admin/set-password", payload: { token, password } });
  /** The admin adds an account, as the Accounts screen does. */
  const create = (email: string, name: string, role: string) =>
    admin.post("/api/admin/accounts", { email, name, role });

  beforeAll(async () => {
    app = await staffApp();
    admin = await signIn(app);
  });
  afterAll(() => app.close());

  it("creates an account without a password, to be set once through a link that is stored hashed", async () => {
    const res = await create(" New.Editor@Example.com ", "Meera", "editor");
    expect(res.statusCode).toBe(201);
    const body = CreateAccountResponse.parse(res.json());
    expect(body.account).toMatchObject({
      email: "new.editor@example.com",
      name: "Meera",
      role: "editor",
      disabled: false,
      hasPassword: false,
    });
    expect(body.setPasswordUrl).toMatch(/^\/admin\/set-password\?token=[A-Za-z0-9_-]{43}$/);
    const token = tokenOf(body.setPasswordUrl);
    const row = await app.services.database.db
      .selectFrom("staffUsers")
      .selectAll()
      .where("id", "=", body.account.id)
      .executeTakeFirstOrThrow();
    expect(row.passwordHash).toBeNull();
    expect(row.passwordTokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(row)).not.toContain(token);
    const expires = Date.parse(row.passwordTokenExpiresAt ?? "");
    expect(expires - Date.now()).toBeGreaterThan(71.9 * 3600_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(72 * 3600_000);

    // No password yet: nothing signs in.
    expect((await login("new.editor@example.com", "")).statusCode).toBe(400);
    expect((await login("new.editor@example.com", "any password at all")).statusCode).toBe(401);

    expect((await setPassword(token, "short")).statusCode).toBe(400);
    expect((await setPassword(token, "meera's new password")).statusCode).toBe(204);
    expect((await login("new.editor@example.com", "meera's new password")).statusCode).toBe(200);
    const reused = await setPassword(token, "another password here");
    expect(reused.statusCode).toBe(400);
    expect(reused.json().errors.token).toBe(accountMessages.linkInvalid);
    expect((await login("new.editor@example.com", "another password here")).statusCode).toBe(401);
  });

  it("refuses a second account with the same e-mail, and bad input, with a message per field", async () => {
    const dup = await create(ADMIN.email.toUpperCase(), "X", "admin");
    expect(dup.statusCode).toBe(400);
    expect(dup.json().errors).toEqual({ email: accountMessages.emailTaken });
    const bad = await create("not-an-email", "", "owner");
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(["email", "name", "role"]);
  });

  it("lets a link expire, and a new link replace the old one", async () => {
    const created = (await create("late@example.com", "Late", "admissions")).json();
    await app.services.database.db
      .updateTable("staffUsers")
      .set({ passwordTokenExpiresAt: new Date(Date.now() - 1000).toISOString() })
      .where("id", "=", created.account.id)
      .execute();
    expect((await setPassword(tokenOf(created.setPasswordUrl), "a good password")).statusCode).toBe(400);

    const first = (await admin.post(`/api/admin/accounts/${created.account.id}/reset-link`)).json();
    const second = (await admin.post(`/api/admin/accounts/${created.account.id}/reset-link`)).json();
    expect(first.setPasswordUrl).not.toBe(second.setPasswordUrl);
    expect((await setPassword(tokenOf(first.setPasswordUrl), "a good password")).statusCode).toBe(400);
    expect((await setPassword(tokenOf(second.setPasswordUrl), "a good password")).statusCode).toBe(204);
    expect((await admin.post("/api/admin/accounts/unknown/reset-link")).statusCode).toBe(404);
  });

  it("disables an account: its sessions end, it cannot sign in or use a link, until enabled again", async () => {
    const editor = await addStaff(app, admin, "editor", "disable-me@example.com");
    expect((await editor.get("/api/admin/me")).statusCode).toBe(200);
    const off = await admin.post(`/api/admin/accounts/${editor.user.id}/disabled`, { disabled: true });
    expect(off.statusCode).toBe(200);
    expect(StaffAccount.parse(off.json())).toMatchObject({ disabled: true, hasPassword: true });
    expect((await editor.get("/api/admin/me")).statusCode).toBe(401);
    expect((await login(editor.user.email, editor.password)).statusCode).toBe(401);
    const link = (await admin.post(`/api/admin/accounts/${editor.user.id}/reset-link`)).json();
    expect((await setPassword(tokenOf(link.setPasswordUrl), "sneaky new password")).statusCode).toBe(400);

    expect(
      (await admin.post(`/api/admin/accounts/${editor.user.id}/disabled`, { disabled: false })).json().disabled,
    ).toBe(false);
    expect((await login(editor.user.email, editor.password)).statusCode).toBe(200);
    const list = (await admin.get("/api/admin/accounts")).json() as { email: string }[];
    expect(list.map((a) => a.email)).toContain("disable-me@example.com");
    expect(JSON.stringify(list)).not.toMatch(/argon2|passwordHash|Token/);
  });

  it("does not let an admin disable their own account", async () => {
    const res = await admin.post(`/api/admin/accounts/${admin.user.id}/disabled`, { disabled: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.disabled).toBe(accountMessages.selfDisable);
    expect((await admin.get("/api/admin/me")).statusCode).toBe(200);
  });

  it("changes a role: the new rights apply at once, without signing in again; not one's own role", async () => {
    const staff = await addStaff(app, admin, "admissions", "role-change@example.com");
    expect((await staff.get("/api/admin/enquiries")).statusCode).toBe(200);
    expect((await staff.get("/api/admin/content/news")).statusCode).toBe(403);
    const changed = await admin.post(`/api/admin/accounts/${staff.user.id}/role`, { role: "editor" });
    expect(changed.statusCode).toBe(200);
    expect(StaffAccount.parse(changed.json()).role).toBe("editor");
    expect((await staff.get("/api/admin/content/news")).statusCode).toBe(200);
    expect((await staff.get("/api/admin/enquiries")).statusCode).toBe(403);

    expect((await admin.post(`/api/admin/accounts/${staff.user.id}/role`, { role: "owner" })).statusCode).toBe(400);
    expect((await admin.post("/api/admin/accounts/nobody/role", { role: "editor" })).statusCode).toBe(404);
    const self = await admin.post(`/api/admin/accounts/${admin.user.id}/role`, { role: "editor" });
    expect(self.statusCode).toBe(400);
    expect(self.json().errors.role).toBe(accountMessages.selfRole);
    expect((await admin.get("/api/admin/accounts")).statusCode).toBe(200);
  });

  it("ends another user's sessions", async () => {
    const other = await addStaff(app, admin, "admissions");
    expect((await other.get("/api/admin/enquiries")).statusCode).toBe(200);
    expect((await admin.post(`/api/admin/accounts/${other.user.id}/end-sessions`)).statusCode).toBe(204);
    expect((await other.get("/api/admin/enquiries")).statusCode).toBe(401);
    expect((await admin.get("/api/admin/me")).statusCode).toBe(200);
    // They can sign in again.
    expect((await login(other.user.email, other.password)).statusCode).toBe(200);
  });

  it("changes one's own password with the current one, ending the other sessions", async () => {
    const user = await addStaff(app, admin, "editor");
    const elsewhere = await signIn(app, user.user.email, user.password);
    const wrong = await user.post("/api/admin/password", {
      currentPassword: "not it",
      newPassword: "a brand new password",
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.currentPassword).toBe(accountMessages.wrongPassword);
    const weak = await user.post("/api/admin/password", { currentPassword: user.password, newPassword: "short" });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors).toHaveProperty("newPassword");
    const ok = await user.post("/api/admin/password", {
      currentPassword: user.password,
      newPassword: "a brand new password",
    });
    expect(ok.statusCode).toBe(204);
    expect((await user.get("/api/admin/me")).statusCode).toBe(200);
    expect((await elsewhere.get("/api/admin/me")).statusCode).toBe(401);
    expect((await login(user.user.email, user.password)).statusCode).toBe(401);
    expect((await login(user.user.email, "a brand new password")).statusCode).toBe(200);
  });

  it("locks the password change after repeated wrong current passwords, like sign-in", async () => {
    const user = await addStaff(app, admin, "admissions");
    for (let i = 0; i < 5; i++) {
      expect(
        (await user.post("/api/admin/password", { currentPassword: `guess ${i}`, newPassword: "whatever it is" }))
          .statusCode,
      ).toBe(400);
    }
    const locked = await user.post("/api/admin/password", {
      currentPassword: user.password,
      newPassword: "whatever it is",
    });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("records account changes in the audit log", async () => {
    const actions = (await auditRows(app)).filter((r) => r.entity === "staffUser").map((r) => r.action);
    for (const action of [
      "create",
      "reset-link",
      "set-password",
      "disable",
      "enable",
      "end-sessions",
      "change-password",
      "change-password-failed",
    ]) {
      expect(actions).toContain(action);
    }
    const created = (await auditRows(app)).find((r) => r.action === "create" && r.entity === "staffUser");
    expect(created).toMatchObject({ userId: admin.user.id, detail: "new.editor@example.com as editor" });
  });
});
