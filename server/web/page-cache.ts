/**
 * Rendered pages kept in memory per URL, content version and calendar day,
 * so popular pages are served at near-static speed. Entries live at most
 * `ttlMs` (relative times such as "3 hours ago" stay close to true) and the
 * cache holds at most `max` pages (oldest dropped first).
 */
export interface CachedPage {
  status: number;
  headers: [string, string][];
  body: Buffer;
  /** The CSP nonce rendered into the body, replaced by each response's own. */
  nonce: string;
  storedAt: number;
  /** The body cut around each occurrence of the nonce (filled on first use). */
  parts?: Buffer[];
}

export class PageCache {
  private entries = new Map<string, CachedPage>();

  constructor(
    private readonly ttlMs = 60_000,
    private readonly max = 300,
  ) {}

  get(key: string, now = Date.now()): CachedPage | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (now - hit.storedAt > this.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    return hit;
  }

  set(key: string, page: CachedPage): void {
    if (this.entries.size >= this.max) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, page);
  }

  get size(): number {
    return this.entries.size;
  }
}

/** The body of a cached page with its nonce swapped for this response's. */
export function withNonce(page: CachedPage, nonce: string): Buffer {
  if (!page.nonce || page.nonce === nonce) return page.body;
  // Cutting once and copying slices is several times cheaper than a string
  // replace on every hit, and hits are the hot path of a crowd.
  if (!page.parts) {
    const parts: Buffer[] = [];
    const needle = Buffer.from(page.nonce);
    let from = 0;
    for (let at = page.body.indexOf(needle); at !== -1; at = page.body.indexOf(needle, from)) {
      parts.push(page.body.subarray(from, at));
      from = at + needle.length;
    }
    parts.push(page.body.subarray(from));
    page.parts = parts;
  }
  const fresh = Buffer.from(nonce);
  const pieces: Buffer[] = [];
  page.parts.forEach((part, i) => {
    if (i > 0) pieces.push(fresh);
    pieces.push(part);
  });
  return Buffer.concat(pieces);
}
