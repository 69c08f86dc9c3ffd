import { menuFor } from "../../contract/site-map.ts";
import type { ProfileRepository } from "../content/profile-repository.ts";
import type { SchoolRepository } from "../content/school-repository.ts";
import type { Db } from "../db/client.ts";
import { PageRepository } from "./page-repository.ts";

/**
 * The page repository as the server uses it: what visitors see is
 * announced through the school repository (the page cache shows the change
 * at once), and a school
 * without a stored menu starts from the built-in one of the site map, its
 * short-name group named after the school's profile.
 */
export function createPageRepository(db: Db, schools: SchoolRepository, profiles?: ProfileRepository): PageRepository {
  return new PageRepository(db, schools, async (school, trx) => {
    // Read inside the caller's transaction (an import writes the profile and pages together).
    const shortName = (await profiles?.stored(school, trx))?.shortName ?? "";
    return menuFor(shortName).map((g) => ({
      label: g.label,
      links: g.links.map((l) => ({ label: l.label, href: l.href })),
    }));
  });
}
