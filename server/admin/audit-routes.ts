import type { FastifyInstance } from "fastify";
import { AuditListQuery } from "../../contract/staff.ts";
import { parseOr400, staffOf } from "./admin-http.ts";
import type { AdminContext } from "./admin-routes.ts";

/** GET /api/admin/audit: who changed what and when, newest first, a page at a time. */
export function registerAuditRoutes(admin: FastifyInstance, ctx: AdminContext): void {
  const db = ctx.services.database.db;

  admin.get("/api/admin/audit", { config: { staffAccess: "audit" } }, async (req, reply) => {
    const query = parseOr400(AuditListQuery, req.query, reply);
    if (!query) return reply;
    const school = staffOf(req).schoolCode;
    const counted = await db
      .selectFrom("auditLog")
      .select((eb) => eb.fn.countAll().as("n"))
      .where("schoolCode", "=", school)
      .executeTakeFirst();
    const rows = await db
      .selectFrom("auditLog")
      .leftJoin("staffUsers", "staffUsers.id", "auditLog.userId")
      .select([
        "auditLog.at as at",
        "staffUsers.email as user",
        "auditLog.action as action",
        "auditLog.entity as entity",
        "auditLog.entityId as entityId",
        "auditLog.detail as detail",
      ])
      .where("auditLog.schoolCode", "=", school)
      .orderBy("auditLog.id", "desc")
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute();
    return reply.send({ items: rows.map((r) => ({ ...r, user: r.user ?? null })), total: Number(counted?.n ?? 0) });
  });
}
