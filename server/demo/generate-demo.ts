/**
 * Demo content generator: writes `demo.json` (the import format of
 * `npm run import`) plus the placeholder images and PDFs it refers
 * to into a folder. File entries in the JSON are paths relative to it.
 *
 *   tsx scripts/generate-demo.ts [outDir]
 */
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import sharp from "sharp";
import { allPhotoSets } from "../../contract/photo-sets.ts";
import type { DemoContent, DemoFiles } from "./demo-content.ts";
import { buildDemoContent } from "./demo-content.ts";
import { DemoCalendar } from "./demo-dates.ts";
import { demoPages } from "./demo-pages.ts";
import type { ImageSpec } from "./placeholders.ts";
import { makePdf, renderJpeg } from "./placeholders.ts";

export type { DemoContent } from "./demo-content.ts";

/** How many images are rendered at the same time. */
const CONCURRENCY = 4;

/** Collects the files the records refer to; identical images share one file. */
class FileSink implements DemoFiles {
  readonly images = new Map<string, ImageSpec>();
  readonly pdfs = new Map<string, Buffer>();
  private readonly byLabel = new Map<string, string>();

  image(path: string, spec: ImageSpec): string {
    const key = JSON.stringify(spec);
    const existing = this.byLabel.get(key);
    if (existing) return existing;
    if (this.images.has(path) || this.pdfs.has(path)) throw new Error(`demo file ${path} registered twice`);
    this.byLabel.set(key, path);
    this.images.set(path, spec);
    return path;
  }

  pdf(path: string, title: string, paragraphs: string[]): string {
    if (this.images.has(path) || this.pdfs.has(path)) throw new Error(`demo file ${path} registered twice`);
    this.pdfs.set(path, makePdf(title, paragraphs));
    return path;
  }
}

async function runLimited<T>(items: T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++];
      await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * Generates the demo content into outDir (created if needed): `demo.json` and
 * the files it references, in subfolders. Dates are spread over the current
 * year (Asia/Kolkata calendar of opts.now, default now) and the two before
 * it, with some upcoming events. Returns the path of demo.json.
 */
export async function generateDemoContent(outDir: string, opts?: { now?: Date }): Promise<string> {
  const root = resolve(outDir);
  const calendar = new DemoCalendar(opts?.now ?? new Date());
  const files = new FileSink();
  const content: DemoContent = buildDemoContent(calendar, files, allPhotoSets);

  const dirs = new Set<string>();
  for (const path of [...files.images.keys(), ...files.pdfs.keys()]) dirs.add(dirname(join(root, path)));
  await mkdir(root, { recursive: true });
  for (const dir of dirs) await mkdir(dir, { recursive: true });

  await Promise.all([...files.pdfs].map(([path, data]) => writeFile(join(root, path), data)));
  // Many small images: parallelism across images beats libvips' threads
  // within one image, so use one thread per image while generating.
  const vipsThreads = sharp.concurrency();
  sharp.concurrency(1);
  try {
    await runLimited([...files.images], CONCURRENCY, async ([path, spec]) => {
      await writeFile(join(root, path), await renderJpeg(spec));
    });
  } finally {
    sharp.concurrency(vipsThreads);
  }

  const jsonPath = join(root, "demo.json");
  await writeFile(jsonPath, `${JSON.stringify({ ...content, pages: demoPages() }, null, 2)}\n`);
  return jsonPath;
}
