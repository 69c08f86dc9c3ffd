// Fails (exit 1) when first-load JavaScript exceeds its budget, or when any
// browser chunk holds zod.
//
// The figures are the bytes the server sends, as brotli: fastify-static
// (preCompressed) sends the .br copy that scripts/compress-assets.mjs makes
// (quality 11, as here) to every browser that asks for brotli, and all the
// browsers the school's staff and visitors use ask for it (Chrome, Edge,
// Safari and Firefox do on every HTTPS request, and the site is served over
// HTTPS: README, "Behind a TLS proxy"). Files
// under 1 KB have no copy and @fastify/compress brotli-compresses them per
// request at a lower quality: on a staff page that differs from this figure by
// under 0.1 KB. The gzip figure (the .gz copy, for a browser that asks for
// gzip only) is printed beside it for reference.
//
// Public pages run only the enhancement bundle (docs/decisions/003); the
// check adds up ALL of it (entry and every lazy behaviour chunk), so no
// public page can exceed the budget whatever behaviours it shows. Staff pages
// hydrate React: entry + root + the route's module and imports + the inline
// route manifest.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { loadConfig } from "../server/config.ts";

/** Issue 9: JavaScript on first load of a public page (brotli). */
const PUBLIC_BUDGET_KB = 100;
/**
 * Issue 19: JavaScript on first load of a staff page (brotli). React DOM and
 * React Router alone are 95 KB (109 KB as gzip), the root, the staff layout
 * and its API helper 6 KB more, so an empty staff page starts at 101 KB and
 * the heaviest (the content form) is 114.5 KB. As gzip the same pages are
 * 116–132 KB: 120 KB gzip is out of reach without leaving React. The staff
 * pages import the contract's zod-free rules and its types only (a zod chunk
 * fails below).
 * Raised to 124 KB on 2026-11-26: an empty staff page (routes/admin/layout) is
 * now 104.6 KB and the content form 120.0 KB, because every item form gained
 * its approval state and "Publish at" / "Remove at" fields (issue 31, about
 * 2.5 KB), "Notify parents" and the scanned-PDF prompt (issue 30) and the
 * reader's language (issue 29, 1.2 KB). Public pages are not affected (their
 * budget is above); the rich-text editor stays in its own lazy chunk.
 * Raised to 125 KB on 2026-11-27: the staff app builds every API address from
 * contract/staff-api-paths.ts (issue 28) instead of writing it by hand, so no
 * call can drift from the routes the server registers; that table is in the
 * API helper every staff page loads (0.6–0.7 KB), which put the content form
 * at 124.5 KB.
 */
const STAFF_BUDGET_KB = 125;

/** Marks zod leaves in any bundle that holds it (its classes and the `_zod` slot of every schema). */
const ZOD_MARK = /\$?Zod(?:Error|Type)\b|\b_zod\b/;

interface RouteAssets {
  id: string;
  parentId?: string;
  module: string;
  imports?: string[];
}

/** Bytes sent: brotli (the budget) and gzip (for reference). */
interface Sent {
  br: number;
  gz: number;
}

const buildDir = loadConfig().buildDir;
const clientDir = path.join(buildDir, "client");
const serverBuild = path.join(buildDir, "server", "index.js");
if (!fs.existsSync(serverBuild)) {
  console.error(`No build at ${buildDir}: run npm run build first.`);
  process.exit(1);
}

/** As scripts/compress-assets.mjs. */
function sent(data: Buffer): Sent {
  return {
    br: brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    gz: gzipSync(data, { level: 9 }).length,
  };
}
const sizes = new Map<string, Sent>();
const sentFile = (url: string) => {
  let s = sizes.get(url);
  if (!s) {
    s = sent(fs.readFileSync(path.join(clientDir, url)));
    sizes.set(url, s);
  }
  return s;
};
const total = (parts: Sent[]) => parts.reduce((sum, s) => ({ br: sum.br + s.br, gz: sum.gz + s.gz }), { br: 0, gz: 0 });
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1).padStart(6)} KB`;
const row = (s: Sent, label: string) => `  ${kb(s.br)}  ${kb(s.gz)}  ${label}`;
const header = (what: string, budget: number) =>
  `${what}, first-load JavaScript, budget ${budget} KB brotli:\n  ${"brotli".padStart(9)}  ${"(gzip)".padStart(9)}`;
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
const publicTotal = total(enhanceFiles.map(sentFile));
const entry = enhanceFiles.find((f) => f.startsWith("/assets/enhance-main-")) as string;
console.log(header("Public pages", PUBLIC_BUDGET_KB));
console.log(row(sentFile(entry), "entry (every page)"));
for (const f of enhanceFiles.filter((f) => f !== entry).sort((a, b) => sentFile(b).br - sentFile(a).br)) {
  console.log(row(sentFile(f), path.basename(f)));
}
console.log(row(publicTotal, "all of it (the most any public page can load)"));
// The entry runs on every page: a file it imports statically is one more request in a row before any behaviour can
// load. The registry was split out once, when a behaviour imported it (app/enhance/registry.ts hands it over instead).
const entryImports = [
  ...fs
    .readFileSync(path.join(clientDir, entry), "utf8")
    .matchAll(/(?:^|[;})])\s*import\s*(?:[^"'();]*?from\s*)?["']([^"']+)["']/g),
].map((m) => m[1]);
if (entryImports.length) {
  console.error(`The entry script imports ${entryImports.join(", ")} before any behaviour can load.`);
  failed = true;
} else {
  console.log("The entry script needs no other file before its behaviours load.");
}
if (publicTotal.br / 1024 > PUBLIC_BUDGET_KB) {
  console.error(`Over budget: public enhancement bundle ${(publicTotal.br / 1024).toFixed(1)} KB brotli`);
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
const rows: { id: string; bytes: Sent }[] = [];
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
  const parts = [...files].map(sentFile);
  if (lazy) {
    const manifest = { entry: assets.entry, routes: Object.fromEntries(chain.map((r) => [r.id, r])) };
    parts.push(sent(Buffer.from(JSON.stringify(manifest))));
  }
  rows.push({ id: route.id, bytes: total(parts) });
}
rows.sort((a, b) => b.bytes.br - a.bytes.br);
console.log(header("Staff pages", STAFF_BUDGET_KB));
for (const r of rows) console.log(row(r.bytes, r.id));
const over = rows.filter((r) => r.bytes.br / 1024 > STAFF_BUDGET_KB);
if (over.length) {
  console.error(`Over budget: ${over.map((r) => `${r.id} (${(r.bytes.br / 1024).toFixed(1)} KB brotli)`).join(", ")}`);
  failed = true;
}
if (failed) process.exit(1);
