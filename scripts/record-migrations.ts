// Records what a NEW migration executes into server/db/migrations-frozen.json,
// on SQLite and on PostgreSQL (TEST_DATABASE_URL), for
// server/db/migrations-frozen.test.ts. A migration already recorded is never
// rewritten: old migrations are frozen in time, and when one of them executes
// something else than recorded the script stops and says which.
// Run: npx tsx scripts/record-migrations.ts
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { isDeepStrictEqual } from "node:util";
import { loadConfig } from "../server/config.ts";
import { type MigrationLog, migrationLog } from "../server/db/migration-log.ts";

const file = path.resolve(import.meta.dirname, "../server/db/migrations-frozen.json");
const recorded: Partial<Record<"sqlite" | "postgres", MigrationLog>> = fs.existsSync(file)
  ? JSON.parse(fs.readFileSync(file, "utf8"))
  : {};
const next: Record<string, MigrationLog> = {};
const changed: string[] = [];
const added: string[] = [];
for (const kind of ["sqlite", "postgres"] as const) {
  const log = await migrationLog(kind, loadConfig().testDatabaseUrl);
  const before = recorded[kind] ?? {};
  for (const [name, statements] of Object.entries(log)) {
    if (!(name in before)) added.push(`${name} (${kind})`);
    else if (!isDeepStrictEqual(before[name], statements)) changed.push(`${name} (${kind})`);
  }
  next[kind] = log;
}
if (changed.length) {
  console.error(
    `Not recorded: these migrations, recorded before, now execute other statements: ${changed.join(", ")}.\n` +
      "Migrations are frozen in time; a change to what an old one executes is a defect. Undo it and put the change in a new migration.",
  );
  process.exit(1);
}
fs.writeFileSync(file, `${JSON.stringify(next, null, 2)}\n`);
// In the layout `npm run lint` checks.
execFileSync(path.resolve(import.meta.dirname, "../node_modules/.bin/biome"), ["format", "--write", file]);
console.log(added.length ? `recorded ${added.join(", ")}` : "nothing new to record");
