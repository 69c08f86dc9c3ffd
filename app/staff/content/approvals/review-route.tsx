import { staffPage } from "../../shell/admin-shell.tsx";
import { pageTitle } from "../../shell/admin-text.ts";
import { load, requireSession } from "../../shell/api.ts";
import type { Route } from "./+types/review-route";
import { approvalsText } from "./approvals-text.ts";
import { type ReviewData, ReviewPage } from "./review-page.tsx";

export const meta = () => pageTitle(approvalsText.reviewTitle);

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  await requireSession(request, "approve");
  return load<ReviewData>(
    request,
    `/api/admin/approvals/${encodeURIComponent(params.kind)}/${encodeURIComponent(params.id)}`,
  );
}

export default staffPage<Route.ComponentProps["loaderData"]>(ReviewPage);
