/**
 * Counts tries per key in fixed windows, in memory. Shared by the API routes
 * and the page actions (which the rate-limit plugin does not see), so a client
 * gets the same limit with or without JavaScript. One process only: a second
 * instance would keep its own counts.
 */
export class FixedWindowLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    readonly max: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
    /** Past this many keys, expired windows are dropped (and, if still too many, the oldest). */
    private readonly maxKeys = 50_000,
  ) {}

  /**
   * Counts one try against every key, unless one of them is already at the
   * limit: then nothing is counted and the answer is the wait in seconds.
   */
  take(keys: string[]): { ok: true } | { ok: false; retryAfter: number } {
    const now = this.now();
    let wait = 0;
    for (const key of keys) {
      const w = this.windows.get(key);
      if (w && w.resetAt > now && w.count >= this.max) wait = Math.max(wait, w.resetAt - now);
    }
    if (wait > 0) return { ok: false, retryAfter: Math.max(1, Math.ceil(wait / 1000)) };
    for (const key of keys) {
      const w = this.windows.get(key);
      if (w && w.resetAt > now) w.count += 1;
      else this.windows.set(key, { count: 1, resetAt: now + this.windowMs });
    }
    if (this.windows.size > this.maxKeys) this.prune(now);
    return { ok: true };
  }

  /** The wait in seconds if any key is at the limit, else 0; counts nothing. */
  blocked(keys: string[]): number {
    const now = this.now();
    let wait = 0;
    for (const key of keys) {
      const w = this.windows.get(key);
      if (w && w.resetAt > now && w.count >= this.max) wait = Math.max(wait, w.resetAt - now);
    }
    return wait > 0 ? Math.max(1, Math.ceil(wait / 1000)) : 0;
  }

  /** Drops a key's count (a right answer lifts a lock). */
  forget(key: string): void {
    this.windows.delete(key);
  }

  private prune(now: number): void {
    for (const [key, w] of this.windows) if (w.resetAt <= now) this.windows.delete(key);
    // Map order is insertion order, so the first keys are the oldest windows.
    for (const key of this.windows.keys()) {
      if (this.windows.size <= this.maxKeys) break;
      this.windows.delete(key);
    }
  }
}
