import { school } from "../../app/content/school.ts";
import type { DisclosureProfile } from "../../contract/disclosure-items.ts";
import type { Db } from "../db/client.ts";

/**
 * Section A's values that belong to the school profile: name, full address
 * with PIN, e-mail, phone numbers. The ONE place the disclosure reads the
 * profile. Today the profile is app/content/school.ts; once it moves into
 * the database, this function reads it from there (the signature already
 * takes the database and the school code for that). The profile has no
 * affiliation number, school code or board yet: those are kept with the
 * disclosure's own data (items affiliationNo and schoolCode, settings.board).
 */
export async function readSchoolProfile(_db: Db, _schoolCode: string): Promise<DisclosureProfile> {
  return {
    name: school.name,
    address: school.address.lines.join(", "),
    email: school.email,
    phones: school.phones.map((p) => `${p.display} (${p.label})`).join(", "),
  };
}
