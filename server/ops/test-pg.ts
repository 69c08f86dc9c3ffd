import { randomBytes } from "node:crypto";
import pg from "pg";
import { loadConfig } from "../config.ts";

/**
 * An empty PostgreSQL database of its own for a test that needs a URL (to
 * start services or a second "instance" on it), on the TEST_DATABASE_URL server.
 */
export async function createPgDatabase(): Promise<{ url: string; name: string; drop(): Promise<void> }> {
  const serverUrl = loadConfig().testDatabaseUrl;
  const name = `school_ops_${randomBytes(6).toString("hex")}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: async () => void (await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
  };
}

/** Runs one statement as the test server's admin (outside the database under test). */
export async function adminQuery(text: string, values: unknown[] = []): Promise<pg.QueryResult> {
  const c = new pg.Client({ connectionString: loadConfig().testDatabaseUrl });
  await c.connect();
  try {
    return await c.query(text, values);
  } finally {
    await c.end();
  }
}
