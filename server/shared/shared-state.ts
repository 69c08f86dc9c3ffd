import { randomUUID } from "node:crypto";
import { createRequire } from "node:module";
import type { Redis } from "ioredis";
import { FallbackWindowStore, MemoryWindowStore, RedisWindowStore, type WindowStore } from "./window-store.ts";

/** The pub/sub channel of content changes; the message is `<instance id> <school code>`. */
const CHANGES_CHANNEL = "school-site:content-changed";

/** Redis as the instance sees it (/readyz shows it; the redis_connected metric follows it). */
type RedisState = { mode: "memory" } | { mode: "redis"; connected: boolean; lastError: string | null };

/**
 * What instances share when REDIS_URL is set: the form windows (through
 * `windows`), the client for @fastify/rate-limit's Redis store, and content
 * change notices. Without REDIS_URL everything stays in this process, as
 * before. Redis being away never fails a request: windows fall back to this
 * process's memory, the rate-limit plugin lets requests through, and caches
 * notice changes by the 1 s version poll (docs/decisions/004).
 */
export class SharedState {
  readonly windows: WindowStore;
  /** Command connection (windows, rate limits, publishing); null without REDIS_URL. */
  readonly redis: Redis | null;
  private readonly subscriber: Redis | null;
  private readonly instance = randomUUID();
  private lastError: string | null = null;
  private changeListeners = new Set<(school: string) => void>();
  private alertListeners = new Set<(school: string) => void>();
  private problemListeners = new Set<(message: string, err?: unknown) => void>();
  private lastWarnAt = new Map<string, number>();
  /** Form-window calls answered from memory because Redis failed (a metric). */
  fallbacks = 0;

  constructor(redisUrl: string | null) {
    const memory = new MemoryWindowStore();
    if (!redisUrl) {
      this.redis = null;
      this.subscriber = null;
      this.windows = memory;
      return;
    }
    const options = {
      // Commands fail at once while disconnected (no queue growing during an
      // outage) and after a second on a silent network, so a request waits
      // at most that long before the fallback.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: 1000,
      connectTimeout: 2000,
      // Reconnects for ever, at most 2 s apart.
      retryStrategy: (times: number) => Math.min(times * 200, 2000),
    };
    // Loaded only when REDIS_URL is set: ~15 MB a single instance never uses.
    const { Redis } = createRequire(import.meta.url)("ioredis") as typeof import("ioredis");
    this.redis = new Redis(redisUrl, options);
    // The subscriber subscribes on every (re)connection, without a command
    // timeout: a busy start-up must not lose the subscription.
    this.subscriber = new Redis(redisUrl, {
      ...options,
      commandTimeout: undefined,
      autoResubscribe: false,
      enableOfflineQueue: true,
      maxRetriesPerRequest: null,
    });
    for (const [name, client] of [
      ["commands", this.redis],
      ["subscriber", this.subscriber],
    ] as const) {
      // Without an error listener ioredis would throw into the process.
      client.on("error", (err: Error) => {
        this.lastError = err.message;
        this.warn(`redis-${name}`, `Redis (${name}) failed: ${err.message}; retrying`, err);
      });
      client.on("ready", () => {
        if (name === "commands") this.lastError = null;
        this.lastWarnAt.delete(`redis-${name}`);
      });
    }
    const subscriber = this.subscriber;
    subscriber.on("ready", () => {
      subscriber.subscribe(CHANGES_CHANNEL).catch((err) => this.warn("redis-subscribe", "Redis subscribe failed", err));
    });
    this.subscriber.on("message", (_channel: string, message: string) => {
      const [from, school, what] = message.split(" ");
      if (from === this.instance || !school) return;
      // An alert notice changes no content: the pages stay cached, only their alert line changes.
      for (const listener of what === "alerts" ? this.alertListeners : this.changeListeners) listener(school);
    });
    this.windows = new FallbackWindowStore(new RedisWindowStore(this.redis), memory, (err) => {
      this.fallbacks += 1;
      this.warn("windows", "Redis unavailable: form limits counted by this instance alone until it is back", err);
    });
  }

  state(): RedisState {
    if (!this.redis) return { mode: "memory" };
    return { mode: "redis", connected: this.redis.status === "ready", lastError: this.lastError };
  }

  /** Tells the other instances that a school's content changed (best effort: the version poll catches a lost notice). */
  publishChange(school: string): void {
    if (!this.redis) return;
    this.redis.publish(CHANGES_CHANNEL, `${this.instance} ${school}`).catch(() => {
      // Redis away: the other instances see the change by their version poll within a second.
    });
  }

  /** Tells the other instances that a school's site-wide alerts changed (best effort: they read them again every second). */
  publishAlerts(school: string): void {
    if (!this.redis) return;
    this.redis.publish(CHANGES_CHANNEL, `${this.instance} ${school} alerts`).catch(() => {
      // Redis away: the other instances read the alerts again within a second.
    });
  }

  /** Runs `listener` when another instance posted or ended an alert of a school. */
  onRemoteAlerts(listener: (school: string) => void): void {
    this.alertListeners.add(listener);
  }

  /** Runs `listener` when another instance changed a school's content. */
  onRemoteChange(listener: (school: string) => void): void {
    this.changeListeners.add(listener);
  }

  /** Hears Redis trouble (the app logs it); at most one message per kind every 30 s. */
  onProblem(listener: (message: string, err?: unknown) => void): void {
    this.problemListeners.add(listener);
  }

  async close(): Promise<void> {
    // disconnect(): no reconnect attempts after close, even when Redis is away.
    this.subscriber?.disconnect();
    this.redis?.disconnect();
  }

  private warn(kind: string, message: string, err?: unknown): void {
    const now = Date.now();
    if (now - (this.lastWarnAt.get(kind) ?? -Infinity) < 30_000) return;
    this.lastWarnAt.set(kind, now);
    if (this.problemListeners.size === 0) {
      console.warn(JSON.stringify({ level: 40, time: now, msg: message }));
      return;
    }
    for (const listener of this.problemListeners) listener(message, err);
  }
}
