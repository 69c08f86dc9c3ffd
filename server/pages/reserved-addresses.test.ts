import { describe, expect, it } from "vitest";
import routes from "../../app/routes.ts";
import { PREFIXED_LANGUAGES } from "../../contract/languages.ts";
import { NEW_SLUG } from "../../contract/page-blocks.ts";
import { PageImport, pageMessages } from "../../contract/pages.ts";
import { routeByPath } from "../../contract/site-map.ts";
import { staffForTests } from "../admin/staff-test-helpers.ts";
import { segmentsOf } from "./reserved-addresses.ts";

type RouteEntry = { path?: string; children?: RouteEntry[] };

/** The first segments of app/routes.ts (React Router), layouts looked through. */
function reactRouterAddresses(entries: RouteEntry[]): string[] {
  return entries.flatMap((e) => (e.path === undefined ? reactRouterAddresses(e.children ?? []) : segmentsOf(e.path)));
}

// F3: livez, readyz, verify-tc, sitemap, robots, manifest, share, feed … were
// accepted as page addresses, although the system path always wins.
describe("addresses of the site's own paths", () => {
  const { app, editor } = staffForTests({ editor: "editor" });

  it("are derived from the routes the server and the page table really have", () => {
    const server = app.services.addresses.ofServer();
    for (const path of ["livez", "readyz", "sitemap", "robots", "manifest", "share", "feed", "api"])
      expect(server.has(path), path).toBe(true);
    expect(segmentsOf("/news/feed.xml")).toEqual(["news", "feed"]);
    expect(segmentsOf("/api/*")).toEqual(["api"]);
    expect(segmentsOf("/*")).toEqual([]);
  });

  it("can never be given to a page, through the staff screens or the import", async () => {
    const candidates = new Set([
      ...app.services.addresses.ofServer(),
      ...reactRouterAddresses(routes as RouteEntry[]),
      ...PREFIXED_LANGUAGES,
      ...["livez", "readyz", "verify-tc", "sitemap", "robots", "manifest", "share", "feed"],
    ]);
    const creatable = [...candidates].filter((s) => NEW_SLUG.test(s));
    expect(creatable.length).toBeGreaterThan(20);
    const accepted: string[] = [];
    for (const slug of creatable) {
      const res = await editor.post("/api/admin/pages", { slug, title: "Taken" });
      if (res.statusCode !== 400 || res.json().errors?.slug !== pageMessages.slugReserved) accepted.push(slug);
    }
    expect(accepted).toEqual([]);
    expect(PageImport.safeParse({ slug: "bus-routes", title: "Fine", blocks: [] }).success).toBe(true);
    // The import may write the text pages of the route table (that is how they are given words), nothing else.
    const routeTable = new Set([...routeByPath.keys()].map((p) => p.slice(1).toLowerCase()));
    const imported = creatable.filter(
      (slug) => !routeTable.has(slug) && PageImport.safeParse({ slug, title: "Taken", blocks: [] }).success,
    );
    expect(imported).toEqual([]);
  });
});
