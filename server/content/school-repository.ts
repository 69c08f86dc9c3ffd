import type { Db } from "../db/client.ts";

/**
 * The one seam through which what visitors see changes (issue 28): every
 * repository that writes public content is given it and calls `changed`
 * itself, so no caller (a route, a job, an import) can forget to refresh
 * the site. Writes that belong together run in `transaction`, so the change
 * is announced after their commit, and never after a rollback.
 */
export interface ContentChanges {
  /**
   * The school's public content changed in `db`: its content version goes
   * up with the change. Announced (caches drop the version, the page
   * warm-up and other instances are told) at once, or, when `db` is a
   * transaction opened by `transaction`, after that transaction commits.
   */
  changed(school: string, db: Db): Promise<void>;
  /** Runs `work` in a transaction whose changes are announced after its commit (inside one already: joins it). */
  transaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T>;
}

/**
 * Schools and their content version. Every content change raises the
 * version (ContentChanges); response and page caches are keyed by it, so a
 * change shows at once.
 */
export class SchoolRepository implements ContentChanges {
  private versions = new Map<string, { version: number; checkedAt: number }>();
  private known = new Map<string, boolean>();
  private changeListeners = new Set<(code: string) => void>();
  /** The schools each open transaction changed, announced once it commits. */
  private waiting = new WeakMap<Db, Set<string>>();
  private elsewhereListeners = new Set<(code: string) => void>();

  constructor(
    private readonly db: Db,
    /** How long a read version is trusted before asking the database again (another process may write). */
    private readonly recheckMs = 1000,
  ) {}

  async ensure(code: string, name: string): Promise<void> {
    const existing = await this.db.selectFrom("schools").select("code").where("code", "=", code).executeTakeFirst();
    if (!existing) {
      await this.db
        .insertInto("schools")
        .values({ code, name, contentVersion: 1, createdAt: new Date().toISOString() })
        // Another instance starting at the same moment may insert it first.
        .onConflict((oc) => oc.column("code").doNothing())
        .execute();
    }
    this.known.set(code, true);
  }

  async exists(code: string): Promise<boolean> {
    const cached = this.known.get(code);
    if (cached !== undefined) return cached;
    const row = await this.db.selectFrom("schools").select("code").where("code", "=", code).executeTakeFirst();
    // Only positive answers are cached: unknown codes are cheap to re-ask and must not grow the map.
    if (row) this.known.set(code, true);
    return Boolean(row);
  }

  async version(code: string): Promise<number> {
    const hit = this.versions.get(code);
    const now = Date.now();
    if (hit && now - hit.checkedAt < this.recheckMs) return hit.version;
    const row = await this.db
      .selectFrom("schools")
      .select("contentVersion")
      .where("code", "=", code)
      .executeTakeFirst();
    const version = Number(row?.contentVersion ?? 0);
    this.versions.set(code, { version, checkedAt: now });
    return version;
  }

  /** The version read within the last `recheckMs`, without asking the database; else undefined. */
  freshVersion(code: string, now = Date.now()): number | undefined {
    const hit = this.versions.get(code);
    return hit && now - hit.checkedAt < this.recheckMs ? hit.version : undefined;
  }

  async changed(code: string, db: Db = this.db): Promise<void> {
    const waiting = this.waiting.get(db);
    // A transaction opened elsewhere would commit unannounced: refused, so a test of the path shows it.
    if (db.isTransaction && !waiting) {
      throw new Error("A content change inside a transaction must run in ContentChanges.transaction");
    }
    // Once per transaction is enough: its readers see all of it or none (an import writes thousands of rows).
    if (waiting?.has(code)) return;
    await db
      .updateTable("schools")
      .set((eb) => ({ contentVersion: eb("contentVersion", "+", 1) }))
      .where("code", "=", code)
      .execute();
    if (waiting) waiting.add(code);
    else this.announce(code);
  }

  async transaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
    if (db.isTransaction) return work(db);
    const changed = new Set<string>();
    const result = await db.transaction().execute((trx) => {
      this.waiting.set(trx, changed);
      return work(trx);
    });
    for (const code of changed) this.announce(code);
    return result;
  }

  /** A committed change: the next read asks the database, and the listeners (page warm-up, Redis) are told. */
  private announce(code: string): void {
    this.versions.delete(code);
    for (const listener of this.changeListeners) listener(code);
  }

  /** Runs `listener` after each committed change by this process (other instances are told through Redis). */
  onChange(listener: (code: string) => void): void {
    this.changeListeners.add(listener);
  }

  /** Another instance changed this school: the next read asks the database. */
  forget(code: string): void {
    this.versions.delete(code);
    for (const listener of this.elsewhereListeners) listener(code);
  }

  /** Runs `listener` after each notice that another instance changed a school (each `forget`). */
  onChangeElsewhere(listener: (code: string) => void): void {
    this.elsewhereListeners.add(listener);
  }
}
