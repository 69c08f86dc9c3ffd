import { type DbHandle, type OpenOptions, openDatabase } from "./client.ts";
import { migrateToLatest } from "./migrate.ts";

interface MigrationLog {
  info(obj: object, msg: string): void;
}

/**
 * Brings the database up to date and says what it did: one line per
 * migration applied, or "database schema up to date". Used by the start
 * (server/main.ts) and by `npm run migrate`.
 */
export async function migrateAndReport(url: string, log: MigrationLog, opts: OpenOptions = {}): Promise<string[]> {
  const handle: DbHandle = openDatabase(url, opts);
  try {
    const applied = await migrateToLatest(handle.db, (name) =>
      log.info({ migration: name, engine: handle.kind }, `migration applied: ${name}`),
    );
    if (applied.length === 0) log.info({ engine: handle.kind }, "database schema up to date");
    return applied;
  } finally {
    await handle.close();
  }
}
