import { AccountsPage, type StaffAccount } from "../../staff/accounts/accounts.tsx";
import { pageTitle } from "../../staff/shell/admin-text.ts";
import { load, requireSession } from "../../staff/shell/api.ts";
import type { Route } from "./+types/accounts";

export const meta = () => pageTitle("Staff accounts");

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireSession(request, "accounts");
  return { accounts: await load<StaffAccount[]>(request, "/api/admin/accounts") };
}

export function HydrateFallback() {
  return <p>Loading…</p>;
}

export default function AccountsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <div className="admin-page">
      <AccountsPage accounts={loaderData.accounts} />
    </div>
  );
}
