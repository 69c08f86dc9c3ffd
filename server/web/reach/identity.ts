import { school } from "../../../app/content/school.ts";
import type { Services } from "../../services.ts";

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
 * The one place this module reads the school's identity. Today it comes from
 * the site's content file; when the school profile moves into the database
 * only this function changes (it is async and takes the services for that).
 */
export async function schoolIdentity(_services: Pick<Services, "config">): Promise<SchoolIdentity> {
  return {
    name: school.name,
    shortName: school.abbreviation,
    addressLines: [...school.address.lines],
    phones: school.phones.map((p) => ({ ...p })),
    email: school.email,
    logoPath: "/logo.svg",
    themeColor: "#0b3d6b",
  };
}
