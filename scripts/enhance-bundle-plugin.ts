import path from "node:path";
import { build } from "esbuild";
import type { Plugin } from "vite";

/** What root.tsx imports: the URL of the public pages' enhancement script. */
const ENHANCE_MODULE_ID = "virtual:enhance-script";
const ENTRY = "app/enhance/main.ts";
const bundleKey = Symbol.for("school-site:enhance-bundle");

/**
 * Public pages do not hydrate React (docs/decisions/003). Their behaviours are
 * the *.enhance.ts modules that app/enhance/registry.ts loads, bundled here by esbuild with code splitting
 * (each behaviour is a lazy chunk) and emitted into the client build's assets.
 * In development Vite serves and transforms the entry itself.
 */
export function enhanceBundle(): Plugin {
  let command: "build" | "serve" = "build";
  let root = process.cwd();
  return {
    name: "school-site:enhance-bundle",
    configResolved(config) {
      command = config.command;
      root = config.root;
    },
    resolveId(id) {
      return id === ENHANCE_MODULE_ID ? `\0${ENHANCE_MODULE_ID}` : undefined;
    },
    async load(id) {
      if (id !== `\0${ENHANCE_MODULE_ID}`) return undefined;
      if (command === "serve") return `export default ${JSON.stringify(`/${ENTRY}`)};`;
      // The client and server builds run in one process but may load this config twice: both must name the same file.
      const shared = globalThis as { [bundleKey]?: Map<string, ReturnType<typeof bundleEnhancements>> };
      shared[bundleKey] ??= new Map();
      const bundles = shared[bundleKey];
      if (!bundles.has(root)) bundles.set(root, bundleEnhancements(root));
      const { url, files } = await (bundles.get(root) as ReturnType<typeof bundleEnhancements>);
      if (this.environment?.config.consumer !== "server") {
        for (const file of files) this.emitFile({ type: "asset", fileName: file.fileName, source: file.source });
      }
      return `export default ${JSON.stringify(url)};`;
    },
  };
}

async function bundleEnhancements(root: string) {
  const outdir = path.join(root, "enhance-out");
  const result = await build({
    absWorkingDir: root,
    entryPoints: [ENTRY],
    bundle: true,
    splitting: true,
    format: "esm",
    minify: true,
    // Chrome on Android 2020 and later; older browsers get the no-JavaScript site.
    target: ["es2020", "chrome87", "safari15"],
    outdir,
    entryNames: "enhance-[name]-[hash]",
    chunkNames: "enhance-shared-[hash]",
    legalComments: "none",
    write: false,
    metafile: true,
    logLevel: "warning",
  });
  const files = result.outputFiles.map((out) => ({
    fileName: `assets/${path.basename(out.path)}`,
    source: out.contents,
  }));
  const entry = Object.entries(result.metafile.outputs).find(([, out]) => out.entryPoint === ENTRY)?.[0];
  if (!entry) throw new Error(`enhance bundle: no output for ${ENTRY}`);
  return { url: `/assets/${path.basename(entry)}`, files };
}
