import { Outlet } from "react-router";
import { AdminLoading, AdminShell } from "../../staff/shell/admin-shell.tsx";
import { adminText, pageTitle } from "../../staff/shell/admin-text.ts";
import { requireSession } from "../../staff/shell/api.ts";
import type { Route } from "./+types/layout";

export const meta = () => pageTitle(adminText.area);

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const session = await requireSession(request);
  return { user: session.user };
}

export function HydrateFallback() {
  return <AdminLoading />;
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell user={loaderData.user}>
      <Outlet />
    </AdminShell>
  );
}
