/**
 * Writes the demo content (demo.json and its placeholder images and PDFs)
 * into a folder, as `npm start` does for an empty database:
 *
 *   tsx scripts/generate-demo.ts [outDir]
 *
 * The command lives here, not in server/demo: the server runs as one bundled
 * file, where a "run me when I am the main module" check would be true for
 * every module in it.
 */
import { generateDemoContent } from "../server/demo/generate-demo.ts";

const outDir = process.argv[2] ?? "data/demo";
const started = performance.now();
const jsonPath = await generateDemoContent(outDir);
console.log(`demo content written to ${jsonPath} in ${Math.round(performance.now() - started)} ms`);
