import { type Migration, type MigrationProvider, Migrator } from "kysely";
import type { Db } from "./client.ts";
import * as m001 from "./migrations/001-initial.ts";
import * as m002 from "./migrations/002-tc-links-and-enquiry-order.ts";
import * as m003 from "./migrations/003-staff-area.ts";
import * as m004 from "./migrations/004-login-failures.ts";
import * as m005 from "./migrations/005-school-profile.ts";
import * as m006 from "./migrations/006-pages.ts";
import * as m007 from "./migrations/007-public-disclosure.ts";
import * as m008 from "./migrations/008-tc-verification.ts";
import * as m010 from "./migrations/010-jobs.ts";
import * as m011 from "./migrations/011-hosts.ts";
import * as m015 from "./migrations/015-disclosure-numbers-in-profile.ts";
import * as m016 from "./migrations/016-event-times.ts";
import * as m040 from "./migrations/040-rich-text.ts";
import * as m041 from "./migrations/041-home-regions.ts";
import * as m042 from "./migrations/042-page-photo-drafts.ts";
import * as m050 from "./migrations/050-demo-marks.ts";
import * as m060 from "./migrations/060-translations.ts";
import * as m061 from "./migrations/061-enquiry-language.ts";
import * as m062 from "./migrations/062-home-translation-regions.ts";
import * as m070 from "./migrations/070-notice-pages.ts";
import * as m071 from "./migrations/071-alerts.ts";
import * as m075 from "./migrations/075-push.ts";
import * as m080 from "./migrations/080-schedules-approvals.ts";
import * as m081 from "./migrations/081-page-schedules.ts";

/**
 * Migrations are listed here in order; a static list works the same under
 * tsx, Vitest and a bundle, where reading the folder at run time would not.
 */
export const migrations: Record<string, Migration> = {
  "001-initial": m001,
  "002-tc-links-and-enquiry-order": m002,
  "003-staff-area": m003,
  "004-login-failures": m004,
  "005-school-profile": m005,
  "006-pages": m006,
  "007-public-disclosure": m007,
  "008-tc-verification": m008,
  "010-jobs": m010,
  "011-hosts": m011,
  "015-disclosure-numbers-in-profile": m015,
  "016-event-times": m016,
  "040-rich-text": m040,
  "041-home-regions": m041,
  "050-demo-marks": m050,
  "070-notice-pages": m070,
  "071-alerts": m071,
  "075-push": m075,
  "060-translations": m060,
  "061-enquiry-language": m061,
  "062-home-translation-regions": m062,
  "080-schedules-approvals": m080,
  "081-page-schedules": m081,
  "042-page-photo-drafts": m042,
};

class StaticProvider implements MigrationProvider {
  async getMigrations() {
    return migrations;
  }
}

/**
 * Applies the migrations the database lacks, in order, and returns their
 * names; `onApplied` hears each one as it is applied (the start and
 * `npm run migrate` log them).
 */
export async function migrateToLatest(db: Db, onApplied?: (name: string) => void): Promise<string[]> {
  // Each helper of the project numbers its migrations in its own range, so one
  // may land after a higher number is already applied; it is applied then.
  const migrator = new Migrator({ db, provider: new StaticProvider(), allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  const applied = (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
  for (const name of applied) onApplied?.(name);
  if (error) {
    const failed = results?.find((r) => r.status === "Error")?.migrationName;
    const cause = error instanceof Error ? error : new Error(String(error));
    throw failed ? new Error(`migration ${failed} failed: ${cause.message}`, { cause }) : cause;
  }
  return applied;
}
