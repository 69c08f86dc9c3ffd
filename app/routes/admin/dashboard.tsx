import { pageTitle } from "../../features/admin/admin-text.ts";
import { requireSession } from "../../features/admin/api.ts";
import { Dashboard, loadDashboard } from "../../features/admin/dashboard.tsx";
import type { Route } from "./+types/dashboard";

export const meta = () => pageTitle("Dashboard");

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const { user } = await requireSession(request);
  return { user, data: await loadDashboard(user) };
}

export function HydrateFallback() {
  return <p>Loading…</p>;
}

export default function DashboardRoute({ loaderData }: Route.ComponentProps) {
  return (
    <div className="admin-page">
      <Dashboard user={loaderData.user} data={loaderData.data} />
    </div>
  );
}
