import { ALERT_SLOT } from "../notices/alert-html.ts";
import { deflateParts, type SplicedParts, splicedGzip } from "./gzip-splice.ts";

/**
 * Rendered pages kept in memory per URL, content version and calendar day,
 * so popular pages are served at near-static speed. Entries live at most
 * `ttlMs` (relative times such as "3 hours ago" stay close to true) and the
 * cache holds at most `max` pages and at most `maxBytes` of them (bodies and
 * their compressed parts, counting current and last good pages once each),
 * oldest dropped first.
 */
export interface CachedPage {
  status: number;
  headers: [string, string][];
  body: Buffer;
  /** The CSP nonce rendered into the body, replaced by each response's own. */
  nonce: string;
  /**
   * The per-view key rendered into the body (a form's idempotency key), if
   * the page has one: each response gets a fresh one, so a cached form page
   * still gives every visitor, with or without JavaScript, a key of their own.
   */
  viewKey?: string;
  storedAt: number;
  /** The body cut around each occurrence of the nonce, view key and alert slot (filled on first use). */
  cut?: { parts: Buffer[]; slots: Slot[] };
  /** Those parts compressed once, for gzip answers (filled on first use). */
  gzipParts?: SplicedParts;
}

/** How a request is answered from the cache: look up `key`, or send the `stale` page as it is. */
type CacheLookup = { key: string; stale?: undefined } | { key?: undefined; stale: CachedPage };

export class PageCache {
  private entries = new Map<string, CachedPage>();
  /**
   * The last page stored per URL, whatever its version: served while the
   * database is away, and while a newer version of it is rendered (`older`).
   */
  private lastGood = new Map<string, CachedPage>();
  /** The calendar day each page was rendered for (from its key). */
  private dayOf = new WeakMap<CachedPage, string>();
  /** Each page held by `entries` or `lastGood` (mostly one object in both), with how many of the two hold it. */
  private held = new Map<CachedPage, number>();
  private versionFailedAt = -Infinity;

  constructor(
    private readonly ttlMs = 60_000,
    private readonly max = 300,
    /** How long to wait for the content version before serving the last good page. */
    private readonly versionTimeoutMs = 2000,
    /** After a failed version check, serve last good pages without asking again for this long. */
    private readonly retryMs = 1000,
    /**
     * Memory for the pages (a home page is ~150 KB): 300 of them plus 300
     * different last good ones would otherwise take ~100 MB, most of a small
     * server's memory.
     */
    private readonly maxBytes = 48 * 1024 * 1024,
  ) {}

  /**
   * The cache key of an anonymous page request (URL, content version, day),
   * or, when the version cannot be read (database restarting, unreachable),
   * the last good page of that URL: visitors keep seeing the site instead of
   * an error. Without a last good page the failure is thrown as before.
   */
  async lookup(
    url: string,
    version: () => number | Promise<number>,
    day: string,
    now = Date.now(),
  ): Promise<CacheLookup> {
    const fallback = this.lastGood.get(url);
    if (fallback && now - this.versionFailedAt < this.retryMs) return { stale: fallback };
    try {
      // A version known without asking the database (read within the last
      // seconds) needs no deadline: a timer set and cleared on every cache
      // hit cost more than the rest of the lookup.
      const known = version();
      const v = typeof known === "number" ? known : await withDeadline(known, this.versionTimeoutMs);
      this.versionFailedAt = -Infinity;
      return { key: pageKey(url, v, day) };
    } catch (err) {
      this.versionFailedAt = now;
      const last = this.lastGood.get(url);
      if (last) return { stale: last };
      throw err;
    }
  }

