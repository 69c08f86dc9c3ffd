import { createHash, randomBytes } from "node:crypto";
import type { StaffRole } from "../../contract/staff-rules.ts";
import type { Db } from "../db/client.ts";
import { LoginThrottle } from "./login-throttle.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";

/** Failed tries before the first lockout. */
const LOCKOUT_AFTER = 5;
const FIRST_LOCK_MS = 60_000;
const MAX_LOCK_MS = 60 * 60_000;
export const SESSION_TTL_MS = 8 * 60 * 60_000;

/** 1 minute after the 5th failure, then 2, 4, 8 … up to an hour for each further one. */
export function lockDurationMs(failures: number): number {
  return lockAfter(failures, LOCKOUT_AFTER);
}

/** The same escalation, starting after a given number of failures. */
function lockAfter(failures: number, after: number): number {
  if (failures < after) return 0;
  return Math.min(MAX_LOCK_MS, FIRST_LOCK_MS * 2 ** Math.min(30, failures - after));
}

export interface StaffUser {
  id: string;
  schoolCode: string;
  email: string;
  name: string;
  role: StaffRole;
}

type LoginResult =
  | { status: "ok"; user: StaffUser; token: string; csrfToken: string; expiresAt: Date }
  | { status: "denied" }
  | { status: "locked"; retryAfter: number };

const hashSessionToken = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * Staff sign-in. An unknown e-mail and a wrong password get the same answer
 * after the same work: an unknown address is checked against a dummy hash,
 * and failures of both are counted in one store (LoginThrottle, in the
 * database) per e-mail and client, so a stranger cannot lock the owner out.
 */
export class StaffAuth {
  private dummyHash: Promise<string> | null = null;
  readonly throttle: LoginThrottle;

  /** `rateLimitFactor` loosens the per-client lockout only (RATE_LIMIT_FACTOR, server/config.ts). */
  constructor(
    private readonly db: Db,
    rateLimitFactor: number,
  ) {
    this.throttle = new LoginThrottle(db, lockAfter, LOCKOUT_AFTER, rateLimitFactor);
    // Made now, so the first unknown address does not take longer than the rest.
    this.dummy();
  }

  private dummy(): Promise<string> {
    this.dummyHash ??= hashPassword(randomBytes(16).toString("hex"));
    return this.dummyHash;
  }

  /** Signs in at `school`: the school of the host the form was sent to (accounts are per school). */
  async login(email: string, password: string, clientIp: string, school: string): Promise<LoginResult> {
    const db = this.db;
    const address = email.trim().toLowerCase();
    const now = Date.now();
    const locked = await this.throttle.lockedFor(school, address, clientIp, now);
    if (locked > 0) return { status: "locked", retryAfter: locked };
    const user = await db
      .selectFrom("staffUsers")
      .selectAll()
      .where((eb) => eb.and({ schoolCode: school, email: address }))
      .executeTakeFirst();

    // An unknown address or an account without a password (invited, not yet
    // set) still costs one verification.
    const checked = await verifyPassword(user?.passwordHash ?? (await this.dummy()), password);
    const valid = checked && Boolean(user?.passwordHash);
    if (!user || !valid || user.disabled) {
      const failures = await this.throttle.fail(school, address, clientIp, now);
      // The same writes for a known and an unknown address, so the time matches too.
      await this.audit(
        school,
        user?.id ?? null,
        "login-failed",
        user ? (failures >= LOCKOUT_AFTER ? `locked after ${failures} failures` : "") : "unknown e-mail",
        "staffUser",
        user?.id ?? null,
      );
      return { status: "denied" };
    }
    await this.throttle.succeed(school, address, clientIp);

    const token = randomBytes(32).toString("base64url");
    const csrfToken = randomBytes(32).toString("base64url");
    const expiresAt = new Date(now + SESSION_TTL_MS);
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable("staffUsers")
        .set({ failedLogins: 0, lockedUntil: null })
        .where("id", "=", user.id)
        .execute();
      await trx.deleteFrom("staffSessions").where("expiresAt", "<", new Date(now).toISOString()).execute();
      await trx
        .insertInto("staffSessions")
        .values({
          id: hashSessionToken(token),
          userId: user.id,
          csrfToken,
          expiresAt: expiresAt.toISOString(),
          createdAt: new Date(now).toISOString(),
        })
        .execute();
    });
    await this.audit(school, user.id, "login", "");
    return {
      status: "ok",
      user: { id: user.id, schoolCode: user.schoolCode, email: user.email, name: user.name, role: user.role },
      token,
      csrfToken,
      expiresAt,
    };
  }

  /** The signed-in staff member of a session token, or null (unknown, expired, disabled). */
  async session(token: string | undefined): Promise<(StaffUser & { sessionId: string; csrfToken: string }) | null> {
    if (!token || !/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
    const row = await this.db
      .selectFrom("staffSessions")
      .innerJoin("staffUsers", "staffUsers.id", "staffSessions.userId")
      .select([
        "staffSessions.id as sessionId",
        "staffSessions.expiresAt as expiresAt",
        "staffSessions.csrfToken as csrfToken",
        "staffUsers.id as id",
        "staffUsers.schoolCode as schoolCode",
        "staffUsers.email as email",
        "staffUsers.name as name",
        "staffUsers.role as role",
        "staffUsers.disabled as disabled",
      ])
      .where("staffSessions.id", "=", hashSessionToken(token))
      .executeTakeFirst();
    if (!row || row.disabled || row.expiresAt <= new Date().toISOString()) return null;
    return {
      sessionId: row.sessionId,
      csrfToken: row.csrfToken,
      id: row.id,
      schoolCode: row.schoolCode,
      email: row.email,
      name: row.name,
      role: row.role,
    };
  }

  async logout(token: string | undefined): Promise<void> {
    const user = await this.session(token);
    if (!user) return;
    await this.db.deleteFrom("staffSessions").where("id", "=", user.sessionId).execute();
    await this.audit(user.schoolCode, user.id, "logout", "");
  }

  /** Records an action in `school`'s audit log (the school of the account or of the host). */
  async audit(
    school: string,
    userId: string | null,
    action: string,
    detail: string,
    entity = "staffUser",
    entityId = userId,
  ) {
    await this.db
      .insertInto("auditLog")
      .values({
        schoolCode: school,
        userId,
        action,
        entity,
        entityId,
        detail,
        at: new Date().toISOString(),
      })
      .execute();
  }
}
