import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { alertMessages } from "../../contract/alert-rules.ts";
import { AlertInput } from "../../contract/alerts.ts";
import { staffApiPaths } from "../../contract/staff-api-paths.ts";
import { AlertService } from "../notices/alert-service.ts";
import type { AdminContext } from "./admin-context.ts";
import { invalid, notFound, parseOr400, staffOf } from "./admin-http.ts";

const IdParams = z.object({ id: z.string().regex(/^[a-f0-9]{1,32}$/) });

/**
 * Site-wide alerts (issue 30; contract/alerts.ts): staff who may change the
 * content post one, list them and end one at once. Every public page shows a
 * posted alert on its next answer, on every instance.
 */
export function registerAlertRoutes(admin: FastifyInstance, ctx: AdminContext<"alerts" | "clock" | "push">): void {
  const { alerts } = ctx.services;
  const opts = { config: { staffAccess: "content" as const } };

  admin.get(staffApiPaths.alerts.list, opts, async (req, reply) => {
    const school = staffOf(req).schoolCode;
    // Alerts sent for approval (issue 31): waiting, or sent back with the approver's comment.
    const pending = [
      ...(await ctx.services.clock.approvals.list(school, "waiting")),
      ...(await ctx.services.clock.approvals.list(school, "sentBack")),
    ].filter((c) => c.kind === "alert");
    const waiting = pending.map((c) => ({
      id: c.itemId,
      level: c.input.level === "urgent" ? "urgent" : "info",
      text: String(c.input.text ?? ""),
      state: c.state,
      comment: c.comment,
      sentAt: c.sentAt,
    }));
    return reply.send({ items: await alerts.list(school), waiting });
  });

  // Phones following the school and how the latest sends went (issue 30: Web Push).
  admin.get(staffApiPaths.alerts.phones, opts, async (req, reply) => {
    const school = staffOf(req).schoolCode;
    return reply.send({
      counts: await ctx.services.push.counts(school),
      sends: await ctx.services.push.recentSends(school),
    });
  });

  admin.post(staffApiPaths.alerts.list, opts, async (req, reply) => {
    const input = parseOr400(AlertInput, req.body, reply);
    if (!input) return reply;
    const now = alerts.now();
    const starts = input.startsAt ? Date.parse(input.startsAt) : now;
    const ends = Date.parse(input.endsAt);
    if (ends <= now) return invalid(reply, { endsAt: alertMessages.endsInPast });
    if (ends <= starts) return invalid(reply, { endsAt: alertMessages.endsBeforeStart });
    const staff = staffOf(req);
    const approvals = ctx.services.clock.approvals;
    if (await approvals.needed(staff.schoolCode, "alert", staff.role)) {
      // The school wants an approver's yes first (issue 31), urgent or not: it waits, shown nowhere yet.
      const id = AlertService.newId();
      await approvals.send(staff.schoolCode, "alert", id, input, staff.id, new Date(now).toISOString());
      await ctx.audit(req, "send for approval", "alert", id, `${input.level}: ${input.text}`);
      return reply.status(201).send({ id, approval: "waiting" });
    }
    const alert = await alerts.post(staff.schoolCode, input, staff.id);
    await ctx.audit(req, "create", "alert", alert.id, `${alert.level}: ${alert.text}`);
    try {
      await ctx.services.push.queueAlert(staff.schoolCode, alert);
    } catch (err) {
      // The alert shows on every page all the same; only the phones miss it.
      req.log.warn({ err, alert: alert.id }, "could not queue the alert's push send");
    }
    return reply.status(201).send(alert);
  });

  admin.delete(staffApiPaths.alerts.one, opts, async (req, reply) => {
    const params = IdParams.safeParse(req.params);
    const school = staffOf(req).schoolCode;
    if (params.success && (await ctx.services.clock.approvals.get(school, "alert", params.data.id))) {
      // Not posted yet: taken back before an approver decided.
      await ctx.services.clock.approvals.remove(school, "alert", params.data.id);
      await ctx.audit(req, "withdraw", "alert", params.data.id, "taken back before approval");
      return reply.status(204).send();
    }
    if (!params.success || !(await alerts.end(school, params.data.id))) {
      return notFound(reply, "This alert has already ended or does not exist.");
    }
    await ctx.audit(req, "end", "alert", params.data.id, "ended by staff");
    return reply.status(204).send();
  });
}
