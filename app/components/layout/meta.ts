import { school } from "../../content/school.ts";
import { routeInfo } from "../../content/site-map.ts";

/** <title> and meta description of a page of the site map. */
export function pageMeta(path: string, override?: { title?: string; description?: string }) {
  const info = routeInfo(path);
  const title = override?.title ?? info.title;
  return [
    { title: path === "/" ? `${school.name} | ${school.tagline}` : `${title} | ${school.name}` },
    { name: "description", content: override?.description ?? info.description },
  ];
}
