import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppContext } from "../../contract/site-data.ts";
import { validEnquiry } from "../api/forms/test-helpers.ts";
import { buildApp } from "../app.ts";
import { testConfig } from "../config.ts";
import { addSchool, formatSchoolList, listSchools } from "./school-admin.ts";
import { type App, schoolDatabases } from "./school-test-helpers.ts";

/**
 * Two hosts on one process: each shows its own school's name, pages and
 * content, and the page cache never hands one school's page to the other.
 * The stand-in for the React Router build renders from the request's
 * context.site, as the real loaders do.
 */
async function render(request: Request, context: AppContext): Promise<Response> {
  const { pathname } = new URL(request.url);
  const site = context.site;
  if (request.method === "POST" && pathname === "/admission-enquire") {
    const outcome = await site.submitEnquiry?.(validEnquiry, { clientIp: context.clientIp ?? "unknown" });
    return Response.json(outcome);
  }
  const school = await site.school();
  let main: string;
  if (pathname === "/") {
    main = (await site.list("news")).map((n) => `<li>${n.title}</li>`).join("");
  } else {
    const page = await site.page?.(pathname.slice(1));
    if (!page) return new Response("<h1>Not found</h1>", { status: 404, headers: { "content-type": "text/html" } });
    main = `<h2>${page.title}</h2>`;
  }
  return new Response(
    `<!doctype html><html><head><title>${school.name}</title></head><body><h1>${school.name}</h1><main>${main}</main></body></html>`,
    {
      headers: { "content-type": "text/html; charset=utf-8" },
    },
  );
}

