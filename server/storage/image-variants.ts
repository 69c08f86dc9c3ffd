import { randomUUID } from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { type FileStore, mimeFor } from "./file-store.ts";

export const variantWidths = [400, 800, 1600] as const;
export type VariantWidth = (typeof variantWidths)[number];
export type VariantFormat = "webp" | "avif";

const resizable = new Set(["image/jpeg", "image/png", "image/webp"]);

sharp.concurrency(1);
sharp.cache(false);

/**
 * Responsive copies of stored images. WebP is made on first request and
 * kept on disk (~70 ms); AVIF is too slow for a request on two cores, so it
 * is made in the background after import or upload, and until it exists a
 * request for it gets the WebP copy.
 */
export class ImageVariants {
  private inFlight = new Map<string, Promise<string | null>>();
  private avifQueue: string[] = [];
  private avifRunning = false;

  constructor(private readonly store: FileStore) {}

  isResizable(id: string): boolean {
    return resizable.has(mimeFor(id));
  }

  /** Path of the variant file, creating the WebP one if needed; null when the source is missing. */
  async get(
    id: string,
    width: VariantWidth,
    format: VariantFormat,
  ): Promise<{ path: string; format: VariantFormat } | null> {
    if (format === "avif") {
      const avif = this.store.variantPath(id, width, "avif");
      if (fs.existsSync(avif)) return { path: avif, format: "avif" };
    }
    const webp = await this.make(id, width, "webp");
    return webp ? { path: webp, format: "webp" } : null;
  }

  /** Queues AVIF copies of an image; returns at once. */
  queueAvif(id: string): void {
    if (!this.isResizable(id)) return;
    this.avifQueue.push(id);
    if (!this.avifRunning) void this.drainAvif();
  }

  /** Drops an id's queued AVIF work (its file is being removed). */
  forget(id: string): void {
    this.avifQueue = this.avifQueue.filter((queued) => queued !== id);
  }

  /**
   * Makes the AVIF copies of an image now (the job queue's "avif" jobs);
   * rejects when encoding fails, so the job is tried again.
   */
  async makeAvifCopies(id: string): Promise<void> {
    if (!this.isResizable(id)) return;
    for (const w of variantWidths) await this.make(id, w, "avif");
  }

  /** Resolves when the AVIF queue is empty (tests, import command). */
  async idle(): Promise<void> {
    while (this.avifRunning || this.avifQueue.length) await new Promise((r) => setTimeout(r, 50));
  }

  private async drainAvif(): Promise<void> {
    this.avifRunning = true;
    try {
      for (let id = this.avifQueue.shift(); id; id = this.avifQueue.shift()) {
        for (const w of variantWidths) await this.make(id, w, "avif").catch(() => null);
      }
    } finally {
      this.avifRunning = false;
    }
  }

  private make(id: string, width: VariantWidth, format: VariantFormat): Promise<string | null> {
    const target = this.store.variantPath(id, width, format);
    const running = this.inFlight.get(target);
    if (running) return running;
    const job = (async () => {
      if (fs.existsSync(target)) return target;
      const source = await this.store.resolveExisting(id);
      if (!source || !this.isResizable(id)) return null;
      const img = sharp(source.path, { limitInputPixels: 50_000_000 })
        .rotate()
        .resize({ width, withoutEnlargement: true });
      const data =
        format === "webp"
          ? await img.webp({ quality: 72 }).toBuffer()
          : await img.avif({ quality: 50, effort: 2 }).toBuffer();
      await fsp.mkdir(path.dirname(target), { recursive: true });
      // A random name: processes in containers often share a pid (1), and
      // two of them writing one temporary file lost each other's rename.
      const tmp = `${target}.${randomUUID()}.tmp`;
      try {
        await fsp.writeFile(tmp, data);
        await fsp.rename(tmp, target);
      } finally {
        await fsp.rm(tmp, { force: true });
      }
      // The source was removed (or made private) while this copy was made:
      // no copy may outlive it, so nothing of a private file is ever left.
      if (!(await this.store.resolveExisting(id))) {
        await fsp.rm(target, { force: true });
        return null;
      }
      return target;
    })().finally(() => this.inFlight.delete(target));
    this.inFlight.set(target, job);
    return job;
  }
}
