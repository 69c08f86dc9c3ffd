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
  return Buffer.from(page.body.toString("utf8").split(page.nonce).join(nonce));
}
