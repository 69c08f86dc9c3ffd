// npm run bench:import [-- --no-record]
// `npm run import` of the demo school's export into an empty site, against the
// demo load of the same content at the first `npm start`. Both in temporary
// folders on new SQLite databases; the import runs as the command does
// (its own process). Figures go to bench/RESULTS.md.
import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { testConfig } from "../server/config.ts";
import { exportSchool } from "../server/content/export-content.ts";
import { loadDemoIfEmpty } from "../server/demo/load-demo.ts";
import { createServices } from "../server/services.ts";
import { machineSummary, recordResult } from "./lib/machine.ts";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "..");

async function main() {
  const record = !process.argv.includes("--no-record");
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "bench-import-"));
  try {
    const demo = await createServices(testConfig({ dataDir: path.join(dir, "demo/files") }));
    let started = performance.now();
    await loadDemoIfEmpty(demo, demo.config.schoolCode);
    const demoSeconds = (performance.now() - started) / 1000;
    const exported = await exportSchool(demo, path.join(dir, "export"), { school: demo.config.schoolCode });
    await demo.close();
    console.log(`demo load: ${demoSeconds.toFixed(1)} s; export: ${exported.files} files`);

    const env = {
      ...process.env,
      DATABASE_URL: path.join(dir, "imported/site.db"),
      DATA_DIR: path.join(dir, "imported/files"),
      LOG_LEVEL: "warn",
    };
    await fs.mkdir(path.join(dir, "imported"), { recursive: true });
    started = performance.now();
    await run(process.execPath, ["--import", "tsx", "scripts/import-content.ts", exported.jsonPath, "--replace"], {
      cwd: root,
      env,
    });
    const importSeconds = (performance.now() - started) / 1000;
    const ratio = importSeconds / demoSeconds;
    const load = os.loadavg()[0].toFixed(1);
    console.log(
      `npm run import: ${importSeconds.toFixed(1)} s (${ratio.toFixed(2)}× the demo load), load average ${load}`,
    );
    if (record) {
      const date = new Date().toISOString().slice(0, 16).replace("T", " ");
      await recordResult(
        "Import (npm run bench:import)",
        `| ${date} UTC | ${machineSummary()} | ${exported.files} | ${demoSeconds.toFixed(1)} s | ${importSeconds.toFixed(1)} s | ${ratio.toFixed(2)} | ${load} |`,
        "| Date | Machine | Files | Demo load | npm run import | Ratio | Load average |\n| --- | --- | --- | --- | --- | --- | --- |",
      );
      console.log("Figures appended to bench/RESULTS.md.");
    }
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
