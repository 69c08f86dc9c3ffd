/**
 * The staff area's addresses: `/admin` itself and everything under `/admin/`.
 * A school's own page whose address merely starts with the letters "admin"
 * (the demo's /administration, an /admissions page) is a public page: it is
 * drawn with the site's header, menu and footer, cached and crawled.
 * Takes a path, with or without a query string.
 */
export function isStaffPath(path: string): boolean {
  return path === "/admin" || path.startsWith("/admin/") || path.startsWith("/admin?");
}
