import { createHash, randomBytes } from "node:crypto";
import type { z } from "zod";
import type { CreateAccountRequest, StaffAccount, StaffRole } from "../../contract/staff.ts";
import { newId } from "../content/content-repository.ts";
import type { Db } from "../db/client.ts";
import type { StaffUsersTable } from "../db/schema.ts";
import { hashPassword, passwordProblem, verifyPassword } from "./passwords.ts";
import { lockDurationMs } from "./staff-auth.ts";

/** How long a set-password link works. */
const SET_PASSWORD_TTL_MS = 72 * 60 * 60_000;
const SET_PASSWORD_PATH = "/admin/set-password";

type AccountView = z.infer<typeof StaffAccount>;

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export const accountMessages = {
  emailTaken: "An account with this e-mail address already exists.",
  selfDisable: "You cannot disable your own account.",
  selfRole: "You cannot change your own role: ask another admin.",
  linkInvalid: "This link has expired or has already been used. Ask an administrator for a new one.",
  wrongPassword: "The current password is not correct.",
  samePassword: "Choose a password different from the current one.",
} as const;

type Row = Pick<
  StaffUsersTable,
  "id" | "email" | "name" | "role" | "disabled" | "passwordHash" | "createdAt" | "failedLogins" | "lockedUntil"
>;

function view(r: Row): AccountView {
  return {
    id: r.id,
    email: r.email,
    name: r.name,
    role: r.role,
    disabled: Boolean(r.disabled),
    hasPassword: r.passwordHash !== null,
    createdAt: r.createdAt,
  };
}

const columns = [
  "id",
  "email",
  "name",
  "role",
  "disabled",
  "passwordHash",
  "createdAt",
  "failedLogins",
  "lockedUntil",
] as const;

/**
 * Staff accounts of one school. New accounts have no password: the admin
 * passes on a one-time link (valid 72 hours) with which the person sets one.
 * Only the link token's hash is stored; a new link replaces the old one.
 */
export class StaffAccounts {
  constructor(
    private readonly db: Db,
    private readonly school: string,
  ) {}

  async list(): Promise<AccountView[]> {
    const rows = await this.db
      .selectFrom("staffUsers")
      .select(columns)
      .where("schoolCode", "=", this.school)
      .orderBy("createdAt", "asc")
      .orderBy("email", "asc")
      .execute();
    return rows.map(view);
  }

  async get(id: string): Promise<AccountView | null> {
    const row = await this.row(id);
    return row ? view(row) : null;
  }

  /** The names visitors see (the profile's full and short name), the school record's name and its code. */
  private async schoolNames(): Promise<string[]> {
    const row = await this.db
      .selectFrom("schools")
      .select(["name", "profile"])
      .where("code", "=", this.school)
      .executeTakeFirst();
    const names = [this.school, row?.name ?? ""];
    try {
      const profile = row?.profile ? (JSON.parse(row.profile) as { name?: unknown; shortName?: unknown }) : {};
      for (const name of [profile.name, profile.shortName]) if (typeof name === "string") names.push(name);
    } catch {
      // A profile that is not JSON is reported where it is read; the record's name still serves.
    }
    return names.filter((n) => n.trim());
  }

  private row(id: string) {
    return this.db
      .selectFrom("staffUsers")
      .select(columns)
      .where("schoolCode", "=", this.school)
      .where("id", "=", id)
      .executeTakeFirst();
  }

  async create(
    input: z.output<typeof CreateAccountRequest>,
  ): Promise<{ account: AccountView; setPasswordUrl: string } | { error: Record<string, string> }> {
    const taken = await this.db
      .selectFrom("staffUsers")
      .select("id")
      .where("schoolCode", "=", this.school)
      .where("email", "=", input.email)
      .executeTakeFirst();
    if (taken) return { error: { email: accountMessages.emailTaken } };
    const id = newId();
    try {
      await this.db
        .insertInto("staffUsers")
        .values({
          id,
          schoolCode: this.school,
          email: input.email,
          name: input.name,
          passwordHash: null,
          role: input.role,
          disabled: 0,
          failedLogins: 0,
          lockedUntil: null,
          createdAt: new Date().toISOString(),
        })
        .execute();
    } catch (e) {
      const code = (e as { code?: string }).code;
      if (code === "SQLITE_CONSTRAINT_UNIQUE" || code === "23505")
        return { error: { email: accountMessages.emailTaken } };
      throw e;
    }
    const link = await this.resetLink(id);
    if (!link) throw new Error("account vanished right after it was created");
    return link;
  }

