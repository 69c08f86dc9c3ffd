import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import {
  ChangePasswordRequest,
  CreateAccountRequest,
  SetDisabledRequest,
  SetPasswordRequest,
  SetRoleRequest,
} from "../../contract/staff.ts";
import { staffApiPaths } from "../../contract/staff-api-paths.ts";
import { accountMessages, StaffAccounts } from "../accounts/accounts.ts";
import type { AdminContext } from "./admin-context.ts";
import { invalid, notFound, parseOr400, staffOf, tooManyTries } from "./admin-http.ts";

const IdParams = z.object({ id: z.string().min(1).max(64) });
const accountGone = "This staff account does not exist.";

/** Staff accounts (admins), the set-password link (public) and one's own password (anyone signed in). */
export function registerAccountRoutes(admin: FastifyInstance, ctx: AdminContext<"database">): void {
  // The accounts of the host's school (the guard has checked that a signed-in user belongs to it).
  const accountsOf = (req: FastifyRequest) => new StaffAccounts(ctx.services.database.db, req.school);
  registerAccountAdminRoutes(admin, ctx, accountsOf);
  registerPasswordRoutes(admin, ctx, accountsOf);
}

type AccountsOf = (req: FastifyRequest) => StaffAccounts;

/** What admins do to the school's staff accounts. */
function registerAccountAdminRoutes(
  admin: FastifyInstance,
  ctx: AdminContext<"database">,
  accountsOf: AccountsOf,
): void {
  const accountsOnly = { config: { staffAccess: "accounts" as const } };
  /** The account id of the path and the checked body; undefined once a 404 or 400 is sent. */
  const accountAndInput = <S extends z.ZodType>(schema: S, req: FastifyRequest, reply: FastifyReply) => {
    const params = IdParams.safeParse(req.params);
    if (!params.success) {
      notFound(reply, accountGone);
      return undefined;
    }
    const input = parseOr400(schema, req.body, reply);
    return input && { id: params.data.id, input };
  };

  admin.get(staffApiPaths.accounts.list, accountsOnly, async (req, reply) => reply.send(await accountsOf(req).list()));

  admin.post(staffApiPaths.accounts.list, accountsOnly, async (req, reply) => {
    const input = parseOr400(CreateAccountRequest, req.body, reply);
    if (!input) return reply;
    const result = await accountsOf(req).create(input);
    if ("error" in result) return invalid(reply, result.error);
    await ctx.audit(req, "create", "staffUser", result.account.id, `${input.email} as ${input.role}`);
    return reply.status(201).send(result);
  });

  admin.post(staffApiPaths.accounts.resetLink, accountsOnly, async (req, reply) => {
    const params = IdParams.safeParse(req.params);
    const link = params.success ? await accountsOf(req).resetLink(params.data.id) : null;
    if (!link) return notFound(reply, accountGone);
    await ctx.audit(req, "reset-link", "staffUser", link.account.id, link.account.email);
    return reply.send(link);
  });

  admin.post(staffApiPaths.accounts.disabled, accountsOnly, async (req, reply) => {
    const target = accountAndInput(SetDisabledRequest, req, reply);
    if (!target) return reply;
    const { id, input } = target;
    if (input.disabled && id === staffOf(req).id) {
      return invalid(reply, { disabled: accountMessages.selfDisable }, accountMessages.selfDisable);
    }
    const account = await accountsOf(req).setDisabled(id, input.disabled);
    if (!account) return notFound(reply, accountGone);
    await ctx.audit(req, input.disabled ? "disable" : "enable", "staffUser", account.id, account.email);
    return reply.send(account);
  });

  admin.post(staffApiPaths.accounts.role, accountsOnly, async (req, reply) => {
    const target = accountAndInput(SetRoleRequest, req, reply);
    if (!target) return reply;
    const { id, input } = target;
    // The last admin could otherwise lock the school out of account management.
    if (id === staffOf(req).id) {
      return invalid(reply, { role: accountMessages.selfRole }, accountMessages.selfRole);
    }
    const account = await accountsOf(req).setRole(id, input.role);
    if (!account) return notFound(reply, accountGone);
    await ctx.audit(req, "set-role", "staffUser", account.id, `${account.email}: ${input.role}`);
    return reply.send(account);
  });

  admin.post(staffApiPaths.accounts.endSessions, accountsOnly, async (req, reply) => {
    const params = IdParams.safeParse(req.params);
    const account = params.success ? await accountsOf(req).get(params.data.id) : null;
    if (!account) return notFound(reply, accountGone);
    const ended = await accountsOf(req).endSessions(account.id);
    await ctx.audit(req, "end-sessions", "staffUser", account.id, `${account.email}: ${ended} ended`);
    return reply.status(204).send();
  });
}

/** One's own password (signed in), and a new password through the link an admin made (public). */
function registerPasswordRoutes(admin: FastifyInstance, ctx: AdminContext<"database">, accountsOf: AccountsOf): void {
  const { session } = staffApiPaths;
  admin.post(session.password, { config: { staffAccess: "signed-in" }, bodyLimit: 4096 }, async (req, reply) => {
    const input = parseOr400(ChangePasswordRequest, req.body, reply);
    if (!input) return reply;
    const user = staffOf(req);
    const result = await accountsOf(req).changePassword(
      user.id,
      user.sessionId,
      input.currentPassword,
      input.newPassword,
    );
    if (result.status === "locked") return tooManyTries(reply, result.retryAfter, "wrong passwords");
    if (result.status === "invalid") {
      await ctx.audit(req, "change-password-failed", "staffUser", user.id, "");
      return invalid(reply, result.errors);
    }
    await ctx.audit(req, "change-password", "staffUser", user.id, "other sessions ended");
    return reply.status(204).send();
  });

  admin.post(session.setPassword, { config: { staffAccess: "public" }, bodyLimit: 4096 }, async (req, reply) => {
    const input = parseOr400(SetPasswordRequest, req.body, reply);
    if (!input) return reply;
    const account = await accountsOf(req).setPasswordWithToken(input.token, input.password);
    if (!account) return invalid(reply, { token: accountMessages.linkInvalid }, accountMessages.linkInvalid);
    if ("error" in account) return invalid(reply, { password: account.error });
    // A new password ends every lockout of the account, from any address.
    await ctx.auth.throttle.clearAccount(req.school, account.email);
    await ctx.auth.audit(req.school, account.id, "set-password", account.email, "staffUser", account.id);
    return reply.status(204).send();
  });
}
