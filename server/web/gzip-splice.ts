import zlib from "node:zlib";

/**
 * gzip bodies assembled from parts compressed once: a cached page is the
 * same bytes for everyone except its nonce and view key, so the text around
 * them is deflated once per page (each piece on its own, ended on a byte
 * boundary with a sync flush) and each response only adds its own tokens
 * as small stored blocks, the final block and the checksum. Compressing
 * the whole page again for every visitor (what on-the-fly compression does)
 * costs more CPU than everything else in serving it. Any gzip decoder reads
 * the result as one ordinary stream.
 */

const CRC_TABLE = new Int32Array(256).map((_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c;
});

export function crc32(data: Buffer, crc = 0): number {
  let c = ~crc;
  for (let i = 0; i < data.length; i++) c = CRC_TABLE[(c ^ data[i]) & 0xff] ^ (c >>> 8);
  return ~c >>> 0;
}

/** a·b modulo the CRC polynomial (reflected), as zlib's multmodp. */
function multmodp(a: number, b: number): number {
  let m = 0x80000000;
  let p = 0;
  let bb = b >>> 0;
  for (;;) {
    if ((a & m) !== 0) {
      p ^= bb;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    bb = bb & 1 ? (bb >>> 1) ^ 0xedb88320 : bb >>> 1;
  }
  return p >>> 0;
}

/** x^(2^k) modulo the polynomial, k = 0..31. */
const X2N: number[] = [];
for (let k = 0, p = 0x40000000; k < 32; k++) {
  X2N.push(p);
  p = multmodp(p, p);
}

/** The CRC-32 of a‖b from the CRCs of a and b and the length of b (zlib's crc32_combine). */
export function crc32Combine(crcA: number, crcB: number, lengthB: number): number {
  let p = 0x80000000;
  let n = lengthB;
  let k = 3;
  while (n > 0) {
    if (n & 1) p = multmodp(X2N[k & 31], p);
    n = Math.floor(n / 2);
    k++;
  }
  return (multmodp(p, crcA) ^ crcB) >>> 0;
}

export interface SplicedParts {
  deflated: Buffer[];
  crcs: number[];
  lengths: number[];
}

/**
 * zlib hands back views of its output block (16 KB on Node 20, 64 KB on 24),
 * and Buffer.from copies into a shared pool whose size also changed between
 * versions. One exact-size block for all parts keeps what the page needs and
 * nothing else, on any Node.
 */
function packed(buffers: Buffer[]): Buffer[] {
  const block = Buffer.allocUnsafeSlow(buffers.reduce((sum, b) => sum + b.length, 0));
  let at = 0;
  return buffers.map((b) => {
    b.copy(block, at);
    at += b.length;
    return block.subarray(at - b.length, at);
  });
}

/** The parts compressed once, each ending on a byte boundary so anything may follow. */
export function deflateParts(parts: Buffer[]): SplicedParts {
  return {
    // A page with twenty parts keeps a few hundred bytes, not twenty zlib blocks.
    deflated: packed(parts.map((p) => zlib.deflateRawSync(p, { finishFlush: zlib.constants.Z_SYNC_FLUSH }))),
    crcs: parts.map((p) => crc32(p)),
    lengths: parts.map((p) => p.length),
  };
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** An empty final block with fixed codes: the end of the deflate stream. */
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);

/** A gzip stream of parts[0] fills[0] parts[1] … fills[n-1] parts[n]; each fill under 64 KB. */
export function splicedGzip(parts: SplicedParts, fills: Buffer[]): Buffer {
  const pieces: Buffer[] = [GZIP_HEADER, parts.deflated[0]];
  let crc = parts.crcs[0];
  let size = parts.lengths[0];
  fills.forEach((fill, i) => {
    const len = fill.length;
    // A stored block: BFINAL 0, type 00, then LEN and its complement.
    pieces.push(Buffer.from([0, len & 0xff, len >>> 8, ~len & 0xff, (~len >>> 8) & 0xff]), fill, parts.deflated[i + 1]);
    crc = crc32Combine(crc32Combine(crc, crc32(fill), len), parts.crcs[i + 1], parts.lengths[i + 1]);
    size += len + parts.lengths[i + 1];
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  pieces.push(FINAL_BLOCK, trailer);
  return Buffer.concat(pieces);
}
