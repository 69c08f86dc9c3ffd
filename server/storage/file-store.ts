import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";

/**
 * Files under DATA_DIR, addressed by id. An id is also the file's relative
 * path ("ab/0f3c….jpg"), so /api/image/{id} and old-style paths both work.
 * Names are random; ".variants/" (resized copies) and "private/" (transfer
 * certificates) can never be addressed from outside.
 */
export class FileStore {
  readonly root: string;
  private realRoot: string;

  constructor(root: string) {
    this.root = path.resolve(root);
    fs.mkdirSync(this.root, { recursive: true });
    this.realRoot = fs.realpathSync(this.root);
  }

  /** Generates a random id with the given extension (".jpg"). */
  static newId(ext: string, prefix = ""): string {
    const name = randomBytes(16).toString("hex");
    return `${prefix}${name.slice(0, 2)}/${name}${ext.toLowerCase()}`;
  }

  async write(id: string, data: Buffer): Promise<void> {
    const target = this.pathFor(id, { allowPrivate: true });
    if (!target) throw new Error(`invalid file id: ${id}`);
    await fsp.mkdir(path.dirname(target), { recursive: true });
    const tmp = `${target}.${randomBytes(4).toString("hex")}.tmp`;
    await fsp.writeFile(tmp, data);
    await fsp.rename(tmp, target);
  }

  async remove(id: string): Promise<void> {
    const target = this.pathFor(id, { allowPrivate: true });
    if (target) await fsp.rm(target, { force: true });
  }

  /**
   * The absolute path of a public file id, or null when the id is malformed or
   * would leave the store. Does not check existence; see resolveExisting.
   */
  pathFor(id: string, opts: { allowPrivate?: boolean } = {}): string | null {
    if (!isSafeId(id)) return null;
    if (!opts.allowPrivate && id.startsWith("private/")) return null;
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
    opts: { allowPrivate?: boolean } = {},
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
    const safe = id.replace(/\//g, "_");
    return path.join(this.root, ".variants", `${safe}.${width}.${format}`);
  }
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
