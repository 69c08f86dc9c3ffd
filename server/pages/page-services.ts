import { menu } from "../../app/content/site-map.ts";
import type { SchoolRepository } from "../content/school-repository.ts";
import type { Db } from "../db/client.ts";
import { PageRepository } from "./page-repository.ts";

/**
 * The page repository as the server uses it: publishing bumps the school's
 * content version (the page cache shows the change at once), and a school
 * without a stored menu starts from the built-in one of the site map.
 */
export function createPageRepository(db: Db, schools: SchoolRepository): PageRepository {
  return new PageRepository(
    db,
    (school, trx) => schools.bump(school, trx),
    () => menu.map((g) => ({ label: g.label, links: g.links.map((l) => ({ label: l.label, href: l.href })) })),
  );
}
