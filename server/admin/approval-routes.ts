import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { AlertInput } from "../../contract/alerts.ts";
import type { ChangeKind } from "../../contract/approval-rules.ts";
import { type ContentKind, contentKinds, contentSchemas } from "../../contract/content.ts";
import { kolkataDateTime } from "../../contract/dates.ts";
import type { Block } from "../../contract/page-blocks.ts";
import { ApprovalSettings, ApproveRequest, can, SendBackRequest } from "../../contract/staff.ts";
import { staffApiPaths } from "../../contract/staff-api-paths.ts";
import { StaffAccounts } from "../accounts/accounts.ts";
import { splitTimes } from "../approvals/content-clock.ts";
import { contentSearchField } from "../content/content-rows.ts";
import type { AdminContext } from "./admin-context.ts";
import { invalid, notFound, parseOr400, staffOf } from "./admin-http.ts";

/** The services the approval screens use. */
type ApprovalContext = AdminContext<"alerts" | "clock" | "content" | "database" | "pages" | "push">;

/** A content item by its id, a page by its address, an alert by the id it will have. */
const ItemParams = z.object({ kind: z.enum([...contentKinds, "page", "alert"]), id: z.string().min(1).max(80) });
const isContent = (kind: ChangeKind): kind is ContentKind => kind !== "page" && kind !== "alert";
/** The fields of an alert staff read, in the order of its form. */
const alertFields = ["level", "text", "link", "startsAt", "endsAt"] as const;

interface PageWords {
  title: string;
  description: string;
  blocks: Block[];
}

/**
 * The blocks of a page's change, each marked when the live page has no block
 * just like it (new or changed), and how many live blocks it no longer has.
 */
function blockChanges(live: Block[] | null, proposed: Block[]) {
  const left = (live ?? []).map((b) => JSON.stringify(b));
  const blocks = proposed.map((block) => {
    const at = left.indexOf(JSON.stringify(block));
    if (at !== -1) left.splice(at, 1);
    return { block, changed: at === -1 };
  });
  return { blocks, removedBlocks: live ? left.length : 0 };
}

const approvalMessages = {
  notWaiting: "This change is no longer waiting for approval.",
  alertEnded: "Its end time has passed: send it back so the editor can set a new one.",
  alertEndsFirst: "It would end before this time: choose an earlier time, or send it back.",
  inThePast: "Choose a time still to come, or approve it now.",
  removeBeforePublish: "The time to remove it must be after the time to publish it.",
} as const;

type Change = NonNullable<Awaited<ReturnType<AdminContext["services"]["clock"]["approvals"]["get"]>>>;

const school = (req: FastifyRequest) => staffOf(req).schoolCode;
const labelOf = (kind: ChangeKind, data: Record<string, unknown>) =>
  String(data[kind === "page" ? "title" : kind === "alert" ? "text" : contentSearchField[kind]] ?? "").slice(0, 200);

/** Staff names by account id, for "sent by". */
async function namesOf(ctx: ApprovalContext, req: FastifyRequest) {
  const accounts = await new StaffAccounts(ctx.services.database.db, school(req)).list();
  return new Map(accounts.map((a) => [a.id, a.name]));
}

/**
 * Issue 31: the school's "Editors' changes need approval" setting, the
 * approvers' list of changes waiting for them, one change beside the live
 * version, approving it (now or at a time) or sending it back with a
 * comment, and the staff's list of what is scheduled. Every decision is in
 * the audit log.
 */
