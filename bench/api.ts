/**
 * npm run bench:api [-- --duration 10 --connections 50 --warmup 3 --rounds 1 --no-record]
 *
 * The content API against nginx serving the same JSON as a static file, in
 * one run: GET /api/news/{school} (the latest 20 of 100 items),
 * GET /api/events/All/{school} (all 100 events) and GET /api/news/all/{school}
 * (all 100 news items). Prints requests/s of both, the ratio, p99 latency and
 * the error count; appends the figures to bench/RESULTS.md.
 * Target: ratio ≥ 0.6 with zero errors (exit code 1 otherwise).
 *
 * Needs nginx: `apt-get install -y nginx-light` on Debian/Ubuntu (or set
 * NGINX_BIN to another nginx binary).
 */
import { parseArgs } from "node:util";
import { type LoadFigures, runLoad } from "./lib/load.ts";
import { machineSummary, recordResult } from "./lib/machine.ts";
import { startNginx } from "./lib/nginx.ts";
import { startServer } from "./lib/server.ts";

const NEWS_ITEMS = 100;
const EVENTS = 100;
const TARGET_RATIO = 0.6;
const SECTION = "API (npm run bench:api)";
const TABLE_HEAD =
  "| Date | Machine | GET | Connections | Duration × rounds | nginx req/s | API req/s | Ratio | p99 nginx / API | Errors nginx / API | Ratio per CPU-s |\n|---|---|---|---|---|---|---|---|---|---|---|";

const { values: args } = parseArgs({
  options: {
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "50" },
    warmup: { type: "string", default: "3" },
    /** nginx and the API measured in turn this many times; medians are reported. */
    rounds: { type: "string", default: "1" },
    "no-record": { type: "boolean", default: false },
    "log-level": { type: "string", default: "silent" },
    /** Write a V8 CPU profile of the server to this folder. */
    "cpu-prof": { type: "string" },
  },
});
const duration = Number(args.duration);
const connections = Number(args.connections);
const warmup = Number(args.warmup);
const rounds = Math.max(1, Number(args.rounds));

interface Row {
  path: string;
  items: number;
  bytes: number;
  nginx: LoadFigures;
  api: LoadFigures;
  /** Median over rounds of API/nginx, each round's two runs back to back. */
  ratio: number;
  cpuRatio: number;
}

