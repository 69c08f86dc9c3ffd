import { type CreateTableBuilder, type Kysely, PostgresAdapter } from "kysely";

/**
 * The column shapes the migrations repeat, for `createTable(…).$call(…)`:
 * each helper adds its columns in the order named, exactly as the
 * `addColumn` calls it stands for did. These helpers are frozen like the
 * migrations that use them (server/db/migrations-frozen.test.ts checks every
 * statement): never change what one adds; write a new helper instead.
 */
export type Table = CreateTableBuilder<string, string>;

/** Text columns that always hold a value (NOT NULL), in this order. */
export const requiredText =
  (...names: string[]) =>
  (table: Table): Table =>
    names.reduce((t, name) => t.addColumn(name, "text", (c) => c.notNull()), table);

/** Text columns that may be empty (NULL), in this order. */
export const optionalText =
  (...names: string[]) =>
  (table: Table): Table =>
    names.reduce((t, name) => t.addColumn(name, "text"), table);

/** Integer columns that always hold a value (NOT NULL), in this order. */
export const requiredInteger =
  (...names: string[]) =>
  (table: Table): Table =>
    names.reduce((t, name) => t.addColumn(name, "integer", (c) => c.notNull()), table);

/** Integer columns (NOT NULL) that start at `value` when a row does not say. */
export const integerDefault =
  (value: number, ...names: string[]) =>
  (table: Table): Table =>
    names.reduce((t, name) => t.addColumn(name, "integer", (c) => c.notNull().defaultTo(value)), table);

/** Text columns (NOT NULL) that start as `value` when a row does not say. */
export const textDefault =
  (value: string, ...names: string[]) =>
  (table: Table): Table =>
    names.reduce((t, name) => t.addColumn(name, "text", (c) => c.notNull().defaultTo(value)), table);

/** "id": a text primary key the application makes. */
export const textId = (table: Table): Table => table.addColumn("id", "text", (c) => c.primaryKey());

/** "schoolCode": the school the row belongs to (NOT NULL, one of schools.code). */
export const schoolCode = (table: Table): Table =>
  table.addColumn("schoolCode", "text", (c) => c.notNull().references("schools.code"));

/**
 * "id": a number the database gives each new row (serial on PostgreSQL;
 * SQLite has no identity columns, its INTEGER PRIMARY KEY is one already).
 */
export const numberedId =
  // biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow the current schema type
    (db: Kysely<any>) =>
    (table: Table): Table =>
      table.addColumn("id", db.getExecutor().adapter instanceof PostgresAdapter ? "serial" : "integer", (c) =>
        c.primaryKey(),
      );

/** The index "<table>_school_idx": a school's rows, by schoolCode and then `columns`. */
// biome-ignore lint/suspicious/noExplicitAny: see numberedId
export async function schoolIndex(db: Kysely<any>, table: string, ...columns: string[]): Promise<void> {
  await db.schema
    .createIndex(`${table}_school_idx`)
    .on(table)
    .columns(["schoolCode", ...columns])
    .execute();
}

/** The unique index `name` on `table`'s `columns`: no two rows have the same values in all of them. */
// biome-ignore lint/suspicious/noExplicitAny: see numberedId
export async function uniqueIndex(db: Kysely<any>, name: string, table: string, ...columns: string[]): Promise<void> {
  await db.schema.createIndex(name).unique().on(table).columns(columns).execute();
}

/** Adds to `table` the column `name` (NOT NULL), which existing and new rows start as `value` in. */
export async function addColumnWithDefault(
  // biome-ignore lint/suspicious/noExplicitAny: see numberedId
  db: Kysely<any>,
  table: string,
  name: string,
  type: "text" | "integer",
  value: string | number,
): Promise<void> {
  await db.schema
    .alterTable(table)
    .addColumn(name, type, (c) => c.notNull().defaultTo(value))
    .execute();
}
