import { staffApiPaths } from "../../../contract/staff-api-paths.ts";
import { staffPage } from "../shell/admin-shell.tsx";
import { pageTitle } from "../shell/admin-text.ts";
import { load, requireSession } from "../shell/api.ts";
import type { Route } from "./+types/disclosure-route";
import { type DisclosureStaffData, staffDisclosureText } from "./disclosure-api.ts";
import { DisclosureStaffPage } from "./disclosure-staff-page.tsx";

export const meta = () => pageTitle(staffDisclosureText.title);

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireSession(request, "content");
  return load<DisclosureStaffData>(request, staffApiPaths.disclosure.page);
}

export default staffPage<Route.ComponentProps["loaderData"]>(DisclosureStaffPage);
