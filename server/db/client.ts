import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type BetterSqlite3 from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase as SqliteLike, sql } from "kysely";
import type pg from "pg";
import type { Database } from "./schema.ts";
import { SqliteDatabase } from "./sqlite-driver.ts";

export type Db = Kysely<Database>;
export type DbKind = "sqlite" | "postgres";

interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export interface DbHandle {
  db: Db;
  kind: DbKind;
  /** SQLite only: PRAGMA integrity_check result ("ok" when sound). */
  integrityCheck(): Promise<string>;
  /** Runs `SELECT 1`; rejects when the database does not answer within timeoutMs. */
  ping(timeoutMs: number): Promise<void>;
  /** PostgreSQL connection pool counters (null on SQLite, which has no pool). */
  poolStats(): PoolStats | null;
  /** Replaces the reporter of lost connections (the app sends them to its log). */
  onConnectionError(report: (err: Error) => void): void;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** PostgreSQL: give up opening a connection after this long (default 5 s). */
  connectTimeoutMs?: number;
  /** PostgreSQL: the server cancels a statement running longer than this (default 15 s). */
  statementTimeoutMs?: number;
  /** Called when a pooled connection fails outside a query (database restart, failover, killed backend). */
  onConnectionError?: (err: Error) => void;
}

/**
 * Opens the database named by DATABASE_URL: postgres://… selects PostgreSQL,
 * anything else is a SQLite file path (":memory:" for tests).
 */
export function openDatabase(url: string, opts: OpenOptions = {}): DbHandle {
  if (/^postgres(ql)?:\/\//.test(url)) {
    const statementTimeout = opts.statementTimeoutMs ?? 15_000;
    // Loaded only for PostgreSQL: ~8 MB a SQLite site never uses.
    const { Pool } = createRequire(import.meta.url)("pg") as typeof pg;
    const pool = new Pool({
      connectionString: url,
      max: 10,
      // Without these a database that accepts TCP but never answers hangs the
      // start and every request for ever.
      connectionTimeoutMillis: opts.connectTimeoutMs ?? 5_000,
      statement_timeout: statementTimeout,
      // The client-side limit catches a network that went silent, which the
      // server-side statement_timeout cannot.
      query_timeout: statementTimeout + 5_000,
      keepAlive: true,
      idleTimeoutMillis: 30_000,
    });
    let report = opts.onConnectionError ?? ((err: Error) => console.error("database connection lost:", err.message));
    // A restart or pg_terminate_backend makes pg emit 'error' on idle
    // connections (through the pool) and on checked-out ones (on the client).
    // Unhandled, either kills the process; handled, the pool drops the broken
    // connection, the query in flight fails, and the next one reconnects.
    pool.on("error", (err) => report(err));
    pool.on("connect", (client) => {
      client.on("error", (err) => report(err));
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      kind: "postgres",
      integrityCheck: async () => "ok",
      ping: (timeoutMs) => withTimeout(sql`select 1`.execute(db), timeoutMs, "database"),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      onConnectionError: (fn) => {
        report = fn;
      },
      close: () => db.destroy(),
    };
  }
  const file = url.replace(/^(sqlite:|file:)/, "");
  if (file !== ":memory:") fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  // WAL lets page reads continue while an enquiry is written; the busy
  // timeout makes a second writer wait instead of failing at once.
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("foreign_keys = ON");
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return {
    db,
    kind: "sqlite",
    integrityCheck: async () => String(sqlite.pragma("integrity_check", { simple: true })),
    ping: (timeoutMs) => withTimeout(sql`select 1`.execute(db), timeoutMs, "database"),
    poolStats: () => null,
    onConnectionError: () => {},
    close: () => db.destroy(),
  };
}

/** SQL texts whose prepared statements are kept (the site asks a few dozen shapes of query). */
const STATEMENT_CACHE = 256;

/**
 * Kysely prepares every query again; SQLite's prepare (parse and plan) was
 * about a tenth of an uncached page render. Statements are reusable, so they
 * are kept by SQL text (least recently used dropped); one still being
 * iterated (a streamed query) is not handed out twice.
 */
export function withStatementCache(sqlite: BetterSqlite3.Database, max = STATEMENT_CACHE): SqliteLike {
  const statements = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text: string) {
      const kept = statements.get(text);
      if (kept && !kept.busy) {
        statements.delete(text);
        statements.set(text, kept);
        return kept;
      }
      const statement = sqlite.prepare(text);
      if (kept) return statement;
      if (statements.size >= max) statements.delete(statements.keys().next().value as string);
      statements.set(text, statement);
      return statement;
    },
  };
}

/** Rejects with "<what> did not answer within N ms" when the promise takes longer. */
export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise.then(() => undefined), timeout]).finally(() => clearTimeout(timer));
}
