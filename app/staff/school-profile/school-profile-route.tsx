import type { SchoolProfile } from "../../../contract/school-profile-rules.ts";
import { staffApiPaths } from "../../../contract/staff-api-paths.ts";
import { schoolProfileWords as sw } from "../../i18n/catalogues/staff/school-profile.ts";
import { staffPage } from "../shell/admin-shell.tsx";
import { pageTitle } from "../shell/admin-text.ts";
import { load, requireSession } from "../shell/api.ts";
import type { Route } from "./+types/school-profile-route";
import { SchoolProfilePage } from "./school-profile-page.tsx";

export const meta = () => pageTitle(sw("schoolDetails"));

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireSession(request, "schoolProfile");
  const [profile, approvals] = await Promise.all([
    load<{ profile: SchoolProfile; fromDemo?: string[] }>(request, staffApiPaths.schoolProfile.profile),
    load<{ kinds: string[] }>(request, staffApiPaths.approvals.settings),
  ]);
  return { ...profile, approvalKinds: approvals.kinds };
}

export default staffPage<Route.ComponentProps["loaderData"]>(SchoolProfilePage);
