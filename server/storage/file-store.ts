import { createHash, randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";

export interface StoredObject {
  size: number;
  mtimeMs: number;
}

export interface OpenedObject extends StoredObject {
  /** The bytes as a stream: large PDFs are never read into memory whole. */
  stream: Readable;
}

export interface ReadOptions {
  /** Private files (transfer certificates) are refused unless the caller asks for them. */
  allowPrivate?: boolean;
}

/**
 * Where uploaded files live: a local folder (LocalFileStore, the default) or
 * an S3-compatible bucket (S3FileStore, when S3_BUCKET is set). Files are
 * addressed by id, a relative path such as "ab/0f3c….jpg"; ids under
 * "private/" (transfer certificates) are refused unless asked for, and the
 * resized copies ("variants") live apart, where no id can reach them.
 * Every method that takes an id returns null (or does nothing) for an unsafe
 * id; a store that cannot be reached rejects, so callers can tell
 * "not there" (404) from "not reachable now" (503).
 */
export interface FileStore {
  readonly kind: "local" | "s3";
  /** The school whose files this is; its code prefixes every key in a bucket. */
  readonly school: string;
  /** The same store, for another school's files. */
  forSchool(school: string): FileStore;
  write(id: string, data: Buffer): Promise<void>;
  remove(id: string): Promise<void>;
  stat(id: string, opts?: ReadOptions): Promise<StoredObject | null>;
  read(id: string, opts?: ReadOptions): Promise<Buffer | null>;
  open(id: string, opts?: ReadOptions): Promise<OpenedObject | null>;
  /** Ids starting with the prefix ("" for all), sorted; variants are never listed. */
  list(prefix: string): Promise<string[]>;
  /** Stores a resized copy in one write: never through a name another writer could share. */
  writeVariant(id: string, width: number, format: string, data: Buffer): Promise<void>;
  statVariant(id: string, width: number, format: string): Promise<StoredObject | null>;
  openVariant(id: string, width: number, format: string): Promise<OpenedObject | null>;
  removeVariants(id: string, widths: readonly number[], formats: readonly string[]): Promise<void>;
  /** Rejects when the store cannot take uploads now (readiness), giving up when the signal aborts. */
  check(signal: AbortSignal): Promise<void>;
}

/** A random file id with the given extension (".jpg"), optionally under a prefix ("private/"). */
export function newFileId(ext: string, prefix = ""): string {
  const name = randomBytes(16).toString("hex");
  return `${prefix}${name.slice(0, 2)}/${name}${ext.toLowerCase()}`;
}

/** The file name of a variant: ids' slashes flattened, so all copies sit in one folder or key prefix. */
export function variantName(id: string, width: number, format: string): string {
  return `${id.replace(/\//g, "_")}.${width}.${format}`;
}

/** Private ids are refused unless asked for; unsafe ids always. */
export function addressable(id: string, opts: ReadOptions = {}): boolean {
  return isSafeId(id) && (Boolean(opts.allowPrivate) || !id.startsWith("private/"));
}

/**
 * Files under a folder (DATA_DIR). Names are random; ".variants/" (resized
 * copies) and "private/" (transfer certificates) can never be addressed from
 * outside. The configured school's files sit at the top, as they always
 * have; another school's under ".schools/CODE/", which no id can reach.
 */
export class LocalFileStore implements FileStore {
  readonly kind = "local";
  readonly root: string;
  private realRoot: string;

  constructor(
    root: string,
    readonly school: string,
    private readonly base = { root: path.resolve(root), school },
  ) {
    this.root = path.resolve(root);
    fs.mkdirSync(this.root, { recursive: true });
    this.realRoot = fs.realpathSync(this.root);
  }

  forSchool(school: string): LocalFileStore {
    if (school === this.school) return this;
    const root = school === this.base.school ? this.base.root : path.join(this.base.root, ".schools", school);
    return new LocalFileStore(root, school, this.base);
  }

  async write(id: string, data: Buffer): Promise<void> {
    const target = this.pathFor(id, { allowPrivate: true });
    if (!target) throw new Error(`invalid file id: ${id}`);
    await writeAtomically(target, data);
  }

  async remove(id: string): Promise<void> {
    const target = this.pathFor(id, { allowPrivate: true });
    if (target) await fsp.rm(target, { force: true });
  }

  async stat(id: string, opts: ReadOptions = {}): Promise<StoredObject | null> {
    const found = await this.resolveExisting(id, opts);
    return found && { size: found.size, mtimeMs: found.mtimeMs };
  }

  async read(id: string, opts: ReadOptions = {}): Promise<Buffer | null> {
    const found = await this.resolveExisting(id, opts);
    return found ? fsp.readFile(found.path).catch(() => null) : null;
  }

  async open(id: string, opts: ReadOptions = {}): Promise<OpenedObject | null> {
    const found = await this.resolveExisting(id, opts);
    return found && { size: found.size, mtimeMs: found.mtimeMs, stream: fs.createReadStream(found.path) };
  }

  async list(prefix: string): Promise<string[]> {
    const out: string[] = [];
    const walk = async (dir: string) => {
      const entries = await fsp.readdir(dir, { withFileTypes: true }).catch(() => []);
      for (const d of entries) {
        // Dot names: the variants, other schools, readiness probes, temporary files.
        if (d.name.startsWith(".") || d.name.endsWith(".tmp")) continue;
        const full = path.join(dir, d.name);
        if (d.isDirectory()) await walk(full);
        else if (d.isFile()) out.push(path.relative(this.root, full).split(path.sep).join("/"));
      }
    };
    await walk(this.root);
    return out.filter((id) => id.startsWith(prefix)).sort();
  }

  async writeVariant(id: string, width: number, format: string, data: Buffer): Promise<void> {
    await writeAtomically(this.variantPath(id, width, format), data);
  }

  async statVariant(id: string, width: number, format: string): Promise<StoredObject | null> {
    const st = await fsp.stat(this.variantPath(id, width, format)).catch(() => null);
    return st?.isFile() ? { size: st.size, mtimeMs: st.mtimeMs } : null;
  }

  async openVariant(id: string, width: number, format: string): Promise<OpenedObject | null> {
    const file = this.variantPath(id, width, format);
    const st = await this.statVariant(id, width, format);
    return st && { ...st, stream: fs.createReadStream(file) };
  }

  async removeVariants(id: string, widths: readonly number[], formats: readonly string[]): Promise<void> {
    for (const w of widths) for (const f of formats) await fsp.rm(this.variantPath(id, w, f), { force: true });
  }

  /** Writes and deletes a tiny file: uploads need a writable folder, not only a readable one. */
  async check(_signal: AbortSignal): Promise<void> {
    const probe = path.join(this.root, `.ready-${randomBytes(6).toString("hex")}`);
    await fsp.writeFile(probe, "ok");
    await fsp.rm(probe, { force: true });
  }

  /**
   * The absolute path of a public file id, or null when the id is malformed or
   * would leave the store. Does not check existence; see resolveExisting.
   */
  pathFor(id: string, opts: ReadOptions = {}): string | null {
    if (!addressable(id, opts)) return null;
    const full = path.resolve(this.root, id);
    if (!full.startsWith(this.root + path.sep)) return null;
    return full;
  }

  /**
   * The real path of an existing regular file, or null. Refuses symlinks
   * anywhere on the way, so a link planted in the store cannot expose the disk.
   */
  async resolveExisting(
    id: string,
    opts: ReadOptions = {},
  ): Promise<{ path: string; size: number; mtimeMs: number } | null> {
    const full = this.pathFor(id, opts);
    if (!full) return null;
    try {
      const real = await fsp.realpath(full);
      if (real !== path.join(this.realRoot, path.relative(this.root, full))) return null;
      const st = await fsp.lstat(real);
      if (!st.isFile()) return null;
      return { path: real, size: st.size, mtimeMs: st.mtimeMs };
    } catch {
      return null;
    }
  }

  variantPath(id: string, width: number, format: string): string {
    return path.join(this.root, ".variants", variantName(id, width, format));
  }
}

/**
 * Writes under a random temporary name, then renames: a reader never sees a
 * half-written file, and two writers (processes in containers often share
 * pid 1) never share a temporary name.
 */
async function writeAtomically(target: string, data: Buffer): Promise<void> {
  await fsp.mkdir(path.dirname(target), { recursive: true });
  const tmp = `${target}.${randomUUID()}.tmp`;
  try {
    await fsp.writeFile(tmp, data);
    await fsp.rename(tmp, target);
  } finally {
    await fsp.rm(tmp, { force: true });
  }
}

/** The local store behind a FileStore, for tests and tools that look at the folder itself. */
export function localStore(store: FileStore): LocalFileStore {
  if (!(store instanceof LocalFileStore)) throw new Error("this needs the local file store (S3_BUCKET is set)");
  return store;
}

/**
 * Ids are relative paths of plain segments: letters, digits, dot, dash,
 * underscore; no segment starts with a dot; no backslash, percent, colon or NUL.
 * Anything percent-encoded has been decoded once by the router, so a "%" left
 * over means double encoding and is refused.
 */
function isSafeId(id: string): boolean {
  if (id.length === 0 || id.length > 300) return false;
  const segments = id.split("/");
  return segments.every((s) => /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/.test(s));
}

export function sha256(data: Buffer): string {
  return createHash("sha256").update(data).digest("hex");
}

const mimeByExt: Record<string, string> = {
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".gif": "image/gif",
  ".svg": "image/svg+xml",
  ".pdf": "application/pdf",
};

export function mimeFor(id: string): string {
  return mimeByExt[path.extname(id).toLowerCase()] ?? "application/octet-stream";
}

/** Detects the file type from its first bytes; the name is never trusted. */
export function sniffType(data: Buffer): { mime: string; ext: string } | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff)
    return { mime: "image/jpeg", ext: ".jpg" };
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return { mime: "image/png", ext: ".png" };
  if (data.length >= 12 && data.toString("ascii", 0, 4) === "RIFF" && data.toString("ascii", 8, 12) === "WEBP")
    return { mime: "image/webp", ext: ".webp" };
  if (data.length >= 5 && data.toString("ascii", 0, 5) === "%PDF-") return { mime: "application/pdf", ext: ".pdf" };
  return null;
}
