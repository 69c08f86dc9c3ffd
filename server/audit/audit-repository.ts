import type { Db } from "../db/client.ts";

/** Reading the audit log (staff-auth.ts writes it): who changed what and when. */
export class AuditRepository {
  constructor(private readonly db: Db) {}

  /** Adds an entry; `userId` null for what the site did by itself (a scheduled publish). */
  async add(
    entry: {
      school: string;
      userId: string | null;
      action: string;
      entity: string;
      entityId: string | null;
      detail: string;
    },
    db: Db = this.db,
    at = new Date().toISOString(),
  ): Promise<void> {
    await db
      .insertInto("auditLog")
      .values({
        schoolCode: entry.school,
        userId: entry.userId,
        action: entry.action,
        entity: entry.entity,
        entityId: entry.entityId,
        detail: entry.detail.slice(0, 500),
        at,
      })
      .execute();
  }

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
