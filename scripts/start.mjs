// `npm start`: build when no build exists, then run the server (which
// migrates, loads demo content into an empty database and listens).
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import { buildServer, serverBundle } from "./build-server.mjs";
import { serverEnv, serverNodeArgs } from "./server-env.mjs";

const buildDir = process.env.BUILD_DIR || "build";
if (!fs.existsSync(`${buildDir}/server/index.js`) || process.argv.includes("--rebuild")) {
  console.log("No build found: building the site (about a minute)…");
  const r = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

// The server as one file, bundled again from the sources on every start (build-server.mjs).
const server = await buildServer({ entry: "server/main.ts", outfile: serverBundle(buildDir) });

// NODE_ENV, MALLOC_ARENA_MAX and Node's options: see server-env.mjs.
const child = spawn(process.execPath, [...serverNodeArgs, server], {
  stdio: "inherit",
  env: serverEnv(process.env),
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
