import type { Readable } from "node:stream";
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
 * kept in the store (~70 ms); AVIF is too slow for a request on two cores, so it
 * is made in the background after import or upload, and until it exists a
 * request for it gets the WebP copy.
 */
export class ImageVariants {
  private inFlight = new Map<string, Promise<{ data: Buffer; kept: boolean } | null>>();
  private avifQueue: string[] = [];
  private avifRunning = false;

  private readonly schools = new Map<string, ImageVariants>();

  /** `school`: whose files `store` holds, so forSchool of that school is this very service. */
  constructor(
    private readonly store: FileStore,
    private readonly school: string,
  ) {}

  /** The same service over one school's files (the host's school, on a deployment with several). */
  forSchool(school: string): ImageVariants {
    if (school === this.school) return this;
    let images = this.schools.get(school);
    if (!images) {
      images = new ImageVariants(this.store.forSchool(school), school);
      this.schools.set(school, images);
    }
    return images;
  }

  isResizable(id: string): boolean {
    return resizable.has(mimeFor(id));
  }

  /**
   * The variant's bytes, making the WebP one if needed; null when the source
   * is missing (or private). `kept` is false when a fresh copy could not be
   * stored: it is still right, but must not be cached for long.
   */
  async get(
    id: string,
    width: VariantWidth,
    format: VariantFormat,
  ): Promise<{ body: Buffer | Readable; size: number; format: VariantFormat; kept: boolean } | null> {
    if (format === "avif") {
      const avif = await this.store.openVariant(id, width, "avif");
      if (avif) return { body: avif.stream, size: avif.size, format: "avif", kept: true };
    }
    const webp = await this.store.openVariant(id, width, "webp");
    if (webp) return { body: webp.stream, size: webp.size, format: "webp", kept: true };
    const made = await this.make(id, width, "webp");
    return made && { body: made.data, size: made.data.length, format: "webp", kept: made.kept };
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
    for (const w of variantWidths) if (!(await this.store.statVariant(id, w, "avif"))) await this.make(id, w, "avif");
  }

  /** Resolves when the AVIF queue is empty (tests, import command). */
  async idle(): Promise<void> {
    while (this.avifRunning || this.avifQueue.length) await new Promise((r) => setTimeout(r, 50));
  }

  private async drainAvif(): Promise<void> {
    this.avifRunning = true;
    try {
      for (let id = this.avifQueue.shift(); id; id = this.avifQueue.shift()) {
        for (const w of variantWidths) {
          const exists = await this.store.statVariant(id, w, "avif").catch(() => null);
          if (!exists) await this.make(id, w, "avif").catch(() => null);
        }
      }
    } finally {
      this.avifRunning = false;
    }
  }

  private make(
    id: string,
    width: VariantWidth,
    format: VariantFormat,
  ): Promise<{ data: Buffer; kept: boolean } | null> {
    const key = `${id}|${width}|${format}`;
    const running = this.inFlight.get(key);
    if (running) return running;
    const job = (async () => {
      const source = await this.store.read(id);
      if (!source || !this.isResizable(id)) return null;
      const img = sharp(source, { limitInputPixels: 50_000_000 }).rotate().resize({ width, withoutEnlargement: true });
      const data =
        format === "webp"
          ? await img.webp({ quality: 72 }).toBuffer()
          : await img.avif({ quality: 50, effort: 2 }).toBuffer();
      let kept = true;
      try {
        // One write of the whole copy (a PUT, or a random temporary name
        // renamed into place): two instances making it at once never collide.
        await this.store.writeVariant(id, width, format, data);
      } catch (err) {
        if (format === "avif") throw err;
        kept = false;
      }
      // The source was removed (or made private) while this copy was made:
      // no copy may outlive it, so nothing of a private file is ever left.
      if (!(await this.store.stat(id))) {
        await this.store.removeVariants(id, [width], [format]);
        return null;
      }
      return { data, kept };
    })().finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, job);
    return job;
  }
}
