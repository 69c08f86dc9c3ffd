import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildServer } from "../../scripts/build-server.mjs";
import { serverNodeArgs } from "../../scripts/server-env.mjs";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

interface ServerOptions {
  /** Seed this many news items for the configured school (default 0). */
  news?: number;
  /** Seed this many events for the configured school (default 0). */
  events?: number;
  /** Load the demo content first (as a fresh install does). */
  demo?: boolean;
  /** Serve the pages too; needs a site build in buildDir. */
  pages?: boolean;
  buildDir?: string;
  /** LOG_LEVEL of the server (default silent: the benchmarks measure serving, not logging). */
  logLevel?: string;
  /**
   * RATE_LIMIT_FACTOR (default 100000): a load generator is one client
   * address, so the per-address limit would answer 429 within a second. The
   * limiter still runs and counts every request.
   */
  rateLimitFactor?: number;
  /** Extra environment for the server. */
  env?: Record<string, string>;
  /** Extra Node.js options, e.g. ["--cpu-prof", "--cpu-prof-dir=/tmp/prof"]. */
  nodeArgs?: string[];
}

interface RunningServer {
  /** Base URL, e.g. http://127.0.0.1:40123 */
  url: string;
  schoolCode: string;
  pid: number;
  /** Temporary folder holding the SQLite database and the file store. */
  dir: string;
  databaseUrl: string;
  stop(): Promise<void>;
}

/** On a fresh clone there is no build yet: make one, as npm start does. */
export function ensureBuild(buildDir = process.env.BUILD_DIR ?? "build"): void {
  if (existsSync(path.join(repoRoot, buildDir, "server", "index.js"))) return;
  console.log("No build found: building the site first (about a minute)…");
  const built = spawnSync("npm", ["run", "build"], {
    cwd: repoRoot,
    stdio: "inherit",
    env: { ...process.env, BUILD_DIR: buildDir },
  });
  if (built.status !== 0) throw new Error("npm run build failed");
}

/**
 * Starts the real server in its own process, on a fresh SQLite database in a
 * temporary folder and a free port, and resolves once it listens.
 */
export async function startServer(opts: ServerOptions = {}): Promise<RunningServer> {
  const buildDir = opts.buildDir ?? process.env.BUILD_DIR ?? "build";
  if (opts.pages) ensureBuild(buildDir);
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "bench-server-"));
  const databaseUrl = path.join(dir, "site.db");
  // Bundled as npm start bundles the server (scripts/build-server.mjs), so
  // memory and speed are the product's, not those of tsx's loader.
  const main = await buildServer({
    entry: "bench/lib/server-main.ts",
    outfile: path.join(buildDir, "bench-server", "server-main.mjs"),
  });
  const child = spawn(process.execPath, [...(opts.nodeArgs ?? []), ...serverNodeArgs, main], {
    cwd: repoRoot,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      // As scripts/start.mjs runs the server (fewer malloc arenas, less memory).
      MALLOC_ARENA_MAX: "2",
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: "0",
      DATABASE_URL: databaseUrl,
      DATA_DIR: path.join(dir, "files"),
      LOG_LEVEL: opts.logLevel ?? "silent",
      RATE_LIMIT_FACTOR: String(opts.rateLimitFactor ?? 100_000),
      ADMIN_EMAIL: "",
      ADMIN_PASSWORD: "",
      BUILD_DIR: buildDir,
      BENCH_NEWS: String(opts.news ?? 0),
      BENCH_EVENTS: String(opts.events ?? 0),
      BENCH_DEMO: opts.demo ? "1" : "0",
      BENCH_PAGES: opts.pages ? "1" : "0",
      ...opts.env,
    },
  });
  let stderr = "";
  child.stderr?.on("data", (d) => {
    stderr = (stderr + d).slice(-4000);
  });
  try {
    const ready = await readyLine(child, () => stderr);
    const stop = async () => {
      await stopChild(child);
      await fs.rm(dir, { recursive: true, force: true });
    };
    return { url: ready.url, schoolCode: ready.schoolCode, pid: child.pid as number, dir, databaseUrl, stop };
  } catch (e) {
    await stopChild(child);
    await fs.rm(dir, { recursive: true, force: true });
    throw e;
  }
}

function readyLine(child: ChildProcess, stderr: () => string): Promise<{ url: string; schoolCode: string }> {
  return new Promise((resolve, reject) => {
    let out = "";
    const timer = setTimeout(() => reject(new Error(`server did not start within 120 s\n${stderr()}`)), 120_000);
    child.stdout?.on("data", (d) => {
      out += d;
      const m = out.match(/BENCH_READY (\{.*\})\n/);
      if (m) {
        clearTimeout(timer);
        resolve(JSON.parse(m[1]));
      }
    });
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before listening\n${stderr()}`));
    });
  });
}

/** SIGTERM (the server finishes in-flight requests), SIGKILL after 10 s. */
export function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill("SIGKILL"), 10_000);
    child.once("exit", () => {
      clearTimeout(force);
      resolve();
    });
    child.kill("SIGTERM");
  });
}
