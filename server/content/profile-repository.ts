import {
  blankProfile,
  profileErrors,
  SchoolProfile,
  type SchoolView,
  toSchoolView,
} from "../../contract/school-profile.ts";
import type { Db } from "../db/client.ts";
import type { SchoolRepository } from "./school-repository.ts";

type ProfileSaveResult =
  | { status: "saved"; profile: SchoolProfile }
  | { status: "invalid"; errors: Record<string, string> };

/**
 * The school profile, one JSON text per school (schools.profile). Reads are
 * kept per content version, so a change (which bumps the version) shows on
 * the next request, in this process at once and in others within the
 * version's recheck time.
 */
export class ProfileRepository {
  private cache = new Map<string, { version: number; profile: SchoolProfile; view: SchoolView }>();

  constructor(
    private readonly db: Db,
    private readonly schools: SchoolRepository,
  ) {}

  /** The stored profile, or null when the school has not set one (nor the demo). */
  async stored(code: string, db: Db = this.db): Promise<SchoolProfile | null> {
    const row = await db.selectFrom("schools").select(["profile"]).where("code", "=", code).executeTakeFirst();
    if (!row?.profile) return null;
    try {
      const json = JSON.parse(row.profile);
      const parsed = SchoolProfile.safeParse(json);
      if (parsed.success) return parsed.data;
      // A map saved before only Google Maps could be shown (issue 26) loses the map, not the whole profile.
      const errors = Object.keys(profileErrors(parsed.error));
      if (errors.length > 0 && errors.every((k) => k === "map.embed")) {
        const again = SchoolProfile.safeParse({ ...json, map: { ...json.map, embed: "" } });
        if (again.success) return again.data;
      }
      console.error(`school ${code}: stored profile is not valid`, profileErrors(parsed.error));
    } catch (e) {
      console.error(`school ${code}: stored profile is not JSON`, e);
    }
    return null;
  }

  /** The profile pages use: the stored one, or a blank one named after the school's record. */
  async get(code: string): Promise<SchoolProfile> {
    return (await this.entry(code)).profile;
  }

  /** What header, footer, meta tags and forms read (contract/school-profile-rules.ts SchoolView). */
  async view(code: string): Promise<SchoolView> {
    return (await this.entry(code)).view;
  }

  private async entry(code: string) {
    const version = await this.schools.version(code);
    const hit = this.cache.get(code);
    if (hit && hit.version === version) return hit;
    let profile = await this.stored(code);
    if (!profile) {
      const row = await this.db.selectFrom("schools").select("name").where("code", "=", code).executeTakeFirst();
      profile = blankProfile(row?.name || undefined);
    }
    const entry = { version, profile, view: toSchoolView(profile) };
    this.cache.set(code, entry);
    return entry;
  }

  /**
   * Checks and stores a profile and announces the change, so page and
   * API caches refresh. Pass a transaction to write with other changes (import).
   */
  async save(code: string, input: unknown, db: Db = this.db): Promise<ProfileSaveResult> {
    const parsed = SchoolProfile.safeParse(input);
    if (!parsed.success) return { status: "invalid", errors: profileErrors(parsed.error) };
    const profile = parsed.data;
    await db
      .updateTable("schools")
      .set({ profile: JSON.stringify(profile), name: profile.name })
      .where("code", "=", code)
      .execute();
    await this.schools.changed(code, db);
    this.cache.delete(code);
    return { status: "saved", profile };
  }
}
