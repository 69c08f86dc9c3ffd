import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, api, forgetSession, load, loginHref, requireSession, safeNext } from "./api.ts";

const session = { user: { id: "u1", email: "e@x.in", name: "E", role: "editor" }, csrfToken: "tok-123" };
const json = (status: number, body: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json" },
  });

let calls: { url: string; init: RequestInit }[] = [];
let answers: Record<string, Response | (() => Response)> = {};

beforeEach(() => {
  forgetSession();
  calls = [];
  answers = {};
  vi.stubGlobal("fetch", async (url: string, init: RequestInit = {}) => {
    calls.push({ url, init });
    const a = answers[`${init.method ?? "GET"} ${url}`];
    if (!a) return json(404, { message: `no answer for ${url}` });
    return typeof a === "function" ? a() : a.clone();
  });
});
afterEach(() => vi.unstubAllGlobals());

/** What a failed call threw: a redirect Response, a data() 403, or an ApiError. */
type Thrown = Response & ApiError & { init: ResponseInit; data: { message: string } };
const failure = (p: Promise<unknown>): Promise<Thrown> =>
  p.then(
    () => {
      throw new Error("expected the call to fail");
    },
    (e: unknown) => e as Thrown,
  );

const req = (path: string) => new Request(`http://school.test${path}`);

describe("addresses after sign-in", () => {
  it("follow only staff pages, never the sign-in page or another site", () => {
    for (const kept of ["/admin/enquiries?status=new", "/admin"]) expect(safeNext(kept)).toBe(kept);
    const refused = [
      null,
      "//evil.example/admin",
      "https://evil.example/admin",
      "/administrator",
      "/admin/login?next=/admin",
      "/admin/\\evil.example",
    ];
    for (const next of refused) expect(safeNext(next), String(next)).toBe("/admin");
  });

  it("keep the page asked for in ?next=", () => {
    expect(loginHref("http://school.test/admin/enquiries?status=new")).toBe(
      "/admin/login?next=%2Fadmin%2Fenquiries%3Fstatus%3Dnew",
    );
    expect(loginHref("http://school.test/admin")).toBe("/admin/login");
  });
});

describe("requireSession", () => {
  it("sends a visitor without a session to the sign-in page", async () => {
    answers["GET /api/admin/me"] = json(401, { message: "Please sign in." });
    const thrown = await failure(requireSession(req("/admin/content/news")));
    expect(thrown).toBeInstanceOf(Response);
    expect(thrown.status).toBe(302);
    expect(thrown.headers.get("location")).toBe("/admin/login?next=%2Fadmin%2Fcontent%2Fnews");
  });

  it("refuses a page the role may not use with 403", async () => {
    answers["GET /api/admin/me"] = json(200, session);
    const thrown = await failure(requireSession(req("/admin/accounts"), "accounts"));
    // data() with a status: React Router shows it to the error boundary as a 403 response.
    expect(thrown.init.status).toBe(403);
    expect(thrown.data.message).toBe("You do not have access to this page");
    await expect(requireSession(req("/admin/content"), "content")).resolves.toEqual(session);
    // The session is asked for once per page load.
    expect(calls.filter((c) => c.url === "/api/admin/me")).toHaveLength(1);
  });
});

describe("api", () => {
  it("sends the CSRF token on changes only, with the cookie of this origin", async () => {
    answers["GET /api/admin/me"] = json(200, session);
    answers["GET /api/admin/content/news"] = json(200, { items: [], total: 0 });
    answers["POST /api/admin/content/news"] = json(201, { id: "n9" });
    await api("/api/admin/content/news");
    await expect(api("/api/admin/content/news", { method: "POST", body: { title: "x" } })).resolves.toEqual({
      id: "n9",
    });
    const get = calls.find((c) => c.url === "/api/admin/content/news" && (c.init.method ?? "GET") === "GET")!;
    const post = calls.find((c) => c.init.method === "POST")!;
    expect((get.init.headers as Record<string, string>)["x-csrf-token"]).toBeUndefined();
    expect((post.init.headers as Record<string, string>)["x-csrf-token"]).toBe("tok-123");
    expect(post.init.credentials).toBe("same-origin");
    expect(post.init.body).toBe('{"title":"x"}');
  });

  it("turns a 400 into field errors and a 204 into nothing", async () => {
    answers["GET /api/admin/me"] = json(200, session);
    answers["PUT /api/admin/content/news/1"] = json(400, { message: "Invalid", errors: { title: "is required" } });
    answers["DELETE /api/admin/content/news/1"] = new Response(null, { status: 204 });
    const err = await failure(api("/api/admin/content/news/1", { method: "PUT", body: {} }));
    expect(err).toBeInstanceOf(ApiError);
    expect(err.fieldErrors).toEqual({ title: "is required" });
    await expect(api("/api/admin/content/news/1", { method: "DELETE" })).resolves.toBeUndefined();
  });

  it("in loaders, a 401 on any call sends to the sign-in page", async () => {
    answers["GET /api/admin/enquiries"] = json(401, { message: "Please sign in." });
    const thrown = await failure(load(req("/admin/enquiries"), "/api/admin/enquiries"));
    expect(thrown.status).toBe(302);
    expect(thrown.headers.get("location")).toBe("/admin/login?next=%2Fadmin%2Fenquiries");
  });
});
