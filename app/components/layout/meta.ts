import { blankProfile, type SchoolView, toSchoolView } from "../../../contract/school-profile-rules.ts";
import { routeByPath } from "../../content/site-map.ts";

/** What a meta function is given: the matched routes, the root (with the school profile) first. */
interface MetaMatchesArg {
  matches: readonly ({ id: string; data?: unknown } | undefined)[];
}

/** The school profile the root loader read (a blank one if it failed). */
export function schoolOf(args: MetaMatchesArg): SchoolView {
  const root = args.matches.find((m) => m?.id === "root")?.data as { school?: SchoolView } | undefined;
  return root?.school ?? toSchoolView(blankProfile());
}

/** <title> and meta description of a page of the site map, named after the school of the profile. */
export function pageMeta(args: MetaMatchesArg, path: string, override?: { title?: string; description?: string }) {
  const school = schoolOf(args);
  // Pages staff added at their own address are not in the route table: their own title and description serve.
  const info = routeByPath.get(path);
  const title = override?.title ?? info?.title ?? "";
  const description = override?.description ?? info?.description ?? "";
  if (path === "/") {
    return [
      { title: school.tagline ? `${school.name} | ${school.tagline}` : school.name },
      { name: "description", content: `${school.name}: ${description}` },
    ];
  }
  return [{ title: `${title} | ${school.name}` }, { name: "description", content: description }];
}
