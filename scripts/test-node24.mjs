// npm run test:node24 [-- vitest arguments]
// npm run test:e2e:node24 [-- playwright arguments]
// Node.js 24, the current LTS, beside the machine's own Node. npm test runs
// the unit and API tests on the machine's Node and the browser journeys
// against the built server running on Node 24 (the whole product, started
// as npm start starts it), plus the tests of what differs between the two
// (the SQLite driver, zlib, native modules) on Node 24: every test once,
// and each Node carries real traffic, within CI's time. test:node24 with no
// arguments runs the whole unit suite on Node 24.
// Everything comes from the npm registry, through npm:
// - Node 24 from the `node` package, installed into its own folder in
//   ~/.cache/school-site/ (never into node_modules/.bin, where it would
//   shadow the machine's Node for every npm script);
// - the SQLite driver Node 24 uses (server/db/sqlite-driver.ts): the optional
//   dependency better-sqlite3-napi (better-sqlite3 13, Node-API binaries in
//   the package), which npm ci leaves out under Node 20, is unpacked into
//   node_modules as npm ci under Node 24 would have put it there. sharp and
//   @node-rs/argon2 use Node-API and load on both as installed.
// The first run downloads about 60 MB; later runs reuse it.
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const cache = path.join(process.env.XDG_CACHE_HOME || path.join(os.homedir(), ".cache"), "school-site");
const MAJOR = "24";

function log(message) {
  console.log(`[node ${MAJOR}] ${message}`);
}

function installNode() {
  const prefix = path.join(cache, `node${MAJOR}`);
  const bin = path.join(prefix, "node_modules/node/bin/node");
  if (!fs.existsSync(bin)) {
    log(`installing node@${MAJOR} from the npm registry into ${prefix}`);
    fs.mkdirSync(prefix, { recursive: true });
    execFileSync(
      "npm",
      ["install", "--prefix", prefix, "--no-save", "--no-audit", "--no-fund", "--loglevel=error", `node@${MAJOR}`],
      { stdio: "inherit" },
    );
  }
  return bin;
}

/** The optional packages npm ci skips under an older Node, at the versions package-lock.json names. */
function installOptionalForNode24() {
  const lock = JSON.parse(fs.readFileSync(path.join(root, "package-lock.json"), "utf8"));
  const libc = process.report.getReport().header.glibcVersionRuntime ? "glibc" : "musl";
  for (const [where, entry] of Object.entries(lock.packages)) {
    if (!where.startsWith("node_modules/") || !entry.optional || !entry.engines?.node) continue;
    // Another platform's build (sharp's, esbuild's…) is not for this machine.
    if (entry.os && !entry.os.includes(process.platform)) continue;
    if (entry.cpu && !entry.cpu.includes(process.arch)) continue;
    // Nor another C library's (the musl builds on a glibc machine).
    if (entry.libc && !entry.libc.includes(libc)) continue;
    const dir = path.join(root, where);
    const name = entry.name ?? where.slice("node_modules/".length);
    const installed = fs.existsSync(path.join(dir, "package.json"))
      ? JSON.parse(fs.readFileSync(path.join(dir, "package.json"), "utf8")).version
      : null;
    if (installed === entry.version) continue;
    log(`unpacking ${name}@${entry.version} into ${where}`);
    const work = fs.mkdtempSync(path.join(os.tmpdir(), "node24-package-"));
    try {
      const file = execFileSync("npm", ["pack", `${name}@${entry.version}`, "--silent", "--pack-destination", work], {
        encoding: "utf8",
      }).trim();
      fs.rmSync(dir, { recursive: true, force: true });
      fs.mkdirSync(dir, { recursive: true });
      execFileSync("tar", ["xzf", path.join(work, file), "-C", dir, "--strip-components=1"]);
    } finally {
      fs.rmSync(work, { recursive: true, force: true });
    }
  }
}

const node = installNode();
installOptionalForNode24();
const version = execFileSync(node, ["-v"], { encoding: "utf8" }).trim();
const [mode, ...rest] = process.argv.slice(2);
let result;
if (mode === "--e2e") {
  // Playwright itself runs on the machine's Node; the server it starts runs on 24 (playwright.config.ts).
  log(`running the browser journeys against the server on ${version}`);
  result = spawnSync(process.execPath, [path.join(root, "node_modules/@playwright/test/cli.js"), "test", ...rest], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, E2E_NODE: node },
  });
} else {
  const args = mode === undefined ? [] : [mode, ...rest];
  log(`running the unit and API tests on ${version}`);
  result = spawnSync(node, [path.join(root, "node_modules/vitest/vitest.mjs"), "run", ...args], {
    cwd: root,
    stdio: "inherit",
  });
}
process.exit(result.status ?? 1);
