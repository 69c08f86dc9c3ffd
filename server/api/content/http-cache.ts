import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * Answers built once and served many times: the bytes, their ETag and their
 * compressed copies. Validators, content-coding negotiation and 304s live
 * here so every cached answer of the API behaves the same.
 */

export type Encoding = "br" | "gzip";

export interface CachedBody {
  etag: string;
  body: Buffer;
  type: string;
  /** Compressed copies, made once per entry on first demand. */
  encoded?: Partial<Record<Encoding, Promise<Buffer | null>>>;
}

const JSON_TYPE = "application/json; charset=utf-8";

export function cachedBody(body: Buffer, type = JSON_TYPE): CachedBody {
  return { etag: etagOf(body), body, type };
}

/** Smaller answers are sent as they are: compressing them saves less than the header costs. */
const COMPRESS_MIN_BYTES = 1024;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Compresses in the thread pool; null when it fails. An answer made once
 * (a list at one content version) gets the strongest settings, instead of
 * once per request as the app-wide on-the-fly compression would (brotli
 * there costs more CPU per request than everything else in serving a cached
 * list); a page rendered for one response (`perRequest`) gets a quality
 * cheap enough to pay each time.
 */
export function encode(encoding: Encoding, body: Buffer, perRequest = false): Promise<Buffer | null> {
  const job =
    encoding === "br"
      ? brotli(body, {
          chunkSize: 64 * 1024,
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: perRequest ? 4 : zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          },
        })
      : gzip(body, {
          chunkSize: 64 * 1024,
          level: perRequest ? zlib.constants.Z_DEFAULT_COMPRESSION : zlib.constants.Z_BEST_COMPRESSION,
        });
  return job.catch(() => null);
}

/** The ETag of a compressed copy: another representation needs another strong validator. */
const encodedEtag = (etag: string, encoding: Encoding) => `${etag.slice(0, -1)}-${encoding}"`;

/**
 * Sends a cached answer: the representation the client accepts, its ETag,
 * the given Cache-Control and any extra headers (a Vary there is extended
 * with Accept-Encoding); 304 when If-None-Match
 * holds that ETag. Routes using it set `{ compress: false }` so the app-wide
 * compression leaves the answer alone.
 */
export async function sendCached(
  req: FastifyRequest,
  reply: FastifyReply,
  entry: CachedBody,
  cacheControl: string,
  headers: Record<string, string> = {},
): Promise<FastifyReply> {
  const encoding = entry.body.length >= COMPRESS_MIN_BYTES ? pickEncoding(req.headers["accept-encoding"]) : null;
  const etag = encoding ? encodedEtag(entry.etag, encoding) : entry.etag;
  reply
    .headers(headers)
    .header("ETag", etag)
    .header("Cache-Control", cacheControl)
    .header("Vary", headers.Vary ? `${headers.Vary}, Accept-Encoding` : "Accept-Encoding");
  if (matchesEtag(req.headers["if-none-match"], etag)) return reply.status(304).send();
  reply.type(entry.type);
  if (encoding) {
    entry.encoded ??= {};
    let job = entry.encoded[encoding];
    if (!job) {
      job = encode(encoding, entry.body);
      entry.encoded[encoding] = job;
    }
    const compressed = await job;
    if (compressed) return reply.header("Content-Encoding", encoding).send(compressed);
    reply.header("ETag", entry.etag);
  }
  return reply.send(entry.body);
}

/** One representation of an answer as sent: its bytes, ETag and coding (none for the plain bytes). */
export interface Representation {
  body: Buffer;
  etag: string;
  encoding: Encoding | null;
}

/**
 * Every representation of a cached answer, compressed copies made now:
 * what the fast lane serves as ready bytes (server/api/content/fast-lane.ts).
 * A copy that failed to compress is left out (the plain bytes are sent).
 */
export async function allRepresentations(
  entry: CachedBody,
): Promise<Partial<Record<Encoding | "identity", Representation>>> {
  const out: Partial<Record<Encoding | "identity", Representation>> = {
    identity: { body: entry.body, etag: entry.etag, encoding: null },
  };
  if (entry.body.length < COMPRESS_MIN_BYTES) return out;
  entry.encoded ??= {};
  for (const encoding of ["br", "gzip"] as const) {
    entry.encoded[encoding] ??= encode(encoding, entry.body);
    const body = await entry.encoded[encoding];
    if (body) out[encoding] = { body, etag: encodedEtag(entry.etag, encoding), encoding };
  }
  return out;
}

export function etagOf(body: string | Buffer): string {
  return `"${createHash("sha1").update(body).digest("base64url").slice(0, 27)}"`;
}

/** If-None-Match comparison (weak, as RFC 9110 asks for GET). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header === etag) return true;
  return header
    .split(",")
    .map((t) => t.trim().replace(/^W\//, ""))
    .some((t) => t === etag || t === "*");
}

/**
 * The coding to answer with: brotli when the client takes it, else gzip,
 * else none. A q of 0 refuses a coding; "*" stands for the ones not named.
 */
export function pickEncoding(header: string | string[] | undefined): Encoding | null {
  const q = qualities(header);
  if (!q) return null;
  const of = (name: string) => q.get(name) ?? q.get("*") ?? 0;
  const br = of("br");
  const gz = Math.max(of("gzip"), q.get("x-gzip") ?? 0);
  if (br > 0 && br >= gz) return "br";
  if (gz > 0) return "gzip";
  return null;
}

/** Whether the client takes gzip at all (cached pages are sent as gzip to anyone who does). */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  const q = qualities(header);
  return q !== null && Math.max(q.get("gzip") ?? q.get("*") ?? 0, q.get("x-gzip") ?? 0) > 0;
}

/** Accept-Encoding's codings and their q values, or null without the header. */
function qualities(header: string | string[] | undefined): Map<string, number> | null {
  if (typeof header !== "string" || header === "") return null;
  const q = new Map<string, number>();
  for (const part of header.split(",", 30)) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name.trim(), Number.isFinite(value) ? value : 0);
  }
  return q;
}
