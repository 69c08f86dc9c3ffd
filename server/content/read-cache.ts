/**
 * One school's page reads (SiteData) kept per content version (issue 20):
 * every page render used to read the same profile, lists and photos again
 * until the content changed, ~1.3 ms of database work for the home page
 * alone. Every content change bumps the version (the page cache is keyed on
 * it too), so a read kept under the current version is what the database
 * would answer; another instance's change shows once the version is read
 * again (its recheck, or a notice through Redis).
 *
 * The version is read before the data and the data stored under it: a
 * change landing in between leaves newer data under the older version, which
 * the next version drops, never older data under the newer one.
 *
 * What is stored is shared by every render of the version, so it is frozen
 * (deeply, once when stored), always and not only in tests: freezing costs
 * a walk over each value once per version while the value is then read by
 * many renders, and a loader or view that changed a shared value in place
 * would otherwise silently show its change on every later visitor's page
 * (and into the page cache). Frozen, such a change throws where it is made:
 * the loaders' fallbacks log it, and tests catch it.
 */
export class ReadCache {
  /** The content version the entries were read under (undefined: none yet). */
  private version: number | undefined;
  /** Reads by key, least recently used first; a read under way is its promise, shared by concurrent renders. */
  private entries = new Map<string, Promise<unknown>>();

  constructor(
    /** The school's current content version (SchoolRepository.version, cached there for its recheck time). */
    private readonly currentVersion: () => Promise<number>,
    /**
     * Entries kept at most: some keys come from visitors (a page's address,
     * an album id), so made-up ones must not grow memory without limit.
     */
    private readonly max = 300,
    /** The version when it is known without a wait (SchoolRepository.freshVersion), else undefined. */
    private readonly knownVersion?: () => number | undefined,
    /** The reads all schools of this process keep together. */
    private readonly budget: ReadBudget = processBudget,
  ) {}

  /** The value of `key` under the current content version, read with `load` when not kept (a failure is not kept). */
  read<T>(key: string, load: () => Promise<T>): Promise<T> {
    this.budget.used(this);
    // Without a wait when the version was read lately: a render makes a dozen
    // reads, each otherwise a few promise turns more.
    const known = this.knownVersion?.();
    if (known !== undefined) return this.readAt(known, key, load);
    return this.currentVersion().then((version) => this.readAt(version, key, load));
  }

  private readAt<T>(version: number, key: string, load: () => Promise<T>): Promise<T> {
    if (this.version === undefined || version > this.version) {
      this.clear();
      this.version = version;
    } else if (version < this.version) {
      // A read that saw an older version than one already seen (it started
      // before): its data may be newer or older, so it is served, not kept.
      return load().then(deepFreeze);
    }
    const kept = this.entries.get(key);
    if (kept) {
      // Most recently used last, so a run of made-up addresses pushes out
      // each other before the pages every visitor asks for.
      this.entries.delete(key);
      this.entries.set(key, kept);
      return kept as Promise<T>;
    }
    if (this.entries.size >= this.max) this.drop(this.entries.keys().next().value as string);
    const pending = load().then(deepFreeze);
    this.entries.set(key, pending);
    this.budget.added(this);
    // A failed read (the database away) is asked again by the next render.
    pending.catch(() => {
      if (this.entries.get(key) === pending) this.drop(key);
    });
    return pending;
  }

  private drop(key: string): void {
    if (this.entries.delete(key)) this.budget.removed(1);
  }

  /** Forgets every read kept (a newer version, or the process's budget wants room). */
  clear(): void {
    this.budget.removed(this.entries.size);
    this.entries.clear();
  }

  /** Entries kept now (for tests). */
  get size(): number {
    return this.entries.size;
  }
}

/**
 * The reads all schools of one process keep together. One deployment serves
 * many schools, each with a cache of its own, so beyond `max` reads in all
 * the school whose pages were read least lately forgets its reads (its next
 * render reads the database again).
 */
export class ReadBudget {
  /** The schools' caches, least recently read first. */
  private caches = new Set<ReadCache>();
  private total = 0;

  constructor(private readonly max = 3000) {}

  used(cache: ReadCache): void {
    this.caches.delete(cache);
    this.caches.add(cache);
  }

  added(cache: ReadCache): void {
    this.total++;
    for (const oldest of this.caches) {
      if (this.total <= this.max) break;
      if (oldest !== cache) oldest.clear();
    }
  }

  removed(count: number): void {
    this.total -= count;
  }

  /** Reads kept now, by all schools (for tests). */
  get size(): number {
    return this.total;
  }
}

/** Every school of this process: a few thousand reads of a few KB each at most. */
const processBudget = new ReadBudget();

/** Freezes a JSON-like value (plain objects and arrays) and everything in it; other objects are left as they are. */
function deepFreeze<T>(value: T): T {
  if (typeof value !== "object" || value === null || Object.isFrozen(value)) return value;
  const proto = Object.getPrototypeOf(value);
  if (!Array.isArray(value) && proto !== Object.prototype && proto !== null) return value;
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child);
  return value;
}