describe.each(schoolDatabases)("two schools on one process, on $name", (target) => {
  let app: App;
  let database: { url: string; drop(): Promise<void> };
  let dataDir: string;
  const get = (host: string, url: string) => app.inject({ method: "GET", url, headers: { host } });

  beforeAll(async () => {
    database = await target.open();
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "two-schools-"));
    app = (await buildApp({
      config: testConfig({ dataDir, databaseUrl: database.url, rateLimitFactor: 100 }),
      pages: { buildDir: dataDir, handler: render },
    })) as App;
    const s = app.services;
    await s.profiles.save("tvms", { ...(await s.profiles.get("tvms")), name: "Alpha School" });
    await addSchool(s, { code: "beta", name: "Beta School", hosts: ["www.beta.example", "beta.example"] });
    await s.content.create("tvms", "news", {
      title: "Alpha sports day",
      description: "",
      fromDate: "2025-01-01",
      attachments: [],
    });
    await s.content.create("beta", "news", {
      title: "Beta science fair",
      description: "",
      fromDate: "2025-01-01",
      attachments: [],
    });
    for (const [school, title] of [
      ["tvms", "Alpha bus routes"],
      ["beta", "Beta bus routes"],
    ] as const) {
      const page = await s.pages.create(school, { slug: "bus-routes", title, trail: [] }, null);
      if (!page) throw new Error("page not made");
      const published = await s.pages.publish(school, "bus-routes", page.version, null);
      expect(published).toMatchObject({ status: "saved" });
    }
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await database?.drop();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it("shows each host its own school's name and content on the home page", async () => {
    const alpha = await get("localhost", "/");
    const beta = await get("www.beta.example", "/");
    expect(alpha.body).toContain("<h1>Alpha School</h1>");
    expect(alpha.body).toContain("Alpha sports day");
    expect(alpha.body).not.toContain("Beta");
    expect(beta.body).toContain("<h1>Beta School</h1>");
    expect(beta.body).toContain("Beta science fair");
    expect(beta.body).not.toContain("Alpha");
  });

  it("finds the school whatever the case and port of the Host, and falls back to SCHOOL_CODE for unknown hosts", async () => {
    expect((await get("BETA.Example:8080", "/")).body).toContain("<h1>Beta School</h1>");
    expect((await get("unknown.example", "/")).body).toContain("<h1>Alpha School</h1>");
    expect((await get("127.0.0.1:3000", "/")).body).toContain("<h1>Alpha School</h1>");
  });

  it("shows each school's own written page under the same address", async () => {
    expect((await get("localhost", "/bus-routes")).body).toContain("<h2>Alpha bus routes</h2>");
    expect((await get("beta.example", "/bus-routes")).body).toContain("<h2>Beta bus routes</h2>");
  });

  it("never serves one school's cached page to the other", async () => {
    // A page not asked for yet: pages are cached under the query parameters they read (page-query.ts).
    const url = "/?year=2031";
    const first = await get("localhost", url);
    expect(first.headers["x-page-cache"]).toBe("miss");
    expect((await get("localhost", url)).headers["x-page-cache"]).toBe("hit");
    const other = await get("beta.example", url);
    expect(other.headers["x-page-cache"]).toBe("miss");
    expect(other.body).toContain("<h1>Beta School</h1>");
    const again = await get("beta.example", url);
    expect(again.headers["x-page-cache"]).toBe("hit");
    expect(again.body).toContain("<h1>Beta School</h1>");
    expect((await get("localhost", url)).body).toContain("<h1>Alpha School</h1>");
  });

  it("serves each school's news through the API path that names it", async () => {
    const alpha = await app.inject({ method: "GET", url: "/api/news/tvms" });
    const beta = await app.inject({ method: "GET", url: "/api/news/beta", headers: { host: "localhost" } });
    expect(JSON.stringify(alpha.json())).toContain("Alpha sports day");
    expect(JSON.stringify(alpha.json())).not.toContain("Beta");
    expect(JSON.stringify(beta.json())).toContain("Beta science fair");
    expect(JSON.stringify(beta.json())).not.toContain("Alpha");
  });

  it("feeds and the sitemap speak for the host's school", async () => {
    const feed = await get("beta.example", "/news/feed.xml");
    expect(feed.statusCode).toBe(200);
    expect(feed.body).toContain("Beta science fair");
    expect(feed.body).not.toContain("Alpha");
    const sitemap = await get("beta.example", "/sitemap.xml");
    expect(sitemap.body).toContain("<loc>http://beta.example/</loc>");
    const manifest = await get("beta.example", "/manifest.webmanifest");
    expect(manifest.json().name).toBe("Beta School");
  });

  it("serves a school's photos, and their smaller copies, at its own host only", async () => {
    const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#2a6" } })
      .jpeg()
      .toBuffer();
    const stored = await app.services.files.save("beta", photo, "beta-photo.jpg");
    const at = (host: string, query = "") => get(host, `/api/image/${stored.id}${query}`);
    expect((await at("beta.example")).statusCode).toBe(200);
    const small = await at("beta.example", "?w=400");
    expect(small.statusCode).toBe(200);
    expect(small.headers["content-type"]).toBe("image/webp");
    expect((await at("localhost")).statusCode).toBe(404);
    expect((await at("localhost", "?w=400")).statusCode).toBe(404);
  });

  it("stores a form sent at a school's host with that school", async () => {
    const res = await app.inject({ method: "POST", url: "/admission-enquire", headers: { host: "beta.example" } });
    expect(res.json()).toMatchObject({ status: "created" });
    const rows = await app.services.database.db.selectFrom("enquiries").select("schoolCode").execute();
    expect(rows.map((r) => r.schoolCode)).toEqual(["beta"]);
  });

  it("lists the schools with their names and hosts", async () => {
    const listed = await listSchools(app.services);
    expect(listed).toEqual([
      { code: "beta", name: "Beta School", hosts: ["beta.example", "www.beta.example"], isDefault: false },
      { code: "tvms", name: "Alpha School", hosts: [], isDefault: true },
    ]);
    expect(formatSchoolList(listed)).toBe(
      "beta  Beta School  beta.example, www.beta.example\ntvms  Alpha School  (localhost and unknown hosts)",
    );
  });
});
