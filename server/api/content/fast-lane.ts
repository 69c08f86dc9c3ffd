import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { todayInKolkata } from "../../../contract/dates.ts";
import type { Config } from "../../config.ts";
import { clientKey } from "../../http/client-key.ts";
import type { ClientWindows } from "../../http/client-windows.ts";
import { type Encoding, pickEncoding } from "../../http/encoding.ts";
import { saneRequestId } from "../../http/operations.ts";
import { bareSecurityHeaders } from "../../http/security.ts";
import { matchesEtag, type Representation } from "./http-cache.ts";

/**
 * The content API's cached answers served straight from the HTTP server,
 * before Fastify: a school's news or events list is the same bytes for
 * every client until the content changes, so a request for one costs a map
 * lookup, the per-client count and a write. Everything a visitor can see
 * stays as through Fastify (headers, ETag and 304, the content codings, the
 * request limit counted in the same store, X-Request-Id, the request
 * metric). Whatever the lane is unsure of goes to Fastify, which answers as
 * before and refills the lane: a URL with a query, a content version not
 * checked within the last second, a new day, a client at its limit, a
 * proxy setup given as addresses, the server closing, and every request
 * while REDIS_URL is set (the limit is then counted in Redis).
 */

interface LaneEntry {
  school: string;
  version: number;
  /** The Kolkata day the answer was made for, when it depends on the day; else "". */
  day: string;
  /** The route's pattern, for the request metric. */
  route: string;
  /** Headers common to every representation: CORS, caching, security. */
  headers: string[];
  representations: Partial<Record<Encoding | "identity", Representation>>;
}

interface FastLaneOptions {
  trustProxy: Config["trustProxy"];
  hsts: boolean;
  /** The API's per-client limit and where it counts; null: the lane answers nothing (counts live elsewhere). */
  limit: { max: number; windowMs: number; counts: ClientWindows } | null;
  /** A school's content version when checked within the last second, else undefined. */
  freshVersion: (school: string) => number | undefined;
}

/** Distinct Accept-Encoding values remembered with their choice (browsers send a handful). */
const ENCODING_MEMO_MAX = 64;

export class ContentFastLane {
  private entries = new Map<string, LaneEntry>();
  private encodingMemo = new Map<string, Encoding | null>();
  private stopped = false;
  private observer: ((method: string, route: string, status: number, seconds: number) => void) | null = null;
  private readonly security: string[];

  constructor(private readonly opts: FastLaneOptions) {
    this.security = bareSecurityHeaders(opts.hsts).flat();
  }

  /** Keeps a ready answer for `url` (the exact path, e.g. /api/news/tvms). */
  put(url: string, entry: Omit<LaneEntry, "headers"> & { headers: Record<string, string> }): void {
    if (!this.opts.limit) return;
    if (this.entries.size >= 1000 && !this.entries.has(url)) this.entries.clear();
    this.entries.set(url, { ...entry, headers: [...Object.entries(entry.headers).flat(), ...this.security] });
  }

  /** Called with every answer the lane sends, for the request metric. */
  onAnswer(observer: (method: string, route: string, status: number, seconds: number) => void): void {
    this.observer = observer;
  }

  /** The server is closing: from now on Fastify answers (503 to new requests). */
  stop(): void {
    this.stopped = true;
  }

  /** Answers the request and returns true, or returns false for Fastify to answer it. */
  serve(req: IncomingMessage, res: ServerResponse): boolean {
    const started = process.hrtime.bigint();
    if (this.stopped || !this.opts.limit || (req.method !== "GET" && req.method !== "HEAD")) return false;
    const entry = this.entries.get(req.url ?? "");
    if (!entry) return false;
    if (this.opts.freshVersion(entry.school) !== entry.version) return false;
    if (entry.day && entry.day !== todayInKolkata()) return false;
    const ip = clientAddress(req, this.opts.trustProxy);
    if (ip === null) return false;
    const { max, windowMs, counts } = this.opts.limit;
    const counted = counts.take(clientKey(ip), max, windowMs);
    if (!counted) return false;

    const encoding = this.encodingFor(req.headers["accept-encoding"]);
    const rep = (encoding && entry.representations[encoding]) || (entry.representations.identity as Representation);
    const given = req.headers["x-request-id"];
    const id = typeof given === "string" && saneRequestId.test(given) ? given : randomUUID();
    // The request limit's headers, as @fastify/rate-limit sends them.
    const headers = [
      "x-request-id",
      id,
      "x-ratelimit-limit",
      String(max),
      "x-ratelimit-remaining",
      String(max - counted.current),
      "x-ratelimit-reset",
      String(Math.ceil(counted.ttl / 1000)),
      "ETag",
      rep.etag,
      ...entry.headers,
    ];
    let status = 200;
    if (matchesEtag(req.headers["if-none-match"], rep.etag)) {
      status = 304;
      res.writeHead(304, headers);
      res.end();
    } else {
      headers.push("Content-Type", "application/json; charset=utf-8", "Content-Length", String(rep.body.length));
      if (rep.encoding) headers.push("Content-Encoding", rep.encoding);
      res.writeHead(200, headers);
      res.end(req.method === "HEAD" ? undefined : rep.body);
    }
    this.observer?.(req.method, entry.route, status, Number(process.hrtime.bigint() - started) / 1e9);
    return true;
  }

  private encodingFor(header: string | undefined): Encoding | null {
    if (!header) return null;
    let choice = this.encodingMemo.get(header);
    if (choice === undefined) {
      choice = pickEncoding(header);
      if (this.encodingMemo.size >= ENCODING_MEMO_MAX) this.encodingMemo.clear();
      this.encodingMemo.set(header, choice);
    }
    return choice;
  }
}

/**
 * The client's address as Fastify's `req.ip` gives it with the same
 * TRUST_PROXY: the socket's peer, or with a hop count the address that many
 * hops back in X-Forwarded-For. Null for proxies given as addresses (then
 * Fastify works it out).
 */
export function clientAddress(req: IncomingMessage, trustProxy: Config["trustProxy"]): string | null {
  const peer = req.socket.remoteAddress;
  if (!peer) return null;
  if (trustProxy === false) return peer;
  if (typeof trustProxy !== "number") return null;
  const forwarded = req.headers["x-forwarded-for"];
  const chain = [peer];
  if (typeof forwarded === "string") {
    const hops = forwarded.split(",");
    for (let i = hops.length - 1; i >= 0; i--) {
      const hop = hops[i].trim();
      if (hop) chain.push(hop);
    }
  }
  return chain[Math.min(trustProxy, chain.length - 1)];
}
