import type { Db } from "../db/client.ts";

/** Reading the audit log (staff-auth.ts writes it): who changed what and when. */
export class AuditRepository {
  constructor(private readonly db: Db) {}

  /** One page of a school's entries, newest first, with the total count. */
  async page(school: string, page: number, pageSize: number) {
    const counted = await this.db
      .selectFrom("auditLog")
      .select((eb) => eb.fn.countAll().as("n"))
      .where("schoolCode", "=", school)
      .executeTakeFirst();
    const rows = await this.db
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
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute();
    return { items: rows.map((r) => ({ ...r, user: r.user ?? null })), total: Number(counted?.n ?? 0) };
  }
}
