import type { InjectOptions, LightMyRequestResponse } from "fastify";
import type { testApp } from "../api/forms/test-helpers.ts";
import { createPgDatabase } from "../ops/test-pg.ts";

/** Helpers for the many-schools tests (not a test file itself). */

export type App = Awaited<ReturnType<typeof testApp>>;

/** The databases the many-schools tests run on: an in-memory SQLite and a fresh PostgreSQL database. */
export const schoolDatabases = [
  { name: "sqlite", open: async () => ({ url: ":memory:", drop: async () => {} }) },
  { name: "postgres", open: async () => createPgDatabase() },
] as const;

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** A browser at one host: its Host and Origin, and after `signIn` the session cookie and CSRF token. */
export interface HostClient {
  host: string;
  cookie: string;
  csrfToken: string;
  call(method: Method, url: string, body?: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
}

export function atHost(
  app: App,
  host: string,
  session: { cookie: string; csrfToken: string } = { cookie: "", csrfToken: "" },
): HostClient {
  return {
    host,
    ...session,
    call(method, url, body, headers = {}) {
      const opts: InjectOptions = {
        method,
        url,
        headers: {
          host,
          ...(session.cookie ? { cookie: session.cookie } : {}),
          ...(method === "GET" ? {} : { origin: `http://${host}`, "x-csrf-token": session.csrfToken }),
          ...headers,
        },
      };
      if (body !== undefined) opts.payload = body as InjectOptions["payload"];
      return app.inject(opts);
    },
  };
}

/** Signs in at a host; throws unless it worked. */
export async function signInAt(app: App, host: string, email: string, password: string): Promise<HostClient> {
  const res = await atHost(app, host).call("POST", "/api/admin/login", { email, password });
  if (res.statusCode !== 200) throw new Error(`sign-in of ${email} at ${host} failed: ${res.statusCode} ${res.body}`);
  const raw = res.headers["set-cookie"];
  const cookie = (Array.isArray(raw) ? raw[0] : String(raw)).split(";")[0];
  return atHost(app, host, { cookie, csrfToken: res.json().csrfToken });
}

/** Sets a password through a one-time link at a host. */
export async function setPasswordAt(app: App, host: string, setPasswordUrl: string, password: string) {
  const token = new URL(setPasswordUrl, "http://x").searchParams.get("token") ?? "";
  const res = await atHost(app, host).call("POST", "/api/admin/set-password", { token, password });
  if (res.statusCode !== 204) throw new Error(`password not set at ${host}: ${res.body}`);
}
