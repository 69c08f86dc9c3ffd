/**
 * Just enough of the tar format (ustar) for backups: regular files only,
 * names up to 255 bytes, sizes under 8 GB. Standard `tar -xzf` reads what
 * this writes, so a backup can also be inspected or unpacked by hand.
 */

const BLOCK = 512;

export function tarHeader(name: string, size: number, mtime = Date.now()): Buffer {
  const header = Buffer.alloc(BLOCK);
  let prefix = "";
  let base = name;
  if (Buffer.byteLength(name) > 100) {
    const cut = name.lastIndexOf("/", 155);
    if (cut <= 0 || Buffer.byteLength(name.slice(cut + 1)) > 100)
      throw new Error(`name too long for a backup: ${name}`);
    prefix = name.slice(0, cut);
    base = name.slice(cut + 1);
  }
  if (size >= 8 ** 11) throw new Error(`file too large for a backup: ${name}`);
  header.write(base, 0, 100, "utf8");
  header.write(octal(0o644, 8), 100, "ascii");
  header.write(octal(0, 8), 108, "ascii");
  header.write(octal(0, 8), 116, "ascii");
  header.write(octal(size, 12), 124, "ascii");
  header.write(octal(Math.floor(mtime / 1000), 12), 136, "ascii");
  header.write("        ", 148, "ascii");
  header.write("0", 156, "ascii");
  header.write("ustar\u000000", 257, "binary");
  header.write(prefix, 345, 155, "utf8");
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(`${sum.toString(8).padStart(6, "0")}\u0000 `, 148, "ascii");
  return header;
}

/** Zero bytes that bring an entry of `size` bytes to a whole block. */
export function tarPadding(size: number): Buffer {
  return Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);
}

export const tarEnd = (): Buffer => Buffer.alloc(BLOCK * 2);

function octal(n: number, width: number): string {
  return `${n.toString(8).padStart(width - 1, "0")}\u0000`;
}

interface TarEntry {
  name: string;
  size: number;
  data: Buffer;
}

/** Reads entries one at a time from a (decompressed) byte stream. */
export async function* readTar(source: AsyncIterable<Buffer>): AsyncGenerator<TarEntry> {
  const reader = new ByteReader(source[Symbol.asyncIterator]());
  for (;;) {
    if (!(await reader.need(BLOCK))) return;
    const header = reader.take(BLOCK);
    if (header.every((b) => b === 0)) return;
    const stored = parseOctal(header.subarray(148, 156));
    let sum = 0;
    for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : header[i];
    if (sum !== stored) throw new Error("the backup file is damaged (a tar header checksum does not match)");
    const base = cString(header.subarray(0, 100));
    const prefix = cString(header.subarray(345, 500));
    const size = parseOctal(header.subarray(124, 136));
    const type = String.fromCharCode(header[156] || 48);
    const padded = size + tarPadding(size).length;
    if (!(await reader.need(padded))) throw new Error("the backup file is cut short");
    const data = reader.take(padded).subarray(0, size);
    if (type !== "0") continue;
    yield { name: prefix ? `${prefix}/${base}` : base, size, data };
  }
}

function cString(b: Buffer): string {
  const end = b.indexOf(0);
  return b.subarray(0, end === -1 ? b.length : end).toString("utf8");
}

function parseOctal(b: Buffer): number {
  const text = cString(b).trim();
  return text ? Number.parseInt(text, 8) : 0;
}

class ByteReader {
  private chunks: Buffer[] = [];
  private length = 0;

  constructor(private readonly source: AsyncIterator<Buffer>) {}

  async need(n: number): Promise<boolean> {
    while (this.length < n) {
      const next = await this.source.next();
      if (next.done) return false;
      this.chunks.push(next.value);
      this.length += next.value.length;
    }
    return true;
  }

  take(n: number): Buffer {
    const out = Buffer.allocUnsafe(n);
    let at = 0;
    while (at < n) {
      const chunk = this.chunks[0];
      const k = Math.min(chunk.length, n - at);
      chunk.copy(out, at, 0, k);
      at += k;
      if (k === chunk.length) this.chunks.shift();
      else this.chunks[0] = chunk.subarray(k);
    }
    this.length -= n;
    return out;
  }
}
