import { execFileSync } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const RESULTS_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../RESULTS.md");

/** "2 CPUs (model), 7.7 GiB, Node v20.x, Linux 6.x": what a figure was measured on. */
export function machineSummary(): string {
  const cpus = os.cpus();
  let nproc = String(cpus.length);
  try {
    nproc = execFileSync("nproc", { encoding: "utf8" }).trim();
  } catch {}
  const model = cpus[0]?.model.replace(/\s+/g, " ").trim() ?? "unknown CPU";
  const mem = (os.totalmem() / 2 ** 30).toFixed(1);
  return `nproc ${nproc} (${model}), ${mem} GiB, Node ${process.version}, ${os.type()} ${os.release()}`;
}

/**
 * Appends a line to the section `## {section}` of bench/RESULTS.md (created
 * when missing, starting with `header`, e.g. a table head), so every
 * benchmark keeps its history in one file.
 */
export async function recordResult(section: string, line: string, header = ""): Promise<void> {
  let text = await fs.readFile(RESULTS_FILE, "utf8").catch(() => "# Benchmark results\n");
  const heading = `## ${section}`;
  const start = text.indexOf(`\n${heading}\n`);
  if (start === -1) {
    text = `${text.trimEnd()}\n\n${heading}\n\n${header ? `${header.trimEnd()}\n` : ""}${line}\n`;
  } else {
    const bodyStart = start + heading.length + 2;
    const next = text.indexOf("\n## ", bodyStart);
    const end = next === -1 ? text.length : next;
    const body = text.slice(bodyStart, end).trimEnd();
    text = `${text.slice(0, bodyStart)}${body}\n${line}\n${next === -1 ? "" : `\n${text.slice(next + 1)}`}`;
  }
  await fs.writeFile(RESULTS_FILE, text);
  // Align the tables as the linter wants them (best effort: figures matter more than layout).
  try {
    execFileSync(
      path.join(path.dirname(RESULTS_FILE), "../node_modules/.bin/biome"),
      ["format", "--write", RESULTS_FILE],
      {
        stdio: "ignore",
      },
    );
  } catch {}
}
