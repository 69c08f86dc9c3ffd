import { staffApiPaths } from "../../../contract/staff-api-paths.ts";
import { routeAccountsWords as sw } from "../../i18n/catalogues/staff/route-accounts.ts";
import { AccountsPage, type StaffAccount } from "../../staff/accounts/accounts.tsx";
import { staffPage } from "../../staff/shell/admin-shell.tsx";
import { pageTitle } from "../../staff/shell/admin-text.ts";
import { load, requireSession } from "../../staff/shell/api.ts";
import type { Route } from "./+types/accounts";

export const meta = () => pageTitle(sw("staffAccounts"));

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireSession(request, "accounts");
  return { accounts: await load<StaffAccount[]>(request, staffApiPaths.accounts.list) };
}

export default staffPage<Route.ComponentProps["loaderData"]>(AccountsPage);
