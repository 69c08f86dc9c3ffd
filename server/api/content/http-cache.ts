import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { type Encoding, encode, pickEncoding } from "../../http/encoding.ts";

/**
 * Answers built once and served many times: the bytes, their ETag and their
 * compressed copies. Validators, content-coding negotiation and 304s live
 * here so every cached answer of the API behaves the same.
 */

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
