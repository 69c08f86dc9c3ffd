import type { Services } from "../services.ts";

/** What the calendar, feeds, structured data, sharing cards, app icons and verification slips say about the school. */
export interface SchoolIdentity {
  name: string;
  shortName: string;
  addressLines: string[];
  phones: { label: string; display: string; tel: string }[];
  email: string;
  /** Site path of the logo (SVG). */
  logoPath: string;
  /** Brand colour (the address bar and the card background). */
  themeColor: string;
}

/**
 * The one place this module reads the school's identity. It comes from
 * the school profile in the database.
 */
export async function schoolIdentity(services: Pick<Services, "profiles">, code: string): Promise<SchoolIdentity> {
  const school = await services.profiles.view(code);
  return {
    name: school.name,
    shortName: school.abbreviation,
    addressLines: [...school.address.lines],
    phones: school.phones.map((p) => ({ ...p })),
    email: school.email,
    logoPath: school.logo,
    themeColor: school.colours.primary,
  };
}
