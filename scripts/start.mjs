// `npm start`: build when no build exists, then run the server (which
// migrates, loads demo content into an empty database and listens).
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";

const buildDir = process.env.BUILD_DIR || "build";
if (!fs.existsSync(`${buildDir}/server/index.js`) || process.argv.includes("--rebuild")) {
  console.log("No build found: building the site (about a minute)…");
  const r = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

// Two malloc arenas instead of glibc's eight per core: the image library's
// threads otherwise leave ~70 MB of freed memory in arenas of their own after
// the demo photos are made (bench:uncached: 362 → 303 MB after the demo
// load). An operator's own setting wins.
const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
  stdio: "inherit",
  env: { MALLOC_ARENA_MAX: "2", ...process.env },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
