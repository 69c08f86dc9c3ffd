import type { SchoolProfile } from "../../../contract/school-profile-rules.ts";
import { pageTitle } from "../shell/admin-text.ts";
import { load, requireSession } from "../shell/api.ts";
import type { Route } from "./+types/school-profile-route";
import { SchoolProfilePage } from "./school-profile-page.tsx";

export const meta = () => pageTitle("School details");

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireSession(request, "schoolProfile");
  return load<{ profile: SchoolProfile }>(request, "/api/admin/school-profile");
}

export function HydrateFallback() {
  return <p>Loading…</p>;
}

export default function SchoolProfileRoute({ loaderData }: Route.ComponentProps) {
  return (
    <div className="admin-page">
      <SchoolProfilePage initial={loaderData.profile} />
    </div>
  );
}
