import type { Redis } from "ioredis";

export type TakeResult = { ok: true } | { ok: false; retryAfter: number };

/**
 * Fixed-window counters (form limits: enquiries, certificate look-ups and
 * checks, page requests), kept in this process's memory or, with REDIS_URL,
 * in Redis so every instance counts the same tries. Keys arrive complete
 * (school and limit name included) from FixedWindowLimiter.
 */
export interface WindowStore {
  /**
   * Counts one try against every key, unless one of them is already at `max`:
   * then nothing is counted and the answer is the wait in seconds.
   */
  take(keys: string[], max: number, windowMs: number): Promise<TakeResult>;
  /** The wait in seconds if any key is at `max`, else 0; counts nothing. */
  blocked(keys: string[], max: number): Promise<number>;
  /** Drops a key's count (a right answer lifts a lock). */
  forget(key: string): Promise<void>;
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** One process's counts (the default, and the fallback while Redis is away). */
export class MemoryWindowStore implements WindowStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly now: () => number = Date.now,
    /** Past this many keys, expired windows are dropped (and, if still too many, the oldest). */
    private readonly maxKeys = 50_000,
  ) {}

  async take(keys: string[], max: number, windowMs: number): Promise<TakeResult> {
    const now = this.now();
    const wait = this.waitMs(keys, max, now);
    if (wait > 0) return { ok: false, retryAfter: seconds(wait) };
    for (const key of keys) {
      const w = this.windows.get(key);
      if (w && w.resetAt > now) w.count += 1;
      else this.windows.set(key, { count: 1, resetAt: now + windowMs });
    }
    if (this.windows.size > this.maxKeys) this.prune(now);
    return { ok: true };
  }

  async blocked(keys: string[], max: number): Promise<number> {
    const wait = this.waitMs(keys, max, this.now());
    return wait > 0 ? seconds(wait) : 0;
  }

  async forget(key: string): Promise<void> {
    this.windows.delete(key);
  }

  private waitMs(keys: string[], max: number, now: number): number {
    let wait = 0;
    for (const key of keys) {
      const w = this.windows.get(key);
      if (w && w.resetAt > now && w.count >= max) wait = Math.max(wait, w.resetAt - now);
    }
    return wait;
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

// One script per call, so the check and the count are one atomic step even
// when two instances take the last try at the same moment. Both scripts start
// by finding the longest wait among the keys already at their limit.
const LONGEST_WAIT = `
local max = tonumber(ARGV[1])
local wait = 0
for _, k in ipairs(KEYS) do
  local c = tonumber(redis.call('GET', k) or '0')
  if c >= max then
    local t = redis.call('PTTL', k)
    if t > wait then wait = t end
  end
end`;

const TAKE = `${LONGEST_WAIT}
if wait > 0 then return wait end
for _, k in ipairs(KEYS) do
  local c = redis.call('INCR', k)
  if c == 1 or redis.call('PTTL', k) < 0 then redis.call('PEXPIRE', k, ARGV[2]) end
end
return 0`;

const BLOCKED = `${LONGEST_WAIT}
return wait`;

/** The counts in Redis, shared by every instance using the same REDIS_URL. */
export class RedisWindowStore implements WindowStore {
  constructor(private readonly redis: Redis) {}

  async take(keys: string[], max: number, windowMs: number): Promise<TakeResult> {
    const wait = Number(await this.redis.eval(TAKE, keys.length, ...keys, max, windowMs));
    return wait > 0 ? { ok: false, retryAfter: seconds(wait) } : { ok: true };
  }

  async blocked(keys: string[], max: number): Promise<number> {
    const wait = Number(await this.redis.eval(BLOCKED, keys.length, ...keys, max));
    return wait > 0 ? seconds(wait) : 0;
  }

  async forget(key: string): Promise<void> {
    await this.redis.del(key);
  }
}

/**
 * Redis while it answers, this process's memory while it does not: a Redis
 * outage never turns a form into an error page, and the limits still hold
 * per instance (docs/decisions/004). `onFallback` hears each failed call.
 */
export class FallbackWindowStore implements WindowStore {
  constructor(
    private readonly primary: WindowStore,
    private readonly fallback: WindowStore,
    private readonly onFallback: (err: unknown) => void,
  ) {}

  take(keys: string[], max: number, windowMs: number): Promise<TakeResult> {
    return this.primary.take(keys, max, windowMs).catch((err) => {
      this.onFallback(err);
      return this.fallback.take(keys, max, windowMs);
    });
  }

  blocked(keys: string[], max: number): Promise<number> {
    return this.primary.blocked(keys, max).catch((err) => {
      this.onFallback(err);
      return this.fallback.blocked(keys, max);
    });
  }

  async forget(key: string): Promise<void> {
    // Both: a count taken in memory during an outage is lifted too.
    await Promise.all([this.primary.forget(key).catch(this.onFallback), this.fallback.forget(key)]);
  }
}
