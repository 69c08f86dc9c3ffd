import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { crc32, crc32Combine, deflateParts, splicedGzip } from "./gzip-splice.ts";
import { type CachedPage, personalise } from "./page-cache.ts";

/** Issue 20: cached pages go out compressed without compressing them again per visitor. */

const crcOf = (b: Buffer) => zlib.gzipSync(b, { level: 0 }).readUInt32LE(zlib.gzipSync(b, { level: 0 }).length - 8);

describe("gzip answers spliced from parts compressed once", () => {
  it("checksums agree with zlib's, whole and combined", () => {
    const a = Buffer.from('<html><script nonce="'.repeat(500));
    const b = Buffer.from("x".repeat(70_000));
    expect(crc32(a)).toBe(crcOf(a));
    expect(crc32Combine(crc32(a), crc32(b), b.length)).toBe(crcOf(Buffer.concat([a, b])));
    expect(crc32Combine(crc32(a), crc32(Buffer.alloc(0)), 0)).toBe(crc32(a));
  });

  it("decodes to exactly the page with this response's nonce and view key, for every response", () => {
    const html = `<!doctype html><script nonce="N0NCE">a()</script>${"<p>Results are out</p>".repeat(3000)}<input value="KEY-1"><script nonce="N0NCE"></script>`;
    const page: CachedPage = {
      status: 200,
      headers: [],
      body: Buffer.from(html),
      nonce: "N0NCE",
      viewKey: "KEY-1",
      storedAt: 0,
    };
    let n = 1;
    for (const nonce of ["abc123", "zz", "N0NCE"]) {
      const key = () => `KEY-${++n}`;
      const gz = personalise(page, nonce, key, "gzip");
      const plain = zlib.gunzipSync(gz).toString();
      expect(plain).toBe(html.replaceAll("N0NCE", nonce).replace("KEY-1", `KEY-${n}`));
      // Much smaller than the page: the parts really are compressed.
      expect(gz.length).toBeLessThan(html.length / 10);
    }
  });

  it("handles tokens at the very start and end, and a page without any", () => {
    const page: CachedPage = { status: 200, headers: [], body: Buffer.from("N1<p>x</p>N1"), nonce: "N1", storedAt: 0 };
    expect(zlib.gunzipSync(personalise(page, "N2", () => "", "gzip")).toString()).toBe("N2<p>x</p>N2");
    const bare: CachedPage = { status: 200, headers: [], body: Buffer.from("<p>plain</p>"), nonce: "", storedAt: 0 };
    expect(zlib.gunzipSync(personalise(bare, "N2", () => "", "gzip")).toString()).toBe("<p>plain</p>");
  });

  it("keeps only the compressed bytes of each part, not zlib's whole output block", () => {
    // A page cut at twenty nonces: short parts compress to a few bytes each.
    const parts = Array.from({ length: 20 }, (_, i) => Buffer.from(`<p>part ${i}</p><script nonce="`));
    const spliced = deflateParts(parts);
    const kept = new Set(spliced.deflated.map((b) => b.buffer));
    const keptBytes = [...kept].reduce((sum, block) => sum + block.byteLength, 0);
    const compressed = spliced.deflated.reduce((sum, b) => sum + b.length, 0);
    // Exactly the compressed bytes: no zlib output block (16 KB on Node 20,
    // 64 KB on Node 24) and no shared allocation pool held by the cache.
    expect(keptBytes).toBe(compressed);
    expect(compressed).toBeLessThan(2 * 1024);
    const fills = parts.slice(1).map(() => Buffer.from("n"));
    const expected = Buffer.concat(parts.flatMap((p, i) => (i < fills.length ? [p, fills[i]] : [p])));
    expect(zlib.gunzipSync(splicedGzip(spliced, fills)).equals(expected)).toBe(true);
  });
});
