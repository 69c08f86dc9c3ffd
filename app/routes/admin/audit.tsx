import type { AuditListResponse } from "../../../contract/staff.ts";
import { staffApiPaths } from "../../../contract/staff-api-paths.ts";
import { routeAuditWords as sw } from "../../i18n/catalogues/staff/route-audit.ts";
import { AUDIT_PAGE_SIZE, type AuditData, AuditPage } from "../../staff/audit/audit.tsx";
import { staffPage } from "../../staff/shell/admin-shell.tsx";
import { pageTitle } from "../../staff/shell/admin-text.ts";
import { load, requireSession } from "../../staff/shell/api.ts";
import type { Route } from "./+types/audit";

export const meta = () => pageTitle(sw("auditLog"));

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireSession(request, "audit");
  const page = Math.max(1, Number.parseInt(new URL(request.url).searchParams.get("page") ?? "1", 10) || 1);
  const answer = await load<AuditListResponse>(
    request,
    `${staffApiPaths.audit}?page=${page}&pageSize=${AUDIT_PAGE_SIZE}`,
  );
  return { ...answer, page, pageSize: AUDIT_PAGE_SIZE } satisfies AuditData;
}

export default staffPage<Route.ComponentProps["loaderData"]>(AuditPage);
