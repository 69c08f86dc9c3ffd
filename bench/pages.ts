// npm run bench:pages — rendered pages against nginx serving the same HTML.
// A data page (/news) and a static page (/history), in the same run:
// requests/s of both, the ratio, p99 latency and errors. Builds the site first
// when there is no build. Figures go to bench/RESULTS.md.
import { runLoad } from "./lib/load.ts";
import { machineSummary, recordResult } from "./lib/machine.ts";
import { startNginx } from "./lib/nginx.ts";
import { startServer } from "./lib/server.ts";

const pages = ["/news", "/history"];
const duration = Number(process.argv[2] ?? 10);

const server = await startServer({ demo: true, pages: true });
const html: Record<string, string> = {};
for (const p of pages) {
  const res = await fetch(server.url + p);
  if (res.status !== 200) throw new Error(`${p} answered ${res.status}`);
  html[`${p.slice(1)}/index.html`] = await res.text();
}
const nginx = await startNginx(html);
const rows: string[] = [];
try {
  for (const p of pages) {
    const ours = await runLoad({ url: server.url + p, duration, title: `site ${p}`, pid: server.pid });
    const ref = await runLoad({ url: `${nginx.url}${p}/index.html`, duration, title: `nginx ${p}`, pid: nginx.pid });
    const ratio = ours.requestsPerSecond / ref.requestsPerSecond;
    const line = `| ${new Date().toISOString().slice(0, 16)} | ${p} | ${ours.requestsPerSecond.toFixed(0)} | ${ref.requestsPerSecond.toFixed(0)} | ${ratio.toFixed(2)} | ${ours.latencyP99} ms | ${ref.latencyP99} ms | ${ours.errors} | ${machineSummary()} |`;
    rows.push(line);
    console.log(
      `${p}: site ${ours.requestsPerSecond.toFixed(0)} req/s (p99 ${ours.latencyP99} ms, ${ours.errors} errors), nginx ${ref.requestsPerSecond.toFixed(0)} req/s (p99 ${ref.latencyP99} ms) → ratio ${ratio.toFixed(2)} (target ≥ 0.5)`,
    );
  }
} finally {
  await nginx.stop();
  await server.stop();
}
for (const line of rows) {
  await recordResult(
    "Pages (bench:pages)",
    line,
    "| date | page | site req/s | nginx req/s | ratio | site p99 | nginx p99 | site errors | machine |\n|---|---|---|---|---|---|---|---|---|",
  );
}
