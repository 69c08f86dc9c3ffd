import { Kysely, type LogEvent, type Migration, Migrator, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import { createEmptyPostgres } from "./empty-postgres.ts";
import { migrations } from "./migrate.ts";
import { SqliteDatabase } from "./sqlite-driver.ts";

/** One statement a migration sent to the database: its SQL text and parameters, as Kysely compiled them. */
interface Statement {
  sql: string;
  parameters: unknown[];
}

/** What each migration executed, by migration name, in the order the migrator applied them. */
export type MigrationLog = Record<string, Statement[]>;

/**
 * Applies every migration to an empty database of `kind` (SQLite in memory,
 * or a database of its own on the PostgreSQL server at `postgresUrl`) and
 * returns every statement each one executed. The migrator's own bookkeeping
 * (its table, its lock) is left out: only what the migrations say is kept.
 * Used by migrations-frozen.test.ts and scripts/record-migrations.ts.
 */
export async function migrationLog(kind: "sqlite" | "postgres", postgresUrl: string): Promise<MigrationLog> {
  const log: MigrationLog = {};
  let running: Statement[] | undefined;
  const listen = (event: LogEvent) => {
    if (event.level === "query" && running)
      running.push({ sql: event.query.sql, parameters: [...event.query.parameters] });
  };
  const empty = kind === "postgres" ? await createEmptyPostgres(postgresUrl) : undefined;
  const dialect = empty
    ? new PostgresDialect({ pool: new pg.Pool({ connectionString: empty.url, max: 1 }) })
    : new SqliteDialect({ database: new SqliteDatabase(":memory:") });
  // biome-ignore lint/suspicious/noExplicitAny: migrations run on the database as it was, not on the current schema type
  const db = new Kysely<any>({ dialect, log: listen });
  const watched: Record<string, Migration> = Object.fromEntries(
    Object.entries(migrations).map(([name, migration]) => [
      name,
      {
        ...migration,
        async up(on) {
          running = log[name] = [];
          try {
            await migration.up(on);
          } finally {
            running = undefined;
          }
        },
      },
    ]),
  );
  try {
    const migrator = new Migrator({
      db,
      provider: { getMigrations: async () => watched },
      allowUnorderedMigrations: true,
    });
    const { error } = await migrator.migrateToLatest();
    if (error) throw error;
    return log;
  } finally {
    await db.destroy();
    await empty?.drop();
  }
}
