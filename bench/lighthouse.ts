// npm run bench:lighthouse [-- --runs 3 --pages /,/news]
// Lighthouse (default mobile mode, Debian Chromium via CHROME_PATH) on the
// key pages, median of the runs: scores, LCP, TBT, CLS, bytes transferred and
// JavaScript bytes. Builds the site first when there is no build. Figures go to bench/RESULTS.md.
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { machineSummary, recordResult } from "./lib/machine.ts";
import { startServer } from "./lib/server.ts";

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? undefined : process.argv[i + 1];
};
const runs = Number(arg("runs") ?? 3);
const pages = (
  arg("pages") ??
  "/,/news,/events,/photo-gallery,/our-infrastructure,/admission-enquire,/tc,/history,/mandatory-public-disclosure"
).split(",");
const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";

interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
  jsBytes: number;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

const server = await startServer({ demo: true, pages: true });
const profile = await fs.mkdtemp(path.join(os.tmpdir(), "lh-profile-"));
const chrome = await chromeLauncher.launch({
  chromePath,
  userDataDir: profile,
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});

const results: { page: string; f: Figures }[] = [];
try {
  // Warm the page cache and the image variants, as a live site would be.
  for (const p of pages) await fetch(server.url + p).then((r) => r.text());
  for (const p of pages) {
    const all: Figures[] = [];
    for (let i = 0; i < runs; i++) {
      const r = await lighthouse(server.url + p, { port: chrome.port, output: "json", logLevel: "error" });
      if (!r) throw new Error(`no Lighthouse result for ${p}`);
      const { lhr } = r;
      const score = (k: string) => Math.round((lhr.categories[k]?.score ?? 0) * 100);
      const num = (k: string) => Number(lhr.audits[k]?.numericValue ?? Number.NaN);
      const items =
        (lhr.audits["resource-summary"]?.details as { items?: { resourceType: string; transferSize: number }[] })
          ?.items ?? [];
      all.push({
        performance: score("performance"),
        accessibility: score("accessibility"),
        bestPractices: score("best-practices"),
        seo: score("seo"),
        lcp: num("largest-contentful-paint"),
        tbt: num("total-blocking-time"),
        cls: num("cumulative-layout-shift"),
        bytes: num("total-byte-weight"),
        jsBytes: items.find((x) => x.resourceType === "script")?.transferSize ?? 0,
      });
    }
    const f = Object.fromEntries(
      (Object.keys(all[0]) as (keyof Figures)[]).map((k) => [k, median(all.map((x) => x[k]))]),
    ) as unknown as Figures;
    results.push({ page: p, f });
    console.log(
      `${p.padEnd(20)} perf ${f.performance} a11y ${f.accessibility} bp ${f.bestPractices} seo ${f.seo} | LCP ${(f.lcp / 1000).toFixed(2)} s TBT ${f.tbt.toFixed(0)} ms CLS ${f.cls.toFixed(3)} | ${(f.bytes / 1024).toFixed(0)} KB total, ${(f.jsBytes / 1024).toFixed(0)} KB JS`,
    );
  }
} finally {
  await chrome.kill();
  await server.stop();
  await fs.rm(profile, { recursive: true, force: true });
}

const date = new Date().toISOString().slice(0, 16);
for (const { page, f } of results) {
  await recordResult(
    "Lighthouse, mobile (bench:lighthouse)",
    `| ${date} | ${page} | ${f.performance} | ${f.accessibility} | ${f.bestPractices} | ${f.seo} | ${(f.lcp / 1000).toFixed(2)} s | ${f.tbt.toFixed(0)} ms | ${f.cls.toFixed(3)} | ${(f.bytes / 1024).toFixed(0)} KB | ${(f.jsBytes / 1024).toFixed(0)} KB | ${runs} | ${machineSummary()} |`,
    "| date | page | perf | a11y | best pr. | SEO | LCP | TBT | CLS | transferred | JS | runs | machine |\n|---|---|---|---|---|---|---|---|---|---|---|---|---|",
  );
}