  /** A new one-time link for an account (the previous one stops working); null for an unknown id. */
  async resetLink(id: string): Promise<{ account: AccountView; setPasswordUrl: string } | null> {
    const token = randomBytes(32).toString("base64url");
    const result = await this.db
      .updateTable("staffUsers")
      .set({
        passwordTokenHash: hashToken(token),
        passwordTokenExpiresAt: new Date(Date.now() + SET_PASSWORD_TTL_MS).toISOString(),
      })
      .where("schoolCode", "=", this.school)
      .where("id", "=", id)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return null;
    const account = await this.get(id);
    if (!account) return null;
    return { account, setPasswordUrl: `${SET_PASSWORD_PATH}?token=${token}` };
  }

  /** Disabling also ends every session of the account. Null for an unknown id. */
  async setDisabled(id: string, disabled: boolean): Promise<AccountView | null> {
    const result = await this.db
      .updateTable("staffUsers")
      .set({ disabled: disabled ? 1 : 0 })
      .where("schoolCode", "=", this.school)
      .where("id", "=", id)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return null;
    if (disabled) await this.endSessions(id);
    return this.get(id);
  }

  /** Takes effect on the account's next request (sessions read the role each time). Null for an unknown id. */
  async setRole(id: string, role: z.infer<typeof StaffRole>): Promise<AccountView | null> {
    const result = await this.db
      .updateTable("staffUsers")
      .set({ role })
      .where("schoolCode", "=", this.school)
      .where("id", "=", id)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return null;
    return this.get(id);
  }

  /** Ends the sessions of an account, except one (the caller's own, after a password change). */
  async endSessions(id: string, exceptSessionId?: string): Promise<number> {
    let q = this.db.deleteFrom("staffSessions").where("userId", "=", id);
    if (exceptSessionId) q = q.where("id", "!=", exceptSessionId);
    const result = await q.executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /**
   * Sets the password with a link's token. The token works once, until it
   * expires, and not for a disabled account. Every session of the account
   * ends and a lockout is lifted. The account's id, or null.
   */
  async setPasswordWithToken(
    token: string,
    password: string,
  ): Promise<{ id: string; email: string } | { error: string } | null> {
    const tokenHash = hashToken(token);
    const now = new Date().toISOString();
    // Checked before hashing, so a wrong token costs no argon2 work.
    const row = await this.db
      .selectFrom("staffUsers")
      .select(["id", "email"])
      .where("schoolCode", "=", this.school)
      .where("passwordTokenHash", "=", tokenHash)
      .where("passwordTokenExpiresAt", ">", now)
      .where("disabled", "=", 0)
      .executeTakeFirst();
    if (!row) return null;
    // Checked before the link is used up, so the person can choose another.
    const problem = await passwordProblem(password, { email: row.email, schoolNames: await this.schoolNames() });
    if (problem) return { error: problem };
    const passwordHash = await hashPassword(password);
    // The token in the WHERE makes a second use of the same link (even a concurrent one) update nothing.
    const result = await this.db
      .updateTable("staffUsers")
      .set({ passwordHash, passwordTokenHash: null, passwordTokenExpiresAt: null, failedLogins: 0, lockedUntil: null })
      .where("id", "=", row.id)
      .where("passwordTokenHash", "=", tokenHash)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return null;
    await this.endSessions(row.id);
    return row;
  }

  /**
   * The signed-in user's own password. A wrong current password counts as a
   * failed sign-in (the same lockout applies), so a session left open cannot
   * be used to guess it.
   */
  async changePassword(
    id: string,
    sessionId: string,
    current: string,
    next: string,
  ): Promise<
    { status: "ok" } | { status: "invalid"; errors: Record<string, string> } | { status: "locked"; retryAfter: number }
  > {
    const row = await this.row(id);
    if (!row) return { status: "invalid", errors: { currentPassword: accountMessages.wrongPassword } };
    const now = Date.now();
    const lockedUntil = row.lockedUntil ? Date.parse(row.lockedUntil) : 0;
    if (lockedUntil > now) return { status: "locked", retryAfter: Math.max(1, Math.ceil((lockedUntil - now) / 1000)) };
    const ok = row.passwordHash !== null && (await verifyPassword(row.passwordHash, current));
    if (!ok) {
      const failures = row.failedLogins + 1;
      const lock = lockDurationMs(failures);
      await this.db
        .updateTable("staffUsers")
        .set({ failedLogins: failures, lockedUntil: lock ? new Date(now + lock).toISOString() : null })
        .where("id", "=", id)
        .execute();
      return { status: "invalid", errors: { currentPassword: accountMessages.wrongPassword } };
    }
    if (current === next) return { status: "invalid", errors: { newPassword: accountMessages.samePassword } };
    const problem = await passwordProblem(next, { email: row.email, schoolNames: await this.schoolNames() });
    if (problem) return { status: "invalid", errors: { newPassword: problem } };
    await this.db
      .updateTable("staffUsers")
      .set({ passwordHash: await hashPassword(next), failedLogins: 0, lockedUntil: null })
      .where("id", "=", id)
      .execute();
    await this.endSessions(id, sessionId);
    return { status: "ok" };
  }
}
