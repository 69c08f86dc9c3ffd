// npm run bench:soak [-- SECONDS]
// About five minutes of mixed load (pages, API reads, enquiry POSTs) while the
// server is killed with SIGKILL and restarted twice. Afterwards: every enquiry
// that received a 201 must be in the database, SQLite's integrity check must
// pass, and no request may fail outside the restart windows. Builds the site first when there is no build.
import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { SqliteDatabase as Database } from "../server/db/sqlite-driver.ts";
import { machineSummary, recordResult } from "./lib/machine.ts";
import { freePort, waitForOk } from "./lib/ports.ts";
import { ensureBuild, stopChild } from "./lib/server.ts";

const duration = Number(process.argv[2] ?? 300) * 1000;
const workers = 12;
const killAt = [0.25, 0.6].map((f) => Math.round(duration * f));
/** After a restart is reported ready, failures in this many ms still count as the restart's. */
const grace = 1000;

const dir = await fs.mkdtemp(path.join(os.tmpdir(), "soak-"));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const env = {
  ...process.env,
  PORT: String(port),
  HOST: "127.0.0.1",
  DATABASE_URL: path.join(dir, "site.db"),
  DATA_DIR: path.join(dir, "files"),
  LOG_LEVEL: "error",
  // One load generator is one client address: relax the per-address limits (the limiters still run).
  RATE_LIMIT_FACTOR: "100000",
  ADMIN_EMAIL: "",
  ADMIN_PASSWORD: "",
};

let server: ChildProcess;
const start = async () => {
  server = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
  await waitForOk(`${base}/api/highlight/tvms`, 120_000);
};

ensureBuild();
console.log(`Starting the server (first start loads the demo content)…`);
await start();

const windows: { from: number; to: number }[] = [];
const created: string[] = [];
const failures: { at: number; what: string; why: string }[] = [];
let requests = 0;
let posts = 0;
const t0 = Date.now();
const now = () => Date.now() - t0;

const reads = [
  "/",
  "/news",
  "/history",
  "/events",
  "/photo-gallery",
  "/api/news/tvms",
  "/api/events/All/tvms",
  "/api/gallery/All/tvms",
  "/api/highlight/tvms",
];

async function one(i: number): Promise<void> {
  const isPost = i % 5 === 0;
  const what = isPost ? "POST enquiry" : reads[i % reads.length];
  try {
    if (isPost) {
      posts++;
      const key = randomUUID();
      const res = await fetch(`${base}/api/form/tvms/AdmissionEnquire`, {
        method: "POST",
        headers: { "content-type": "application/json", "idempotency-key": key },
        body: JSON.stringify({
          academicYear: "2025-26",
          name: `Soak Student ${i}`,
          fatherName: "Soak Parent",
          phone: String(9000000000 + (i % 999999999)),
          email: `soak${i}@example.com`,
          school: "cbse",
          class: "KG",
          consent: true,
        }),
        signal: AbortSignal.timeout(10_000),
      });
      if (res.status === 201) created.push(((await res.json()) as { id: string }).id);
      else throw new Error(`HTTP ${res.status}`);
    } else {
      const res = await fetch(base + what, { signal: AbortSignal.timeout(10_000) });
      await res.arrayBuffer();
      if (res.status >= 400) throw new Error(`HTTP ${res.status}`);
    }
  } catch (e) {
    // A request in flight when the server is killed fails at that moment:
    // it belongs to the restart window, so failures are placed by when they ended.
    failures.push({ at: now(), what, why: (e as Error).message });
  } finally {
    requests++;
  }
}

let stop = false;
const load = Array.from({ length: workers }, async (_, w) => {
  for (let i = w; !stop; i += workers) await one(i);
});

for (const at of killAt) {
  await new Promise((r) => setTimeout(r, Math.max(0, at - now())));
  const from = now();
  console.log(`${(from / 1000).toFixed(0)} s: SIGKILL`);
  server!.kill("SIGKILL");
  await new Promise((r) => server!.once("exit", r));
  await start();
  windows.push({ from, to: now() + grace });
  console.log(`${(now() / 1000).toFixed(0)} s: back up after ${((now() - from) / 1000).toFixed(1)} s`);
}
await new Promise((r) => setTimeout(r, Math.max(0, duration - now())));
stop = true;
await Promise.all(load);
await stopChild(server!);

const inWindow = (t: number) => windows.some((w) => t >= w.from && t <= w.to);
const outside = failures.filter((f) => !inWindow(f.at));
const db = new Database(env.DATABASE_URL, { readonly: true });
const integrity = String(db.pragma("integrity_check", { simple: true }));
const stored = new Set((db.prepare("select id from enquiries").all() as { id: string }[]).map((r) => r.id));
db.close();
const missing = created.filter((id) => !stored.has(id));
await fs.rm(dir, { recursive: true, force: true });

const seconds = now() / 1000;
const errorRate = outside.length / Math.max(1, requests);
console.log(`
Soak: ${seconds.toFixed(0)} s, ${requests} requests (${(requests / seconds).toFixed(0)}/s), ${posts} enquiry POSTs, 2 SIGKILL restarts
  enquiries answered 201: ${created.length}; missing from the database: ${missing.length}
  SQLite integrity_check: ${integrity}
  failures inside restart windows: ${failures.length - outside.length}; outside: ${outside.length} (error rate ${(errorRate * 100).toFixed(3)}%)`);
for (const f of outside.slice(0, 10)) console.log(`    ${(f.at / 1000).toFixed(1)} s ${f.what}: ${f.why}`);

await recordResult(
  "Soak with SIGKILL restarts (bench:soak)",
  `| ${new Date().toISOString().slice(0, 16)} | ${seconds.toFixed(0)} s | ${requests} | ${created.length} | ${missing.length} | ${integrity} | ${failures.length - outside.length} | ${outside.length} | ${machineSummary()} |`,
  "| date | duration | requests | enquiries 201 | missing | integrity | failures in restart windows | failures outside | machine |\n|---|---|---|---|---|---|---|---|---|",
);
const ok = missing.length === 0 && integrity === "ok" && outside.length === 0;
console.log(ok ? "PASS" : "FAIL");
process.exit(ok ? 0 : 1);
