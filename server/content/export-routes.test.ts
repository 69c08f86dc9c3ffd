import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import routeConfig from "../../app/routes.ts";
import type { AppContext } from "../../contract/site-data.ts";
import { testConfig } from "../config.ts";
import { loadDemoIfEmpty } from "../demo/load-demo.ts";
import { createServices, type Services, siteData } from "../services.ts";
import { exportSchool } from "./export-content.ts";
import { importContent } from "./import-content.ts";
import { fullImportDeps } from "./import-test-helpers.ts";

/**
 * The demo school exported and imported into an empty site: every route of
 * the site reads the same data from both, so visitors see the same pages.
 * Each route's own loader (the data its page is drawn from) runs against
 * each site; stored file ids differ between the two stores, so every id is
 * replaced by the SHA-256 of its bytes before comparing.
 */
let dir: string;
let a: Services;
let b: Services;

type Loader = (args: { request: Request; params: Record<string, string>; context: AppContext }) => unknown;
interface RouteEntry {
  path?: string;
  index?: boolean;
  file: string;
  children?: RouteEntry[];
}

/** Each public route of the route table with its module file (the staff area and the catch-all apart). */
function publicRoutes(): { path: string; file: string }[] {
  const out: { path: string; file: string }[] = [];
  for (const r of routeConfig as RouteEntry[]) {
    if (r.index) out.push({ path: "/", file: r.file });
    else if (r.path && r.path !== "*" && r.path !== "admin" && !r.path.startsWith("admin/"))
      out.push({ path: `/${r.path}`, file: r.file });
  }
  return out;
}

const catchAll = (routeConfig as RouteEntry[]).find((r) => r.path === "*")?.file as string;

async function fileHashes(s: Services): Promise<Map<string, string>> {
  const rows = await s.database.db.selectFrom("files").select(["id", "sha256"]).execute();
  return new Map(rows.map((r) => [r.id, `file:${r.sha256}`]));
}

/** What a route's loader gives on one site, file ids replaced by their bytes' hash, React Router's answers as status. */
async function loaded(s: Services, hashes: Map<string, string>, url: string, file: string): Promise<unknown> {
  const module = (await import(`../../app/${file}`)) as { loader?: Loader };
  if (!module.loader) return null;
  let value: unknown;
  try {
    value = await module.loader({
      request: new Request(`http://school.example${url}`),
      params: {},
      context: { site: siteData(s, "tvms"), nonce: "n", viewKey: "view-key", clientIp: "127.0.0.1" },
    });
  } catch (thrown) {
    value = thrown instanceof Response ? { thrown: thrown.status } : { error: String(thrown) };
  }
  // React Router's data() wraps the value.
  if (
    value &&
    typeof value === "object" &&
    "type" in value &&
    (value as { type: string }).type === "DataWithResponseInit"
  )
    value = (value as unknown as { data: unknown }).data;
  if (value instanceof Response) value = { status: value.status, location: value.headers.get("location") };
  return byBytes(value, hashes);
}

function byBytes(value: unknown, hashes: Map<string, string>): unknown {
  const ids = [...hashes.keys()]
    .sort((x, y) => y.length - x.length)
    .map((id) => id.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  // The moment of the read ("now", for what is past or upcoming) is the test's,
  // and the moment a record was last written (changedAt) the import's, not the site's.
  const text = JSON.stringify(value ?? null, (key, v) =>
    key === "now" ? "(now)" : key === "changedAt" ? "(written)" : v,
  ).replace(new RegExp(ids.join("|"), "g"), (id) => hashes.get(id) as string);
  return JSON.parse(text);
}

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "export-routes-"));
  a = await createServices(testConfig({ dataDir: path.join(dir, "a") }));
  b = await createServices(testConfig({ dataDir: path.join(dir, "b") }));
  await loadDemoIfEmpty(a, a.config.schoolCode);
}, 180_000);
afterAll(async () => {
  await a?.close();
  await b?.close();
  await fs.rm(dir, { recursive: true, force: true });
});

describe("the demo school, exported and imported into an empty site", () => {
  it("shows the same data on every route, the Mandatory Public Disclosure and its PDFs included", async () => {
    const exported = await exportSchool(a, path.join(dir, "export"), { school: a.config.schoolCode });
    await importContent(fullImportDeps(b), exported.jsonPath, {
      replace: true,
      defaultSchool: "tvms",
    });

    const [hashA, hashB] = [await fileHashes(a), await fileHashes(b)];
    const albums = await a.content.list("tvms", "gallery");
    const pages = await a.database.db
      .selectFrom("pages")
      .select("slug")
      .where("schoolCode", "=", "tvms")
      .where("publishedAt", "is not", null)
      .execute();
    const routes = [
      ...publicRoutes(),
      ...albums.map((g) => ({ path: `/sub-gallery?id=${g._id}`, file: "routes/sub-gallery.tsx" })),
      // Pages at their own addresses (the catch-all route draws them).
      ...pages.filter((p) => p.slug !== "home").map((p) => ({ path: `/${p.slug}`, file: catchAll })),
    ];
    expect(routes.length).toBeGreaterThan(60);
    const differing: string[] = [];
    for (const r of routes) {
      const [before, after] = [await loaded(a, hashA, r.path, r.file), await loaded(b, hashB, r.path, r.file)];
      try {
        expect(after).toEqual(before);
      } catch {
        differing.push(r.path);
      }
    }
    expect(differing).toEqual([]);
    expect(exported.counts.disclosure).toBeGreaterThan(20);

    // The page itself: published, with every PDF the original links to.
    const disclosure = (await loaded(
      b,
      hashB,
      "/mandatory-public-disclosure",
      "routes/mandatory-public-disclosure.tsx",
    )) as {
      values: Record<string, unknown>;
    };
    expect(Object.keys(disclosure.values).length).toBeGreaterThan(20);
    expect(JSON.stringify(disclosure.values)).toMatch(/file:[0-9a-f]{64}/);
    // The header, menu and footer every page shows.
    const [siteA, siteB] = [siteData(a, "tvms"), siteData(b, "tvms")];
    expect(byBytes(await siteB.school(), hashB)).toEqual(byBytes(await siteA.school(), hashA));
    expect(byBytes(await siteB.menu?.(), hashB)).toEqual(byBytes(await siteA.menu?.(), hashA));
  }, 240_000);
});
