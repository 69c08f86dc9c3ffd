import type { ScheduledRow } from "../../../../contract/approval-rules.ts";
import { staffApiPaths } from "../../../../contract/staff-api-paths.ts";
import { staffPage } from "../../shell/admin-shell.tsx";
import { pageTitle } from "../../shell/admin-text.ts";
import { load, requireSession } from "../../shell/api.ts";
import type { Route } from "./+types/scheduled-route";
import { approvalsText } from "./approvals-text.ts";
import { ScheduledPage } from "./scheduled-page.tsx";

export const meta = () => pageTitle(approvalsText.scheduledTitle);

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireSession(request, "content");
  return load<{ items: ScheduledRow[] }>(request, staffApiPaths.approvals.scheduled);
}

export default staffPage<Route.ComponentProps["loaderData"]>(ScheduledPage);
