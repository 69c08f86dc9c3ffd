import { staffApiPaths } from "../../../../contract/staff-api-paths.ts";
import { staffPage } from "../../shell/admin-shell.tsx";
import { pageTitle } from "../../shell/admin-text.ts";
import { load, requireSession } from "../../shell/api.ts";
import type { Route } from "./+types/waiting-route";
import { approvalsText } from "./approvals-text.ts";
import { WaitingPage, type WaitingRow } from "./waiting-page.tsx";

export const meta = () => pageTitle(approvalsText.waitingTitle);

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireSession(request, "approve");
  return load<{ items: WaitingRow[] }>(request, staffApiPaths.approvals.list);
}

export default staffPage<Route.ComponentProps["loaderData"]>(WaitingPage);
