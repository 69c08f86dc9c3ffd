import fs from "node:fs";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import type { Database } from "./schema.ts";

export type Db = Kysely<Database>;
export type DbKind = "sqlite" | "postgres";

export interface DbHandle {
  db: Db;
  kind: DbKind;
  /** SQLite only: PRAGMA integrity_check result ("ok" when sound). */
  integrityCheck(): Promise<string>;
  close(): Promise<void>;
}

/**
 * Opens the database named by DATABASE_URL: postgres://… selects PostgreSQL,
 * anything else is a SQLite file path (":memory:" for tests).
 */
export function openDatabase(url: string): DbHandle {
  if (/^postgres(ql)?:\/\//.test(url)) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      kind: "postgres",
      integrityCheck: async () => "ok",
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
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return {
    db,
    kind: "sqlite",
    integrityCheck: async () => String(sqlite.pragma("integrity_check", { simple: true })),
    close: () => db.destroy(),
  };
}
