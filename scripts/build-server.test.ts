import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildServer } from "./build-server.mjs";
import { serverEnv, serverNodeArgs } from "./server-env.mjs";

const repoRoot = path.resolve(import.meta.dirname, "..");
const outDir = fs.mkdtempSync(path.join(repoRoot, "build-server-test-"));
const work = fs.mkdtempSync(path.join(os.tmpdir(), "bundled-server-"));
afterAll(() => {
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.rmSync(work, { recursive: true, force: true });
});

describe("the server as npm start runs it (one bundled file)", () => {
  it("starts, loads the demo into an empty database and answers, without writing demo files where it runs", async () => {
    const bundle = await buildServer({
      entry: "server/main.ts",
      outfile: path.relative(repoRoot, path.join(outDir, "main.mjs")),
    });
    expect(fs.existsSync(`${bundle}.map`)).toBe(true);
    const child = spawn(process.execPath, [...serverNodeArgs, bundle, "--api-only"], {
      // Another working folder: packages are found from the bundle's place, not from it.
      cwd: work,
      env: serverEnv({
        PATH: process.env.PATH,
        PORT: "0",
        HOST: "127.0.0.1",
        DATABASE_URL: path.join(work, "site.db"),
        DATA_DIR: path.join(work, "files"),
        LOG_LEVEL: "info",
      }),
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    try {
      const address = await new Promise<string>((resolve, reject) => {
        const seen = (chunk: Buffer) => {
          output += chunk;
          const at = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
          if (at) resolve(at[1]);
        };
        child.stdout.on("data", seen);
        child.stderr.on("data", seen);
        child.on("exit", (code) => reject(new Error(`server exited (${code}): ${output.slice(-2000)}`)));
      });
      expect((await fetch(`${address}/livez`)).status).toBe(200);
      const news = (await (await fetch(`${address}/api/news/tvms`)).json()) as unknown[];
      expect(news.length).toBeGreaterThan(0);
      // Only the database and the files: the demo generator's "am I the main
      // module" check was true inside the bundle and wrote a demo folder here.
      expect(fs.readdirSync(work).filter((name) => !name.startsWith("site.db") && name !== "files")).toEqual([]);
    } finally {
      child.kill("SIGKILL");
    }
  }, 120_000);
});
