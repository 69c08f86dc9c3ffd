import net from "node:net";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testApp } from "../api/forms/test-helpers.ts";
import { adminQuery, createPgDatabase } from "../ops/test-pg.ts";
import { openDatabase } from "./client.ts";

type App = Awaited<ReturnType<typeof testApp>>;

/** Retries `probe` until it is true or `ms` pass; returns how long it took. */
async function within(ms: number, probe: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await probe().catch(() => false)) return Date.now() - started;
    if (Date.now() - started > ms) throw new Error(`not true within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe("PostgreSQL faults", () => {
  let db: Awaited<ReturnType<typeof createPgDatabase>>;
  let app: App;
  const lost: string[] = [];
  beforeAll(async () => {
    db = await createPgDatabase();
    app = await testApp({ databaseUrl: db.url });
    app.services.database.onConnectionError((err) => lost.push(err.message));
  });
  afterAll(async () => {
    await app.close();
    await db.drop();
  });

  const terminateAll = () =>
    adminQuery(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
      [db.name],
    );

  it("survives pg_terminate_backend on every connection and answers again within seconds", async () => {
    // Open several pooled connections (idle afterwards) and keep one busy.
    const warm = await Promise.all(
      Array.from({ length: 6 }, () => app.inject({ method: "GET", url: "/api/news/tvms?q=x" })),
    );
    expect(warm.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(app.services.database.poolStats()?.total).toBeGreaterThan(1);
    const busy = sql`select pg_sleep(5)`.execute(app.services.database.db).then(
      () => "finished",
      (err: Error) => err.message,
    );

    const { rowCount } = await terminateAll();
    expect(rowCount).toBeGreaterThan(1);
    // The query in flight fails (its caller gets an error), the process does not.
    expect(await busy).toMatch(/terminat/);
    const took = await within(5000, async () => {
      const res = await app.inject({ method: "GET", url: "/api/events/tvms" });
      return res.statusCode === 200;
    });
    expect(took).toBeLessThan(5000);
    expect((await app.inject({ method: "GET", url: "/readyz" })).statusCode).toBe(200);
    // The broken idle connections were reported, not thrown.
    expect(lost.length).toBeGreaterThan(0);
    expect(lost.join(" ")).toMatch(/terminat/i);
  });

  it("reports not ready while the database refuses connections, and ready again when it is back", async () => {
    await adminQuery(`ALTER DATABASE ${db.name} ALLOW_CONNECTIONS false`);
    try {
      await terminateAll();
      const away = await app.inject({ method: "GET", url: "/readyz" });
      expect(away.statusCode).toBe(503);
      expect(away.json()).toMatchObject({ status: "not ready", reason: expect.stringMatching(/^database: /) });
      expect((await app.inject({ method: "GET", url: "/livez" })).statusCode).toBe(200);
    } finally {
      await adminQuery(`ALTER DATABASE ${db.name} ALLOW_CONNECTIONS true`);
    }
    await within(5000, async () => (await app.inject({ method: "GET", url: "/readyz" })).statusCode === 200);
  });

  it("cancels a statement that runs past the statement timeout", async () => {
    const handle = openDatabase(db.url, { statementTimeoutMs: 300 });
    try {
      const started = Date.now();
      await expect(sql`select pg_sleep(3)`.execute(handle.db)).rejects.toThrow(/statement timeout/);
      expect(Date.now() - started).toBeLessThan(2500);
    } finally {
      await handle.close();
    }
  });

  it("gives up connecting to a server that accepts but never answers", async () => {
    const sockets: net.Socket[] = [];
    const silent = net.createServer((s) => sockets.push(s));
    await new Promise<void>((r) => silent.listen(0, "127.0.0.1", () => r()));
    const port = (silent.address() as net.AddressInfo).port;
    const handle = openDatabase(`postgres://u:p@127.0.0.1:${port}/x`, { connectTimeoutMs: 300 });
    try {
      const started = Date.now();
      await expect(handle.ping(10_000)).rejects.toThrow(/timeout/i);
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      await handle.close().catch(() => undefined);
      for (const s of sockets) s.destroy();
      silent.close();
    }
  });
});
