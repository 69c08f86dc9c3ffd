import { newId } from "../content/content-repository.ts";
import type { Services } from "../services.ts";
import { hashPassword } from "./passwords.ts";

/**
 * There is no default account: the first admin exists only when ADMIN_EMAIL
 * and ADMIN_PASSWORD are set, and only while the school has no staff yet.
 */
export async function ensureFirstAdmin(services: Services): Promise<"created" | "exists" | "not-configured"> {
  const { admin, schoolCode } = services.config;
  if (!admin) return "not-configured";
  const db = services.database.db;
  const any = await db.selectFrom("staffUsers").select("id").where("schoolCode", "=", schoolCode).executeTakeFirst();
  if (any) return "exists";
  // Another instance starting on the same empty database may insert the same admin between the check above
  // and this insert: the one that comes second finds it there and carries on.
  const inserted = await db
    .insertInto("staffUsers")
    .values({
      id: newId(),
      schoolCode,
      email: admin.email,
      name: "Administrator",
      passwordHash: await hashPassword(admin.password),
      role: "admin",
      disabled: 0,
      failedLogins: 0,
      lockedUntil: null,
      createdAt: new Date().toISOString(),
    })
    .onConflict((oc) => oc.columns(["schoolCode", "email"]).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0 ? "created" : "exists";
}
