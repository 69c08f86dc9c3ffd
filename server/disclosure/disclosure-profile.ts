import type { DisclosureProfile } from "../../contract/disclosure-items.ts";
import type { ProfileRepository } from "../content/profile-repository.ts";

/**
 * Section A's values that belong to the school profile: name, CBSE
 * affiliation number and school code, full address with PIN, e-mail, phone
 * numbers. The one place the disclosure reads the
 * profile, so the page and the staff area always show what the school's
 * details say.
 */
export async function readSchoolProfile(profiles: ProfileRepository, schoolCode: string): Promise<DisclosureProfile> {
  const school = await profiles.view(schoolCode);
  return {
    name: school.name,
    affiliationNo: school.cbseAffiliationNo,
    schoolCode: school.cbseSchoolCode,
    address: school.address.lines.join(", "),
    email: school.email,
    phones: school.phones.map((p) => `${p.display} (${p.label})`).join(", "),
  };
}