  get(key: string, now = Date.now()): CachedPage | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (now - hit.storedAt > this.ttlMs) {
      this.entries.delete(key);
      this.release(hit);
      return undefined;
    }
    return hit;
  }

  set(key: string, page: CachedPage, url?: string): void {
    this.drop(this.entries, key);
    if (this.entries.size >= this.max) this.drop(this.entries, this.entries.keys().next().value);
    this.entries.set(key, page);
    this.dayOf.set(page, dayOfKey(key));
    this.hold(page);
    if (url !== undefined) {
      this.drop(this.lastGood, url);
      if (this.lastGood.size >= this.max) this.drop(this.lastGood, this.lastGood.keys().next().value);
      this.lastGood.set(url, page);
      this.hold(page);
    }
    this.trim(page);
  }

  /**
   * The last good page of `url` when the page under `key` is not in the
   * cache (an older content version, or the same one past its time): what a
   * visitor gets while the new one is rendered. Only a page of the same
   * calendar day: yesterday's would show yesterday's "today" and "upcoming".
   */
  older(url: string, key: string): CachedPage | undefined {
    const last = this.lastGood.get(url);
    return last && this.dayOf.get(last) === dayOfKey(key) ? last : undefined;
  }

  /** The URL no longer shows its last good page (gone, or not shared any more): none is served for it. */
  dropOlder(url: string): void {
    this.drop(this.lastGood, url);
  }

  /** Drops the oldest pages (current or last good) until the pages fit in `maxBytes`; `newest` always stays. */
  private trim(newest: CachedPage): void {
    // Summed on every store (at most a few hundred pages, next to a render's
    // milliseconds) because a page's compressed parts are made after it is
    // stored, on its first gzip answer.
    let bytes = 0;
    for (const page of this.held.keys()) bytes += pageBytes(page);
    while (bytes > this.maxBytes) {
      const current = this.entries.entries().next().value;
      const good = this.lastGood.entries().next().value;
      const canCurrent = current !== undefined && current[1] !== newest;
      const canGood = good !== undefined && good[1] !== newest;
      if (!canCurrent && !canGood) return;
      const [map, [id, page]] =
        canCurrent && (!canGood || current[1].storedAt <= good[1].storedAt)
          ? [this.entries, current]
          : [this.lastGood, good as [string, CachedPage]];
      map.delete(id);
      if (this.release(page)) bytes -= pageBytes(page);
    }
  }

  private drop(map: Map<string, CachedPage>, id: string | undefined): void {
    const page = id === undefined ? undefined : map.get(id);
    if (page === undefined) return;
    map.delete(id as string);
    this.release(page);
  }

  private hold(page: CachedPage): void {
    this.held.set(page, (this.held.get(page) ?? 0) + 1);
  }

  /** True when neither map holds the page any more. */
  private release(page: CachedPage): boolean {
    const count = (this.held.get(page) ?? 1) - 1;
    if (count > 0) {
      this.held.set(page, count);
      return false;
    }
    this.held.delete(page);
    return true;
  }

  /** The memory the pages take now (bodies and compressed parts), for tests and metrics. */
  get bytes(): number {
    let bytes = 0;
    for (const page of this.held.keys()) bytes += pageBytes(page);
    return bytes;
  }

  get size(): number {
    return this.entries.size;
  }
}

/** What a page keeps in memory: its body and, once made, its compressed parts. */
function pageBytes(page: CachedPage): number {
  let bytes = page.body.length;
  for (const part of page.gzipParts?.deflated ?? []) bytes += part.length;
  return bytes;
}

export function pageKey(url: string, version: number, day: string): string {
  return `${url}|${version}|${day}`;
}

function withDeadline<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`content version not read within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

type Slot = "nonce" | "viewKey" | "alert";

const NO_ALERT = Buffer.alloc(0);

/**
 * The body of a cached page with its nonce swapped for this response's, its
 * view key (if any) for a fresh one from `newViewKey`, and its alert slot
 * (public-frame.tsx) filled with the alerts showing now: an alert posted or
 * ended changes every page's next answer without throwing any page away.
 */
export function personalise(
  page: CachedPage,
  nonce: string,
  newViewKey: () => string,
  encoding: "gzip" | null = null,
  alert: Buffer = NO_ALERT,
): Buffer {
  // Cutting once and copying slices is several times cheaper than a string
  // replace on every hit, and hits are the hot path of a crowd.
  page.cut ??= cutAround(page.body, { nonce: page.nonce, viewKey: page.viewKey ?? "", alert: ALERT_SLOT });
  const swapNonce = page.nonce !== "" && page.nonce !== nonce;
  const hasSlot = page.cut.slots.includes("alert");
  if (!swapNonce && !page.viewKey && !encoding && !hasSlot) return page.body;
  const { parts, slots } = page.cut;
  const fill = {
    nonce: Buffer.from(nonce),
    viewKey: page.viewKey ? Buffer.from(newViewKey()) : Buffer.alloc(0),
    alert,
  };
  const fills = slots.map((slot) => fill[slot]);
  if (encoding === "gzip") {
    page.gzipParts ??= deflateParts(parts);
    return splicedGzip(page.gzipParts, fills);
  }
  const pieces: Buffer[] = [parts[0]];
  for (let i = 0; i < fills.length; i++) pieces.push(fills[i], parts[i + 1]);
  return Buffer.concat(pieces);
}

/** The body split at every occurrence of the given tokens (empty ones are not looked for). */
function cutAround(body: Buffer, tokens: Record<Slot, string>): NonNullable<CachedPage["cut"]> {
  const found: { at: number; slot: Slot; length: number }[] = [];
  for (const slot of ["nonce", "viewKey", "alert"] as const) {
    if (!tokens[slot]) continue;
    const needle = Buffer.from(tokens[slot]);
    for (let at = body.indexOf(needle); at !== -1; at = body.indexOf(needle, at + needle.length)) {
      found.push({ at, slot, length: needle.length });
    }
  }
  found.sort((a, b) => a.at - b.at);
  const parts: Buffer[] = [];
  let from = 0;
  for (const f of found) {
    parts.push(body.subarray(from, f.at));
    from = f.at + f.length;
  }
  parts.push(body.subarray(from));
  return { parts, slots: found.map((f) => f.slot) };
}

const dayOfKey = (key: string) => key.slice(key.lastIndexOf("|") + 1);

/** A freshly rendered body with its alert slot filled (the cached copy keeps the slot). */
export function withAlert(body: Buffer, alert: Buffer): Buffer {
  const at = body.indexOf(ALERT_SLOT);
  if (at < 0) return body;
  return Buffer.concat([body.subarray(0, at), alert, body.subarray(at + ALERT_SLOT.length)]);
}