const server = await startServer({
  news: NEWS_ITEMS,
  events: EVENTS,
  logLevel: args["log-level"],
  nodeArgs: args["cpu-prof"] ? ["--cpu-prof", `--cpu-prof-dir=${args["cpu-prof"]}`] : [],
});
const paths = [
  `api/news/${server.schoolCode}`,
  `api/events/All/${server.schoolCode}`,
  `api/news/all/${server.schoolCode}`,
];
let nginx: Awaited<ReturnType<typeof startNginx>> | null = null;
let failed = false;
try {
  // nginx serves exactly the bytes the API answers.
  const files: Record<string, Buffer> = {};
  for (const p of paths) {
    const res = await fetch(`${server.url}/${p}`);
    if (!res.ok) throw new Error(`${p}: the API answered ${res.status}`);
    files[p] = Buffer.from(await res.arrayBuffer());
  }
  nginx = await startNginx(files);
  for (const p of paths) {
    const fromNginx = Buffer.from(await (await fetch(`${nginx.url}/${p}`)).arrayBuffer());
    if (!fromNginx.equals(files[p])) throw new Error(`${p}: nginx and the API answer different bytes`);
  }

  const machine = machineSummary();
  console.log(`Machine: ${machine}`);
  console.log(
    `autocannon: ${connections} connections, ${warmup} s warm-up + ${duration} s measured per target, ` +
      `one target at a time, ${rounds} round(s)\n`,
  );

  const opts = { duration, connections, warmup };
  const rows: Row[] = [];
  for (const p of paths) {
    const n: LoadFigures[] = [];
    const a: LoadFigures[] = [];
    for (let i = 0; i < rounds; i++) {
      n.push(await runLoad({ ...opts, url: `${nginx.url}/${p}`, title: `nginx /${p}`, pid: nginx.pid }));
      a.push(await runLoad({ ...opts, url: `${server.url}/${p}`, title: `API /${p}`, pid: server.pid }));
    }
    rows.push({
      path: `/${p}`,
      items: (JSON.parse(files[p].toString()) as unknown[]).length,
      bytes: files[p].length,
      nginx: medianFigures(n),
      api: medianFigures(a),
      ratio: median(a.map((x, i) => x.requestsPerSecond / n[i].requestsPerSecond)),
      cpuRatio: median(a.map((x, i) => (x.requestsPerCpuSecond ?? 0) / (n[i].requestsPerCpuSecond ?? 1))),
    });
  }
  // What browsers and apps send: the API answers its cached brotli copy. Not
  // compared with nginx (which would send the uncompressed file).
  const browserPath = paths[paths.length - 1];
  const compressed = await runLoad({
    ...opts,
    url: `${server.url}/${browserPath}`,
    headers: { "accept-encoding": "gzip, deflate, br" },
    pid: server.pid,
  });
  if (compressed.errors > 0) failed = true;

  console.log(
    table(
      ["GET", "items", "bytes", "nginx req/s", "API req/s", "ratio", "nginx p99", "API p99", "errors (nginx/API)"],
      rows.map((r) => [
        r.path,
        String(r.items),
        String(r.bytes),
        r.nginx.requestsPerSecond.toFixed(0),
        r.api.requestsPerSecond.toFixed(0),
        r.ratio.toFixed(2),
        `${r.nginx.latencyP99} ms`,
        `${r.api.latencyP99} ms`,
        `${r.nginx.errors}/${r.api.errors}`,
      ]),
    ),
  );
  console.log(
    `\nAPI /${browserPath} with Accept-Encoding: gzip, deflate, br (cached brotli copy): ` +
      `${compressed.requestsPerSecond.toFixed(0)} req/s, p99 ${compressed.latencyP99} ms, ` +
      `${(compressed.requestsPerCpuSecond ?? 0).toFixed(0)} req/CPU-s, errors ${compressed.errors}`,
  );
  console.log(
    `\nPer CPU second of the serving process (steadier on a shared machine):\n${table(
      ["GET", "nginx req/CPU-s", "API req/CPU-s", "ratio"],
      rows.map((r) => [
        r.path,
        (r.nginx.requestsPerCpuSecond ?? 0).toFixed(0),
        (r.api.requestsPerCpuSecond ?? 0).toFixed(0),
        r.cpuRatio.toFixed(2),
      ]),
    )}\n`,
  );

  for (const r of rows) {
    const ok = r.ratio >= TARGET_RATIO && r.api.errors === 0 && r.nginx.errors === 0;
    if (!ok) failed = true;
    console.log(
      `${r.path}: ratio ${r.ratio.toFixed(2)} (target ≥ ${TARGET_RATIO}), errors ${r.api.errors} → ${ok ? "target met" : "BELOW TARGET"}`,
    );
  }

  if (!args["no-record"]) {
    const date = new Date().toISOString().slice(0, 16).replace("T", " ");
    const runs = `${duration} s × ${rounds}`;
    for (const r of rows) {
      await recordResult(
        SECTION,
        `| ${date} UTC | ${machine} | ${r.path} (${r.items} items, ${r.bytes} B) | ${connections} | ${runs} | ${r.nginx.requestsPerSecond.toFixed(0)} | ${r.api.requestsPerSecond.toFixed(0)} | ${r.ratio.toFixed(2)} | ${r.nginx.latencyP99} / ${r.api.latencyP99} ms | ${r.nginx.errors} / ${r.api.errors} | ${r.cpuRatio.toFixed(2)} |`,
        TABLE_HEAD,
      );
    }
    await recordResult(
      SECTION,
      `| ${date} UTC | ${machine} | /${browserPath} with Accept-Encoding br (API only) | ${connections} | ${duration} s | — | ${compressed.requestsPerSecond.toFixed(0)} | — | — / ${compressed.latencyP99} ms | — / ${compressed.errors} | — |`,
    );
    console.log("\nFigures appended to bench/RESULTS.md.");
  }
} catch (e) {
  console.error(e);
  failed = true;
} finally {
  await nginx?.stop();
  await server.stop();
}
process.exit(failed ? 1 : 0);

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/** Median of every figure over rounds; errors are summed (one is one too many). */
function medianFigures(runs: LoadFigures[]): LoadFigures {
  const m = (f: (x: LoadFigures) => number) => median(runs.map(f));
  return {
    ...runs[0],
    requestsPerSecond: m((x) => x.requestsPerSecond),
    latencyP50: m((x) => x.latencyP50),
    latencyP99: m((x) => x.latencyP99),
    errors: runs.reduce((s, x) => s + x.errors, 0),
    non2xx: runs.reduce((s, x) => s + x.non2xx, 0),
    requests: runs.reduce((s, x) => s + x.requests, 0),
    bytesPerSecond: m((x) => x.bytesPerSecond),
    cpuSeconds: m((x) => x.cpuSeconds ?? 0),
    requestsPerCpuSecond: m((x) => x.requestsPerCpuSecond ?? 0),
  };
}

function table(head: string[], rows: string[][]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i])).join("  ");
  return [line(head), line(widths.map((w) => "-".repeat(w))), ...rows.map(line)].join("\n");
}
