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

type Window = { count: number; resetAt: number };

/**
 * The limit a complete key belongs to: `win:{school}:<limit>:<client…>` gives
 * `<limit>` (FixedWindowLimiter makes every key so); any other key is its own.
 */
function kindOf(key: string): string {
  // Read by hand, not by a regular expression: every page request and API call comes here twice.
  if (!key.startsWith("win:{")) return key;
  const close = key.indexOf("}", 5);
  if (close < 0 || key[close + 1] !== ":") return key;
  const end = key.indexOf(":", close + 2);
  return end < 0 ? key : key.slice(close + 2, end);
}

/**
 * One process's counts (the default, and the fallback while Redis is away).
 * Each limit keeps its windows apart, with its own cap: a flood of new keys
 * under one limit (many clients, say) can only push out that limit's oldest
 * windows, never another limit's live ones.
 */
export class MemoryWindowStore implements WindowStore {
  private readonly kinds = new Map<string, Map<string, Window>>();

  constructor(
    private readonly now: () => number = Date.now,
    /** Past this many keys under one limit, its expired windows are dropped (and, if still too many, its oldest). */
    private readonly maxKeys = 50_000,
  ) {}

  private windowsOf(key: string): Map<string, Window> {
    const kind = kindOf(key);
    let windows = this.kinds.get(kind);
    if (!windows) {
      windows = new Map();
      this.kinds.set(kind, windows);
    }
    return windows;
  }

  async take(keys: string[], max: number, windowMs: number): Promise<TakeResult> {
    const now = this.now();
    const wait = this.waitMs(keys, max, now);
    if (wait > 0) return { ok: false, retryAfter: seconds(wait) };
    for (const key of keys) {
      const windows = this.windowsOf(key);
      const w = windows.get(key);
      if (w && w.resetAt > now) w.count += 1;
      else {
        // A renewed window moves to the end: the order stays oldest first.
        windows.delete(key);
        windows.set(key, { count: 1, resetAt: now + windowMs });
        if (windows.size > this.maxKeys) this.prune(windows, now);
      }
    }
    return { ok: true };
  }

  async blocked(keys: string[], max: number): Promise<number> {
    const wait = this.waitMs(keys, max, this.now());
    return wait > 0 ? seconds(wait) : 0;
  }

  async forget(key: string): Promise<void> {
    this.kinds.get(kindOf(key))?.delete(key);
  }

  private waitMs(keys: string[], max: number, now: number): number {
    let wait = 0;
    for (const key of keys) {
      const w = this.kinds.get(kindOf(key))?.get(key);
      if (w && w.resetAt > now && w.count >= max) wait = Math.max(wait, w.resetAt - now);
    }
    return wait;
  }

  private prune(windows: Map<string, Window>, now: number): void {
    // Map order is insertion order and a limit has one window length, so
    // the first keys end first: drop from the front while they have ended,
    // or while there are still too many (the oldest live ones of this limit).
    for (const [key, w] of windows) {
      if (w.resetAt > now && windows.size <= this.maxKeys) break;
      windows.delete(key);
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
