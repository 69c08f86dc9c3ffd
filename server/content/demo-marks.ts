import type { SchoolProfile } from "../../contract/school-profile-rules.ts";
import type { Db } from "../db/client.ts";

/**
 * Parts of the school profile that came with the demo and that nobody has
 * checked (table demoMarks, migration 050): they count as to-do on the
 * dashboard and are marked "from the demo: check this" on School details,
 * until staff change or confirm them.
 */
const demoProfileParts = ["admission", "cbseAffiliationNo", "cbseSchoolCode"] as const;
export type DemoProfilePart = (typeof demoProfileParts)[number];

export const isDemoProfilePart = (part: string): part is DemoProfilePart =>
  (demoProfileParts as readonly string[]).includes(part);

export class DemoMarks {
  constructor(private readonly db: Db) {}

  async of(school: string): Promise<DemoProfilePart[]> {
    const rows = await this.db.selectFrom("demoMarks").select("part").where("schoolCode", "=", school).execute();
    return demoProfileParts.filter((p) => rows.some((r) => r.part === p));
  }

  /** The demo loader: every part as the demo set it. */
  async markAll(school: string, db: Db = this.db): Promise<void> {
    await db.deleteFrom("demoMarks").where("schoolCode", "=", school).execute();
    await db
      .insertInto("demoMarks")
      .values(demoProfileParts.map((part) => ({ schoolCode: school, part })))
      .execute();
  }

  /** Staff checked these parts (or changed them): they are the school's own now. */
  async clear(school: string, parts: readonly string[]): Promise<void> {
    if (parts.length === 0) return;
    await this.db.deleteFrom("demoMarks").where("schoolCode", "=", school).where("part", "in", parts).execute();
  }

  /** The parts a saved profile changed from `before` are the school's own now. */
  async clearChanged(school: string, before: SchoolProfile, after: SchoolProfile): Promise<void> {
    await this.clear(
      school,
      demoProfileParts.filter((p) => JSON.stringify(before[p]) !== JSON.stringify(after[p])),
    );
  }
}
