import { randomBytes } from "node:crypto";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, expect } from "vitest";
import type { StaffRole } from "../../contract/staff.ts";
import { ensureFirstAdmin } from "../accounts/first-admin.ts";
import { testApp } from "../api/forms/test-helpers.ts";
import type { Config } from "../config.ts";
import { standIn } from "../shared/test-stand-in.ts";
import { multipart } from "../storage/test-files.ts";

/** Helpers for the staff API tests (not a test file itself). */

export const ADMIN = { email: "admin@example.com", password: "correct horse battery" };
/** What a browser page of the app sends as Origin under app.inject (Host: localhost:80). */
export const SAME_ORIGIN = "http://localhost";

export type App = Awaited<ReturnType<typeof testApp>>;

/**
 * An API-only app with the first admin (rate limits relaxed: the tests make
 * many calls), on the test settings with `overrides` (a database, a bucket).
 */
export async function staffApp(overrides: Partial<Config> = {}): Promise<App> {
  const app = await testApp({ admin: ADMIN, rateLimitFactor: 100, ...overrides });
  // Uploads queue AVIF copies; let them finish before the data dir is removed.
  app.addHook("preClose", async () => app.services.images.idle());
  await ensureFirstAdmin(app.services);
  return app;
}

/**
 * A staff app built before the enclosing describe block's tests and closed
 * after them, its first admin signed in as `admin`, and a new signed-in
 * account for each name given, in order: `staffForTests({ editor: "editor" })`.
 */
export function staffForTests<Name extends string>(
  roles: Record<Name, StaffRole>,
): { app: App; admin: StaffClient } & Record<Name, StaffClient & { password: string }> {
  const made: Record<string, object> = {};
  beforeAll(async () => {
    const app = await staffApp();
    const admin = await signIn(app);
    Object.assign(made, { app, admin });
    for (const [name, role] of Object.entries<StaffRole>(roles)) made[name] = await addStaff(app, admin, role);
  });
  afterAll(() => (made.app as App | undefined)?.close());
  const names = ["app", "admin", ...Object.keys(roles)];
  return Object.fromEntries(names.map((name) => [name, standIn(() => made[name])])) as never;
}

type Reply = Promise<LightMyRequestResponse>;
type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface StaffClient {
  user: { id: string; email: string; name: string; role: StaffRole };
  cookie: string;
  csrfToken: string;
  /** A request as the staff pages make it: cookie, same Origin, the CSRF token on changes. */
  call(method: Method, url: string, body?: unknown, headers?: Record<string, string>): Reply;
  get(url: string): Reply;
  post(url: string, body?: unknown): Reply;
  put(url: string, body?: unknown): Reply;
  patch(url: string, body?: unknown): Reply;
  delete(url: string): Reply;
  upload(data: Buffer, filename: string, contentType?: string): Reply;
}

export async function signIn(app: App, email = ADMIN.email, password = ADMIN.password): Promise<StaffClient> {
  const res = await app.inject({ method: "POST", url: "/api/admin/login", payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${res.statusCode} ${res.body}`);
  const raw = res.headers["set-cookie"];
  const cookie = (Array.isArray(raw) ? raw[0] : String(raw)).split(";")[0];
  const { user, csrfToken } = res.json();
  const call: StaffClient["call"] = (method, url, body, headers = {}) => {
    const opts: InjectOptions = { method, url, headers: { cookie, ...headers } };
    if (method !== "GET") opts.headers = { origin: SAME_ORIGIN, "x-csrf-token": csrfToken, ...opts.headers };
    if (body !== undefined) opts.payload = body as InjectOptions["payload"];
    return app.inject(opts);
  };
  return {
    user,
    cookie,
    csrfToken,
    call,
    get: (url) => call("GET", url),
    post: (url, body) => call("POST", url, body),
    put: (url, body) => call("PUT", url, body),
    patch: (url, body) => call("PATCH", url, body),
    delete: (url) => call("DELETE", url),
    upload: (data, filename, contentType = "application/octet-stream") => {
      const form = multipart([{ name: "file", filename, contentType, data }]);
      return call("POST", "/api/admin/uploads", form.payload, form.headers);
    },
  };
}

/** The token of a set-password link. */
export const tokenOf = (setPasswordUrl: string) => new URL(setPasswordUrl, "http://x").searchParams.get("token") ?? "";

/** Creates an account through the API, sets its password through the link and signs it in. */
export async function addStaff(
  app: App,
  admin: StaffClient,
  role: StaffRole,
  email = `${role}-${randomBytes(3).toString("hex")}@example.com`,
): Promise<StaffClient & { password: string }> {
  const created = await admin.post("/api/admin/accounts", { email, name: `The ${role}`, role });
  if (created.statusCode !== 201) throw new Error(`account not created: ${created.body}`);
  const password = `${role} password ${randomBytes(4).toString("hex")}`;
  const set = await app.inject({
    method: "POST",
    url: "/api/admin/set-password",
    payload: { token: tokenOf(created.json().setPasswordUrl), password },
  });
  if (set.statusCode !== 204) throw new Error(`password not set: ${set.body}`);
  return { ...(await signIn(app, email, password)), password };
}

/** Uploads and returns the new file id. */
export async function uploaded(client: StaffClient, data: Buffer | Promise<Buffer>, filename = "photo.jpg") {
  const res = await client.upload(await data, filename);
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return res.json().id as string;
}

/** Sends each value and expects it refused (400) with its message on `field`. */
export async function expectEachRefused(field: string, cases: [string, string][], send: (value: string) => Reply) {
  for (const [value, message] of cases) {
    const res = await send(value);
    expect(res.statusCode, value).toBe(400);
    expect(res.json().errors[field], value).toBe(message);
  }
}

/** The audit rows of the school, oldest first. */
export async function auditRows(app: App) {
  return app.services.database.db.selectFrom("auditLog").selectAll().orderBy("id", "asc").execute();
}
