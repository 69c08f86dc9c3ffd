// npm run bench:pages — rendered pages against nginx serving the same HTML.
// A data page (/news) and a static page (/history), in the same run:
// requests/s of both, the ratio, p99 latency and errors. Builds the site first
// when there is no build. Then the same server serves a second school (added
// with `npm run school -- add … --demo`, at its own host): both schools' /news
// under load together against the first school alone, in the same run.
// Figures go to bench/RESULTS.md.
import { spawnSync } from "node:child_process";
import http from "node:http";
import path from "node:path";
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
const schoolRows: string[] = [];
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

  // Two schools on one process: the second school gets the demo too, at its own host.
  const added = spawnSync(
    "npx",
    [
      "tsx",
      "scripts/school.ts",
      "add",
      "second",
      "--name",
      "Second Bench School",
      "--host",
      "second.example",
      "--demo",
    ],
    {
      stdio: "inherit",
      env: {
        ...process.env,
        DATABASE_URL: server.databaseUrl,
        DATA_DIR: path.join(server.dir, "files"),
        SCHOOL_CODE: server.schoolCode,
        LOG_LEVEL: "warn",
        ADMIN_EMAIL: "",
        ADMIN_PASSWORD: "",
      },
    },
  );
  if (added.status !== 0) throw new Error("npm run school -- add failed");
  // A running server re-reads its hosts in the background, at most every 5 s.
  const deadline = Date.now() + 15_000;
  let second = "";
  while (!second.includes("Second Bench School")) {
    if (Date.now() > deadline) throw new Error("the second school's host does not show its name");
    await new Promise((r) => setTimeout(r, 1000));
    // fetch sets Host from the URL; node:http sends the one given.
    second = await new Promise<string>((resolve, reject) => {
      http
        .get(`${server.url}/news`, { headers: { host: "second.example" } }, (res) => {
          let body = "";
          res.setEncoding("utf8");
          res.on("data", (d) => {
            body += d;
          });
          res.on("end", () => resolve(body));
        })
        .on("error", reject);
    });
  }
  const one = await runLoad({ url: `${server.url}/news`, duration, title: "one school /news", pid: server.pid });
  const [a, b] = await Promise.all([
    runLoad({ url: `${server.url}/news`, duration, connections: 25, title: "school 1 /news", pid: server.pid }),
    runLoad({
      url: `${server.url}/news`,
      duration,
      connections: 25,
      headers: { host: "second.example" },
      title: "school 2 /news",
    }),
  ]);
  const both = a.requestsPerSecond + b.requestsPerSecond;
  const ratio = both / one.requestsPerSecond;
  const p99 = Math.max(a.latencyP99, b.latencyP99);
  console.log(
    `two schools: ${both.toFixed(0)} req/s together (p99 ${p99} ms, ${a.errors + b.errors} errors) against one school ${one.requestsPerSecond.toFixed(0)} req/s → ratio ${ratio.toFixed(2)} (target ≥ 0.9)`,
  );
  schoolRows.push(
    `| ${new Date().toISOString().slice(0, 16)} | /news | ${one.requestsPerSecond.toFixed(0)} | ${both.toFixed(0)} (${a.requestsPerSecond.toFixed(0)} + ${b.requestsPerSecond.toFixed(0)}) | ${ratio.toFixed(2)} | ${one.latencyP99} ms | ${p99} ms | ${a.errors + b.errors} | ${machineSummary()} |`,
  );
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
for (const line of schoolRows) {
  await recordResult(
    "Two schools on one process (bench:pages)",
    line,
    "| date | page | one school req/s | two schools req/s | ratio | one school p99 | two schools p99 | errors | machine |\n|---|---|---|---|---|---|---|---|---|",
  );
}
