// Fails (exit 1) when a route's first-load JavaScript, gzipped, exceeds the
// budget. First load = entry + root + the route's module and their imports,
// plus the manifest, as a browser fetches them on a cold visit.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { loadConfig } from "../server/config.ts";

/**
 * The issue's target is 100 KB; it is not met yet. React 19 + React Router
 * alone are ~112 KB gzip (react-dom client 66 KB, router 43 KB); the form
 * pages add zod for the shared validation schema (~27 KB) and the home page
 * its carousel (~17 KB). This budget is the guard against regressions from
 * here until that work is done: a page that grows past it fails the build.
 */
export const BUDGET_KB = 150;

interface RouteAssets {
  id: string;
  parentId?: string;
  module: string;
  imports?: string[];
}

const buildDir = loadConfig().buildDir;
const clientDir = path.join(buildDir, "client");
const serverBuild = path.join(buildDir, "server", "index.js");
if (!fs.existsSync(serverBuild)) {
  console.error(`No build at ${buildDir}: run npm run build first.`);
  process.exit(1);
}
const build = await import(pathToFileURL(serverBuild).href);
const assets = build.assets as {
  url: string;
  entry: { module: string; imports: string[] };
  routes: Record<string, RouteAssets>;
};

const sizes = new Map<string, number>();
const gz = (url: string) => {
  let n = sizes.get(url);
  if (n === undefined) {
    n = gzipSync(fs.readFileSync(path.join(clientDir, url))).length;
    sizes.set(url, n);
  }
  return n;
};

const rows: { id: string; kb: number }[] = [];
for (const route of Object.values(assets.routes)) {
  if (route.id === "root") continue;
  const files = new Set<string>([assets.url, assets.entry.module, ...assets.entry.imports]);
  for (let r: RouteAssets | undefined = route; r; r = r.parentId ? assets.routes[r.parentId] : undefined) {
    files.add(r.module);
    for (const i of r.imports ?? []) files.add(i);
  }
  const bytes = [...files].reduce((sum, f) => sum + gz(f), 0);
  rows.push({ id: route.id, kb: bytes / 1024 });
}
rows.sort((a, b) => b.kb - a.kb);
const over = rows.filter((r) => r.kb > BUDGET_KB);
console.log(`First-load JavaScript (gzip), budget ${BUDGET_KB} KB:`);
for (const r of rows.slice(0, 8)) console.log(`  ${r.kb.toFixed(1).padStart(6)} KB  ${r.id}`);
console.log(`  … ${rows.length} routes; smallest ${rows.at(-1)?.kb.toFixed(1)} KB`);
if (over.length) {
  console.error(`Over budget: ${over.map((r) => `${r.id} (${r.kb.toFixed(1)} KB)`).join(", ")}`);
  process.exit(1);
}
