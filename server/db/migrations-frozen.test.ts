import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { type MigrationLog, migrationLog } from "./migration-log.ts";

/**
 * Migrations are frozen in time: a database out there has run each one as it
 * was, and one that first runs it tomorrow must end up the same. So every
 * statement each migration executes (SQL text and parameters, in order) on
 * an empty SQLite and an empty PostgreSQL database is kept in
 * migrations-frozen.json, and any change to it is a defect, whether made in
 * a migration or in a helper it uses (migrations/columns.ts). A new
 * migration is recorded with `npx tsx scripts/record-migrations.ts`, which
 * adds it and never rewrites one already recorded.
 */
const fixtureFile = path.join(import.meta.dirname, "migrations-frozen.json");
const frozen = JSON.parse(fs.readFileSync(fixtureFile, "utf8")) as Record<"sqlite" | "postgres", MigrationLog>;

const FROZEN =
  "migrations are frozen in time: what an old migration executes must never change (a database that ran it would differ from one that runs it now), so this change is a defect; put the change in a new migration instead";

describe.each(["sqlite", "postgres"] as const)("migrations on %s", (kind) => {
  it("execute exactly the statements recorded in migrations-frozen.json", async () => {
    const log = await migrationLog(kind, loadConfig().testDatabaseUrl);
    const recorded = frozen[kind];
    const unrecorded = Object.keys(log).filter((name) => !(name in recorded));
    expect(unrecorded, "new migrations are recorded with `npx tsx scripts/record-migrations.ts`").toEqual([]);
    const gone = Object.keys(recorded).filter((name) => !(name in log));
    expect(gone, `a recorded migration is no longer applied: ${FROZEN}`).toEqual([]);
    for (const [name, statements] of Object.entries(recorded)) {
      expect(log[name], `migration ${name} on ${kind} executed other statements than recorded: ${FROZEN}`).toEqual(
        statements,
      );
    }
    expect(Object.keys(log), `the migrations ran in another order than recorded: ${FROZEN}`).toEqual(
      Object.keys(recorded),
    );
  });
});
