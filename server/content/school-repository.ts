import type { Db } from "../db/client.ts";

/**
 * Schools and their content version. Every content change bumps the version;
 * response and page caches are keyed by it, so a change shows at once.
 */
export class SchoolRepository {
  private versions = new Map<string, { version: number; checkedAt: number }>();
  private known = new Map<string, boolean>();
  private bumpListeners = new Set<(code: string) => void>();
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

  async bump(code: string, db: Db = this.db): Promise<void> {
    await db
      .updateTable("schools")
      .set((eb) => ({ contentVersion: eb("contentVersion", "+", 1) }))
      .where("code", "=", code)
      .execute();
    this.versions.delete(code);
    for (const listener of this.bumpListeners) listener(code);
  }

  /** Runs `listener` after each bump by this process (other instances are told through Redis). */
  onBump(listener: (code: string) => void): void {
    this.bumpListeners.add(listener);
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
