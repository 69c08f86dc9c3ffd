import type { ShouldRevalidateFunctionArgs } from "react-router";

/**
 * List pages load the whole list once and filter in the browser, so a
 * change of the query string alone (a filter) needs no new server round trip.
 * Anything else (another page, a form post) revalidates as usual.
 */
export function skipQueryOnlyRevalidation({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  if (formMethod && formMethod.toUpperCase() !== "GET") return defaultShouldRevalidate;
  if (currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}
