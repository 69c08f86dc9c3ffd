import { Migrator } from "kysely";
import { afterAll, beforeAll } from "vitest";
import { loadConfig } from "../config.ts";
import { SchoolRepository } from "../content/school-repository.ts";
import { standIn } from "../shared/test-stand-in.ts";
import { type Db, type DbHandle, openDatabase } from "./client.ts";
import { createEmptyPostgres } from "./empty-postgres.ts";
import { migrateToLatest, migrations } from "./migrate.ts";

/**
 * The databases repository tests run against: in-memory SQLite, and a fresh
 * PostgreSQL database (TEST_DATABASE_URL names the server; .ci/run starts it).
 * Each call of open() gives an empty, migrated database; close() drops it.
 */
interface TestDatabase {
  name: "sqlite" | "postgres";
  open(): Promise<DbHandle & { drop(): Promise<void> }>;
}

export const testDatabases: TestDatabase[] = [
  {
    name: "sqlite",
    async open() {
      const handle = openDatabase(":memory:");
      await migrateToLatest(handle.db);
      return { ...handle, drop: () => handle.close() };
    },
  },
  {
    name: "postgres",
    async open() {
      const empty = await createEmptyPostgres(loadConfig().testDatabaseUrl);
      const handle = openDatabase(empty.url);
      await migrateToLatest(handle.db);
      return {
        ...handle,
        drop: async () => {
          await handle.close();
          await empty.drop();
        },
      };
    },
  },
];

/**
 * A fresh database on `target`, opened before the enclosing block's tests
 * with these schools (code: name) recorded, and dropped after them.
 */
export function databaseForTests(target: TestDatabase, schools: Record<string, string>): DbHandle {
  let handle: (DbHandle & { drop(): Promise<void> }) | undefined;
  beforeAll(async () => {
    handle = await target.open();
    const records = new SchoolRepository(handle.db, 0);
    for (const [code, name] of Object.entries(schools)) await records.ensure(code, name);
  });
  afterAll(async () => handle?.drop());
  return standIn(() => handle);
}

/**
 * The repository `make` builds over a `databaseForTests` database and its
 * school records, made before the enclosing block's tests.
 */
export function repositoryForTests<R extends object>(
  target: TestDatabase,
  schools: Record<string, string>,
  make: (db: Db, schools: SchoolRepository) => R,
): { schools: SchoolRepository; repository: R } {
  const handle = databaseForTests(target, schools);
  let made: { schools: SchoolRepository; repository: R } | undefined;
  beforeAll(() => {
    const records = new SchoolRepository(handle.db, 0);
    made = { schools: records, repository: make(handle.db, records) };
  });
  return { schools: standIn(() => made?.schools), repository: standIn(() => made?.repository) };
}

/**
 * An in-memory SQLite database migrated up to just before `migration`, with
 * the school "tvms" recorded: a migration's test writes rows as they were
 * then, and applies the rest with migrateToLatest. Destroy its db after.
 */
export async function databaseBefore(migration: string): Promise<DbHandle> {
  const handle = openDatabase(":memory:");
  const names = Object.keys(migrations).sort();
  const migrator = new Migrator({ db: handle.db, provider: { getMigrations: async () => migrations } });
  const { error } = await migrator.migrateTo(names[names.indexOf(migration) - 1]);
  if (error) throw error;
  await handle.db
    .insertInto("schools")
    .values({ code: "tvms", name: "T", createdAt: "2026-01-01T00:00:00Z" } as never)
    .execute();
  return handle;
}
