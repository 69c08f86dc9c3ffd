/**
 * Per-client request counts in fixed windows, in this process's memory: the
 * store of the API's request limit (@fastify/rate-limit's custom-store
 * interface), which the content API's fast lane (server/api/content/fast-lane.ts)
 * counts in too, so a client has one limit whichever way its request is
 * answered. With REDIS_URL the plugin counts in Redis instead and the fast
 * lane steps aside.
 */
export class ClientWindows {
  private counts = new Map<string, { current: number; startedAt: number }>();

  /** At most this many clients are remembered (the oldest window is dropped first). */
  constructor(private readonly maxClients = 10_000) {}

  /** Counts one request of `key`; the count and the milliseconds left in its window. */
  count(key: string, windowMs: number, now = Date.now()): { current: number; ttl: number } {
    let entry = this.counts.get(key);
    if (!entry || entry.startedAt + windowMs <= now) {
      // A new window goes to the end of the map, so the first key is the oldest window.
      this.counts.delete(key);
      if (this.counts.size >= this.maxClients) {
        const oldest = this.counts.keys().next().value;
        if (oldest !== undefined) this.counts.delete(oldest);
      }
      entry = { current: 0, startedAt: now };
      this.counts.set(key, entry);
    }
    entry.current++;
    return { current: entry.current, ttl: entry.startedAt + windowMs - now };
  }

  /**
   * Counts one request unless `key` already used `max` in this window (then
   * nothing is counted and the answer is null): the fast lane leaves a
   * client at its limit to the plugin, which counts and answers the 429.
   */
  take(key: string, max: number, windowMs: number, now = Date.now()): { current: number; ttl: number } | null {
    const entry = this.counts.get(key);
    if (entry && entry.startedAt + windowMs > now && entry.current >= max) return null;
    return this.count(key, windowMs, now);
  }

  /** The store class @fastify/rate-limit instantiates: every instance it makes counts here. */
  pluginStore(): new () => PluginStore {
    const store = this.asPluginStore();
    // `new Store()` gives this object (a constructor may return one).
    return function Store() {
      return store;
    } as unknown as new () => PluginStore;
  }

  private asPluginStore(): PluginStore {
    return {
      incr: (key, cb, timeWindow) => cb(null, this.count(key, timeWindow)),
      // No route has a limit of its own; one that had would count apart.
      child: () => new ClientWindows(this.maxClients).asPluginStore(),
    };
  }
}

interface PluginStore {
  incr(
    key: string,
    cb: (err: Error | null, result: { current: number; ttl: number }) => void,
    timeWindow: number,
  ): void;
  child(): PluginStore;
}
