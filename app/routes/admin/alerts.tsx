import { staffApiPaths } from "../../../contract/staff-api-paths.ts";
import { routeAlertsWords as sw } from "../../i18n/catalogues/staff/route-alerts.ts";
import { type AlertsData, AlertsPage } from "../../staff/alerts/alerts-page.tsx";
import { staffPage } from "../../staff/shell/admin-shell.tsx";
import { pageTitle } from "../../staff/shell/admin-text.ts";
import { load, requireSession } from "../../staff/shell/api.ts";
import type { Route } from "./+types/alerts";

export const meta = () => pageTitle(sw("alerts"));

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireSession(request, "content");
  const [alerts, phones] = await Promise.all([
    load<Omit<AlertsData, "phones">>(request, staffApiPaths.alerts.list),
    load<AlertsData["phones"]>(request, staffApiPaths.alerts.phones),
  ]);
  return { ...alerts, phones } satisfies AlertsData;
}

export default staffPage<Route.ComponentProps["loaderData"]>(AlertsPage);