export function registerApprovalRoutes(admin: FastifyInstance, ctx: ApprovalContext): void {
  const clock = ctx.services.clock;
  admin.get(staffApiPaths.approvals.settings, { config: { staffAccess: "content" } }, async (req, reply) => {
    const kinds = await clock.approvals.kinds(school(req));
    return reply.send({ kinds, canApprove: can(staffOf(req).role, "approve") });
  });

  admin.put(staffApiPaths.approvals.settings, { config: { staffAccess: "schoolProfile" } }, async (req, reply) => {
    const body = parseOr400(ApprovalSettings, req.body, reply);
    if (!body) return reply;
    const kinds = [...new Set(body.kinds)];
    await clock.approvals.setKinds(school(req), kinds);
    await ctx.audit(req, "approval setting", "school", null, kinds.length ? kinds.join(", ") : "none");
    return reply.send({ kinds, canApprove: true });
  });

  admin.get(staffApiPaths.approvals.list, { config: { staffAccess: "approve" } }, async (req, reply) => {
    const waiting = await clock.approvals.list(school(req), "waiting");
    const who = await namesOf(ctx, req);
    const items = waiting.map((c) => ({
      kind: c.kind,
      id: c.itemId,
      label: labelOf(c.kind, c.input),
      sentBy: (c.sentBy && who.get(c.sentBy)) ?? "",
      sentAt: c.sentAt,
    }));
    return reply.send({ items, total: items.length });
  });

  admin.get(staffApiPaths.approvals.one, { config: { staffAccess: "approve" } }, (req, reply) =>
    reviewRoute(ctx, req, reply),
  );
  admin.post(staffApiPaths.approvals.approve, { config: { staffAccess: "approve" } }, (req, reply) =>
    approveRoute(ctx, req, reply),
  );
  admin.post(staffApiPaths.approvals.sendBack, { config: { staffAccess: "approve" } }, async (req, reply) => {
    const found = await decision(ctx, req, reply, SendBackRequest);
    if (!found) return reply;
    const { kind, id, body, change, code } = found;
    const now = clock.now().toISOString();
    if (!(await clock.approvals.decide(code, kind, id, "sentBack", staffOf(req).id, body.comment, now)))
      return notFound(reply, approvalMessages.notWaiting);
    await ctx.audit(req, "send back", kind, id, `${labelOf(kind, change.input)}: ${body.comment}`);
    return reply.send({ id });
  });

  admin.get(staffApiPaths.approvals.scheduled, { config: { staffAccess: "content" } }, async (req, reply) => {
    const items = (await clock.repo.list(school(req))).map(({ school: _s, ...item }) => item);
    return reply.send({ items, total: items.length });
  });
}

/** One change beside the live version: every part, each marked when it changed. */
async function reviewRoute(ctx: ApprovalContext, req: FastifyRequest, reply: FastifyReply) {
  const params = ItemParams.safeParse(req.params);
  if (!params.success) return notFound(reply);
  const { kind, id } = params.data;
  const change = await ctx.services.clock.approvals.get(school(req), kind, id);
  if (!change) return notFound(reply, approvalMessages.notWaiting);
  const who = await namesOf(ctx, req);
  const about = {
    kind,
    id,
    label: labelOf(kind, change.input),
    state: change.state,
    comment: change.comment,
    sentBy: (change.sentBy && who.get(change.sentBy)) ?? "",
    sentAt: change.sentAt,
  };
  const review =
    kind === "alert"
      ? alertReview(change)
      : kind === "page"
        ? await pageReview(ctx, school(req), id, change)
        : await itemReview(ctx, school(req), kind, id, change);
  return review ? reply.send({ ...about, ...review }) : notFound(reply, approvalMessages.notWaiting);
}

/** An alert waiting is not on the site at all: every field is new. */
function alertReview(change: Change) {
  const changes = alertFields.map((field) => ({
    field,
    live: null,
    proposed: change.input[field] ?? null,
    changed: true,
  }));
  return { isLive: false, publishAt: null, removeAt: null, changes };
}

async function pageReview(ctx: ApprovalContext, code: string, id: string, change: Change) {
  const page = await ctx.services.pages.get(code, id);
  if (!page) return null;
  const live = await ctx.services.pages.published(code, id);
  const proposed = change.input as unknown as PageWords;
  const changes = (["title", "description"] as const).map((field) => ({
    field,
    live: live ? live[field] : null,
    proposed: proposed[field] ?? null,
    changed: !live || live[field] !== proposed[field],
  }));
  const { times } = splitTimes(change.input);
  return {
    isLive: Boolean(live),
    publishAt: times.publishAt,
    removeAt: times.removeAt,
    trail: page.trail,
    changes,
    ...blockChanges(live?.blocks ?? null, proposed.blocks ?? []),
  };
}

async function itemReview(ctx: ApprovalContext, code: string, kind: ContentKind, id: string, change: Change) {
  const item = await ctx.services.content.staffGet(code, kind, id);
  if (!item) return null;
  const live = item.status === "published" ? (item as unknown as Record<string, unknown>) : null;
  const { fields, times } = splitTimes(change.input);
  // The proposed record as visitors will see it: the kind's fields, in the schema's order.
  const keys = Object.keys(contentSchemas[kind].shape).filter((k) => k !== "_id" && k in fields);
  const changes = keys.map((field) => ({
    field,
    live: live ? (live[field] ?? null) : null,
    proposed: fields[field] ?? null,
    changed: !live || JSON.stringify(live[field] ?? null) !== JSON.stringify(fields[field] ?? null),
  }));
  return { isLive: Boolean(live), publishAt: times.publishAt, removeAt: times.removeAt, changes };
}

