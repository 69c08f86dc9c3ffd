/**
 * npm run bench:uncached [-- --renders 10000 --concurrency 4 --path / --cpu-prof DIR --no-record]
 *
 * Pages the cache cannot answer: the home page from a server started with
 * PAGE_CACHE=off, so every request is a full render (loaders, React,
 * stylesheet inlining, head tags); an answer without `x-page-cache: off`
 * counts as an error. (A new query string no longer forces a render: the
 * cache keys pages only on the parameters pages read.) Prints renders per second, p50/p99 and
 * the server's memory (RSS) before and after; with --cpu-prof writes a V8
 * profile of the server for `node --cpu-prof` tooling (Chrome DevTools).
 * The client asks as browsers do (gzip, br) over kept-alive connections and
 * leaves answers compressed: it shares the machine's cores with the server,
 * and unpacking 120 KB pages (as `fetch` does) took CPU the server then lacked.
 */
import { execFileSync } from "node:child_process";
import http from "node:http";
import os from "node:os";
import { parseArgs } from "node:util";
import { cpuSeconds } from "./lib/cpu.ts";
import { machineSummary, recordResult } from "./lib/machine.ts";
import { startServer } from "./lib/server.ts";

const { values: args } = parseArgs({
  options: {
    renders: { type: "string", default: "10000" },
    concurrency: { type: "string", default: "4" },
    path: { type: "string", default: "/" },
    "cpu-prof": { type: "string" },
    "no-record": { type: "boolean", default: false },
  },
});
const renders = Number(args.renders);
const concurrency = Number(args.concurrency);

const server = await startServer({
  demo: true,
  pages: true,
  env: { PAGE_CACHE: "off" },
  nodeArgs: args["cpu-prof"] ? ["--cpu-prof", `--cpu-prof-dir=${args["cpu-prof"]}`] : [],
});
const rss = () =>
  Number(
    execFileSync("ps", ["-o", "rss=", "-p", String(server.pid)])
      .toString()
      .trim(),
  ) / 1024;
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
/** One page, read to its end but not unpacked. */
const get = (url: string) =>
  new Promise<{ status: number; cache: string | undefined; bytes: number }>((resolve, reject) => {
    http
      .get(url, { agent, headers: { "accept-encoding": "gzip, br" } }, (res) => {
        let bytes = 0;
        res.on("data", (chunk: Buffer) => {
          bytes += chunk.length;
        });
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, cache: res.headers["x-page-cache"] as string | undefined, bytes }),
        );
        res.on("error", reject);
      })
      .on("error", reject);
  });
try {
  // Warm-up: JIT and the first reads, not measured.
  for (let i = 0; i < 50; i++) await (await fetch(`${server.url}${args.path}`)).arrayBuffer();
  const rssBefore = rss();
  const times: number[] = [];
  let next = 0;
  let errors = 0;
  const cpuBefore = cpuSeconds(server.pid);
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let i = next++; i < renders; i = next++) {
        const t = performance.now();
        const res = await get(`${server.url}${args.path}`);
        if (res.status !== 200 || res.cache !== "off" || res.bytes === 0) errors++;
        times.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpu = cpuSeconds(server.pid) - cpuBefore;
  const rssAfter = rss();
  times.sort((a, b) => a - b);
  const pct = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))];
  const load = os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(" ");
  console.log(
    `${renders} uncached renders of ${args.path} (${concurrency} at a time): ${(renders / seconds).toFixed(0)}/s, ` +
      `${(renders / cpu).toFixed(0)} per CPU second of the server, p50 ${pct(50).toFixed(0)} ms, p99 ${pct(99).toFixed(0)} ms, ` +
      `errors ${errors}; RSS ${rssBefore.toFixed(0)} → ${rssAfter.toFixed(0)} MB; load average ${load}`,
  );
  if (!args["no-record"]) {
    await recordResult(
      "Uncached renders (bench:uncached)",
      `| ${new Date().toISOString().slice(0, 16)} | ${args.path} | ${renders} | ${concurrency} | ${(renders / seconds).toFixed(0)} | ${(renders / cpu).toFixed(0)} | ${pct(50).toFixed(0)} / ${pct(99).toFixed(0)} ms | ${errors} | ${rssBefore.toFixed(0)} → ${rssAfter.toFixed(0)} MB | ${load} | ${machineSummary()} |`,
      "| date | page | renders | at a time | renders/s | renders per CPU-s | p50 / p99 | errors | server RSS before → after | load average | machine |\n|---|---|---|---|---|---|---|---|---|---|---|",
    );
  }
} finally {
  agent.destroy();
  await server.stop();
}
