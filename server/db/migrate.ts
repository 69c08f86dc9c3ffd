import { type Migration, type MigrationProvider, Migrator } from "kysely";
import type { Db } from "./client.ts";
import * as m001 from "./migrations/001-initial.ts";
import * as m002 from "./migrations/002-tc-links-and-enquiry-order.ts";
import * as m003 from "./migrations/003-staff-area.ts";
import * as m008 from "./migrations/008-tc-verification.ts";

/**
 * Migrations are listed here in order; a static list works the same under
 * tsx, Vitest and a bundle, where reading the folder at run time would not.
 */
const migrations: Record<string, Migration> = {
  "001-initial": m001,
  "002-tc-links-and-enquiry-order": m002,
  "003-staff-area": m003,
  "008-tc-verification": m008,
};

class StaticProvider implements MigrationProvider {
  async getMigrations() {
    return migrations;
  }
}

export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider: new StaticProvider() });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}
