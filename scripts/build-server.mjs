// The server as one ES module file: `node scripts/build-server.mjs` writes
// ${BUILD_DIR:-build}/app-server/main.mjs (and its source map) from
// server/main.ts. `npm run build` runs it, and `npm start` runs it again
// before every start (well under a second), so a changed server source is
// never served from an older bundle.
//
// Why not run the TypeScript through tsx as before: tsx's loader hooks run
// in a worker thread with a V8 heap of their own, about 100 MB of the
// server's memory (RSS) for nothing once the modules are loaded, and every
// start compiled the sources again. Packages stay outside the bundle
// (node_modules as installed: sharp, better-sqlite3 and argon2 are native,
// and pg, ioredis and the AWS SDK load only when configured).
import fs from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/**
 * Bundles one server entry (TypeScript) into `outfile`, with a linked source
 * map: run it with `node --enable-source-maps` so errors name the sources.
 * @param {{ entry: string, outfile: string }} opts paths relative to the repository
 */
export async function buildServer({ entry, outfile }) {
  const target = path.resolve(repoRoot, outfile);
  // The bundle imports its packages from node_modules, which Node finds only from inside the repository.
  if (path.relative(repoRoot, target).startsWith("..")) {
    throw new Error(`The server bundle must be inside ${repoRoot} (BUILD_DIR is ${outfile}).`);
  }
  const result = await build({
    absWorkingDir: repoRoot,
    entryPoints: [entry],
    outfile: target,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    sourcemap: "linked",
    // Names stay as written: logs and stack traces read like the sources.
    keepNames: true,
    logLevel: "warning",
    write: false,
  });
  // Each file is written whole under another name and then renamed, so a
  // server starting meanwhile (another instance, a test) never reads half of one.
  for (const file of result.outputFiles) {
    await fs.mkdir(path.dirname(file.path), { recursive: true });
    const partial = `${file.path}.${process.pid}.partial`;
    await fs.writeFile(partial, file.contents);
    await fs.rename(partial, file.path);
  }
  return target;
}

/** Where `npm start` and the systemd unit find the server. */
export const serverBundle = (buildDir = "build") => path.join(buildDir, "app-server", "main.mjs");

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const out = await buildServer({ entry: "server/main.ts", outfile: serverBundle(process.env.BUILD_DIR || "build") });
  console.log(`server bundled into ${path.relative(repoRoot, out)}`);
}
