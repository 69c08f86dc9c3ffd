import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";

/**
 * Whether an uploaded PDF carries words a phone or a screen reader can read
 * (issue 30: a circular that is only a scan asks staff to paste its text).
 * Mozilla's PDF.js reads the first pages' text. A PDF is untrusted input, so
 * it is read in a worker thread of its own with a heap cap and a time limit:
 * a crafted or huge file can cost a worker, never the server's event loop.
 * The answer is null when the file could not be read in time: staff are then
 * asked nothing, and the upload goes on as before.
 */

/** Pages read at most: a circular's words are on its first pages. */
const MAX_PAGES = 10;
/** Fewer letters than this is a page number or a stamp on a scan, not a text layer. */
const ENOUGH_CHARACTERS = 10;
const TIME_LIMIT_MS = 15_000;
const HEAP_MB = 256;
/** Workers at once: staff may drop a dozen PDFs; each worker costs memory. */
const PARALLEL = 2;

// The worker is plain JavaScript given as source, so the bundled server needs
// no second file; PDF.js is loaded from its package by absolute address.
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
(async () => {
  const pdfjs = await import(workerData.pdfjs);
  const doc = await pdfjs.getDocument({
    data: new Uint8Array(workerData.data),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  }).promise;
  let characters = 0;
  const pages = Math.min(doc.numPages, workerData.maxPages);
  for (let n = 1; n <= pages && characters < workerData.enough; n++) {
    const page = await doc.getPage(n);
    const content = await page.getTextContent();
    for (const item of content.items) characters += (item.str || "").replace(/\\s+/g, "").length;
  }
  await doc.destroy();
  parentPort.postMessage({ characters });
})().catch((e) => parentPort.postMessage({ error: String((e && e.message) || e) }));
`;

let pdfjsUrl: string | null | undefined;
/** PDF.js's Node build, or null when it is not installed (the check is then skipped). */
function pdfjs(): string | null {
  if (pdfjsUrl === undefined) {
    try {
      pdfjsUrl = pathToFileURL(createRequire(import.meta.url).resolve("pdfjs-dist/legacy/build/pdf.mjs")).href;
    } catch {
      pdfjsUrl = null;
    }
  }
  return pdfjsUrl;
}

let running = 0;
const waiting: (() => void)[] = [];

async function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  if (running >= PARALLEL) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

function readInWorker(data: Buffer, url: string, timeLimitMs: number): Promise<boolean | null> {
  return new Promise((resolve) => {
    let settled = false;
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { pdfjs: url, data, maxPages: MAX_PAGES, enough: ENOUGH_CHARACTERS },
      resourceLimits: { maxOldGenerationSizeMb: HEAP_MB },
      stdout: true,
      stderr: true,
    });
    const finish = (answer: boolean | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(answer);
    };
    const timer = setTimeout(() => finish(null), timeLimitMs);
    worker.once("message", (m: { characters?: number; error?: string }) =>
      finish(typeof m.characters === "number" ? m.characters >= ENOUGH_CHARACTERS : null),
    );
    worker.once("error", () => finish(null));
    worker.once("exit", () => finish(null));
  });
}

/**
 * True when the PDF has a text layer, false when it is only pictures (a
 * scan), null when it could not be told (damaged, too slow, too large for the
 * worker's heap, or PDF.js missing).
 */
export async function pdfHasText(data: Buffer, timeLimitMs = TIME_LIMIT_MS): Promise<boolean | null> {
  const url = pdfjs();
  if (!url) return null;
  return oneAtATime(() => readInWorker(data, url, timeLimitMs));
}