/** The item of the path and the body, or undefined after answering 404 or 400. */
async function decision<S extends z.ZodType>(
  ctx: ApprovalContext,
  req: FastifyRequest,
  reply: FastifyReply,
  schema: S,
) {
  const params = ItemParams.safeParse(req.params);
  if (!params.success) return void notFound(reply);
  // Found first: another school's id is simply not here, whatever the body.
  const change = await ctx.services.clock.approvals.get(school(req), params.data.kind, params.data.id);
  if (change?.state !== "waiting") return void notFound(reply, approvalMessages.notWaiting);
  const body = parseOr400(schema, req.body, reply);
  if (!body) return undefined;
  return { ...params.data, body, change, code: school(req) };
}

/** Why the approver's time cannot be, or null. */
function refusedTime(change: Change, at: string | null, now: number): string | null {
  if (at && Date.parse(at) <= now) return approvalMessages.inThePast;
  const { times } = splitTimes(change.input);
  if (at && times.removeAt && Date.parse(times.removeAt) <= Date.parse(at)) return approvalMessages.removeBeforePublish;
  if (change.kind !== "alert") return null;
  const alert = AlertInput.safeParse(change.input);
  if (!alert.success) return null;
  const ends = Date.parse(alert.data.endsAt);
  if (ends <= now) return approvalMessages.alertEnded;
  if (at && ends <= Date.parse(at)) return approvalMessages.alertEndsFirst;
  return null;
}

async function approveRoute(ctx: ApprovalContext, req: FastifyRequest, reply: FastifyReply) {
  const found = await decision(ctx, req, reply, ApproveRequest);
  if (!found) return reply;
  const { kind, id, body, change, code } = found;
  const clock = ctx.services.clock;
  const at = body.publishAt || null;
  const now = clock.now();
  const refused = refusedTime(change, at, now.getTime());
  if (refused) return invalid(reply, { publishAt: refused });
  if (!(await clock.approvals.decide(code, kind, id, "approved", staffOf(req).id, "", now.toISOString())))
    return notFound(reply, approvalMessages.notWaiting);
  const label = labelOf(kind, change.input);
  if (kind === "alert") return approveAlert(ctx, req, reply, { id, code, change, at, label });
  if (kind === "page" && !at) {
    const { fields, times } = splitTimes(change.input);
    await ctx.services.pages.publishApproved(code, id, fields as unknown as PageWords, staffOf(req).id);
    await clock.approvals.remove(code, kind, id);
    await clock.set(code, kind, id, { publishAt: null, removeAt: times.removeAt ?? undefined });
    await ctx.audit(req, "approve", kind, id, `${label}: published now`);
    return reply.send({ id, publishAt: null });
  }
  if (at) {
    // Published at that time by the job queue (ContentClock.run), with this change.
    await clock.set(code, kind, id, { publishAt: at });
    await ctx.audit(req, "approve", kind, id, `${label}: to publish at ${kolkataDateTime(at)} IST`);
    return reply.send({ id, publishAt: at });
  }
  if (!isContent(kind)) return notFound(reply, approvalMessages.notWaiting);
  await clock.publishApproved(code, kind, id);
  await ctx.audit(req, "approve", kind, id, `${label}: published now`);
  return reply.send({ id, publishAt: null });
}

/**
 * An alert shows from its start by the clock: approved for a time, that time
 * is its start, and its push to parents' phones is queued for then (once).
 */
async function approveAlert(
  ctx: ApprovalContext,
  req: FastifyRequest,
  reply: FastifyReply,
  { id, code, change, at, label }: { id: string; code: string; change: Change; at: string | null; label: string },
) {
  const alert = AlertInput.safeParse(change.input);
  if (!alert.success) return notFound(reply, approvalMessages.notWaiting);
  const input = { ...alert.data, ...(at ? { startsAt: at } : {}) };
  const posted = await ctx.services.alerts.post(code, input, change.sentBy, id);
  await ctx.services.clock.approvals.remove(code, "alert", id);
  const when = at ? ` (from ${kolkataDateTime(at)} IST)` : "";
  await ctx.audit(req, "approve", "alert", id, `${posted.level}: ${label}${when}`);
  try {
    await ctx.services.push.queueAlert(code, posted);
  } catch (err) {
    req.log.warn({ err, alert: id }, "could not queue the alert's push send");
  }
  return reply.send({ id, publishAt: at });
}
