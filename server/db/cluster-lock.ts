import { sql } from "kysely";
import type { DbHandle } from "./client.ts";

/**
 * Runs `fn` while holding a cluster-wide lock named `name`, so instances that
 * start together do one-time work (loading the demo) one after the other.
 * PostgreSQL: a session advisory lock on one pooled connection, taken with
 * pg_try_advisory_lock in a loop (a blocking wait would run into the
 * statement timeout). SQLite: one file has one writer at a time already, so
 * `fn` runs as is and its transaction does the ordering.
 */
export async function withClusterLock<T>(
  handle: DbHandle,
  name: string,
  fn: () => Promise<T>,
  opts: { waitMs?: number; pollMs?: number } = {},
): Promise<T> {
  if (handle.kind !== "postgres") return fn();
  const waitMs = opts.waitMs ?? 10 * 60 * 1000;
  const pollMs = opts.pollMs ?? 250;
  return handle.db.connection().execute(async (conn) => {
    const started = Date.now();
    for (;;) {
      const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_lock(hashtext(${name})) as locked`.execute(
        conn,
      );
      if (rows[0]?.locked) break;
      if (Date.now() - started > waitMs) throw new Error(`waited ${waitMs} ms for the lock "${name}"`);
      await new Promise((r) => setTimeout(r, pollMs));
    }
    try {
      return await fn();
    } finally {
      await sql`select pg_advisory_unlock(hashtext(${name}))`.execute(conn).catch(() => undefined);
    }
  });
}

/** True for a unique-key violation on either engine (another process inserted the same row first). */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; message?: string } | null;
  return e?.code === "23505" || e?.code === "SQLITE_CONSTRAINT_PRIMARYKEY" || e?.code === "SQLITE_CONSTRAINT_UNIQUE";
}
