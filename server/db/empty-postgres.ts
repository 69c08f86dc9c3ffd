import { randomBytes } from "node:crypto";
import pg from "pg";

/**
 * An empty PostgreSQL database of its own on the server `serverUrl` names,
 * for a test (or the migration recorder): its address, and `drop` to remove
 * it with any connection still open.
 */
export async function createEmptyPostgres(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `school_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  try {
    await admin.connect();
  } catch (e) {
    throw new Error(
      `PostgreSQL is not reachable at ${serverUrl} (${(e as Error).message}). Start it with \`pg_ctlcluster 15 main start\` (bash .ci/run does) or set TEST_DATABASE_URL.`,
    );
  }
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
