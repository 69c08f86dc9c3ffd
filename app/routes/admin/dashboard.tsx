import { routeDashboardWords as sw } from "../../i18n/catalogues/staff/route-dashboard.ts";
import { Dashboard, loadDashboard } from "../../staff/dashboard/dashboard.tsx";
import { pageTitle } from "../../staff/shell/admin-text.ts";
import { requireSession } from "../../staff/shell/api.ts";
import type { Route } from "./+types/dashboard";

export const meta = () => pageTitle(sw("dashboard"));

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const { user } = await requireSession(request);
  return { user, data: await loadDashboard(user) };
}

export default function DashboardRoute({ loaderData }: Route.ComponentProps) {
  return (
    <div className="admin-page">
      <Dashboard user={loaderData.user} data={loaderData.data} />
    </div>
  );
}
