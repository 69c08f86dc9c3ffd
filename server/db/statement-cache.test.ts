import type BetterSqlite3 from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { withStatementCache } from "./client.ts";
import { SqliteDatabase } from "./sqlite-driver.ts";

const opened: BetterSqlite3.Database[] = [];
const open = () => {
  const sqlite = new SqliteDatabase(":memory:");
  opened.push(sqlite);
  sqlite.exec("create table t (n integer)");
  sqlite.exec("insert into t values (1), (2), (3)");
  return sqlite;
};
afterEach(() => {
  for (const db of opened.splice(0)) db.close();
});

describe("prepared statements kept by SQL text", () => {
  it("prepares a query once and answers it the same every time", async () => {
    const sqlite = open();
    let prepared = 0;
    const prepare = sqlite.prepare.bind(sqlite);
    sqlite.prepare = ((text: string) => {
      prepared++;
      return prepare(text);
    }) as typeof sqlite.prepare;
    const db = new Kysely<{ t: { n: number } }>({
      dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
    });
    for (let i = 0; i < 5; i++) {
      const rows = await db.selectFrom("t").select("n").where("n", ">", 1).orderBy("n").execute();
      expect(rows).toEqual([{ n: 2 }, { n: 3 }]);
    }
    await db.insertInto("t").values({ n: 4 }).execute();
    expect(await db.selectFrom("t").select("n").where("n", ">", 1).orderBy("n").execute()).toHaveLength(3);
    // one select, one insert
    expect(prepared).toBe(2);
  });

  it("keeps at most the given number of statements, dropping the least recently used", () => {
    const sqlite = open();
    const cache = withStatementCache(sqlite, 2);
    const a = cache.prepare("select 1");
    cache.prepare("select 2");
    expect(cache.prepare("select 1")).toBe(a);
    cache.prepare("select 3"); // drops "select 2", the least recently used
    expect(cache.prepare("select 1")).toBe(a);
    const b = cache.prepare("select 2");
    expect(cache.prepare("select 2")).toBe(b);
  });

  it("gives a fresh statement while the kept one is still being read", () => {
    const sqlite = open();
    const cache = withStatementCache(sqlite);
    const seen: number[] = [];
    const reading = cache.prepare("select n from t order by n") as BetterSqlite3.Statement;
    for (const row of reading.iterate([]) as Iterable<{ n: number }>) {
      // The same query again while the first is being read: SQLite refuses to reuse a busy statement.
      const again = cache.prepare("select n from t order by n");
      expect(again).not.toBe(reading);
      expect(again.all([])).toHaveLength(3);
      seen.push(row.n);
    }
    expect(seen).toEqual([1, 2, 3]);
    expect(cache.prepare("select n from t order by n")).toBe(reading);
  });
});
