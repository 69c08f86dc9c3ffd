import type { FastifyInstance } from "fastify";
import { AuditListQuery } from "../../contract/staff.ts";
import { staffApiPaths } from "../../contract/staff-api-paths.ts";
import { AuditRepository } from "../audit/audit-repository.ts";
import type { AdminContext } from "./admin-context.ts";
import { parseOr400, staffOf } from "./admin-http.ts";

/** GET /api/admin/audit: who changed what and when, newest first, a page at a time. */
export function registerAuditRoutes(admin: FastifyInstance, ctx: AdminContext<"database">): void {
  const audit = new AuditRepository(ctx.services.database.db);

  admin.get(staffApiPaths.audit, { config: { staffAccess: "audit" } }, async (req, reply) => {
    const query = parseOr400(AuditListQuery, req.query, reply);
    if (!query) return reply;
    return reply.send(await audit.page(staffOf(req).schoolCode, query.page, query.pageSize));
  });
}
