import { MemoryWindowStore, type TakeResult, type WindowStore } from "../shared/window-store.ts";

/**
 * Counts tries per key in fixed windows. Shared by the API routes and the
 * page actions (which the rate-limit plugin does not see), so a client gets
 * the same limit with or without JavaScript. The counts live in the given
 * store: this process's memory by default, Redis when REDIS_URL is set (then
 * every instance counts the same tries). Keys are prefixed with the school
 * and the limit's name, so limits never share a count.
 */
export class FixedWindowLimiter {
  constructor(
    readonly name: string,
    readonly max: number,
    readonly windowMs: number,
    private readonly store: WindowStore = new MemoryWindowStore(),
  ) {}

  private full(school: string, key: string): string {
    // {school} is a Redis hash tag: one school's keys stay in one slot.
    return `win:{${school}}:${this.name}:${key}`;
  }

  /**
   * Counts one try against every key, unless one of them is already at the
   * limit: then nothing is counted and the answer is the wait in seconds.
   */
  take(school: string, keys: string[]): Promise<TakeResult> {
    return this.store.take(
      keys.map((k) => this.full(school, k)),
      this.max,
      this.windowMs,
    );
  }

  /** The wait in seconds if any key is at the limit, else 0; counts nothing. */
  blocked(school: string, keys: string[]): Promise<number> {
    return this.store.blocked(
      keys.map((k) => this.full(school, k)),
      this.max,
    );
  }

  /** Drops a key's count (a right answer lifts a lock). */
  forget(school: string, key: string): Promise<void> {
    return this.store.forget(this.full(school, key));
  }
}
