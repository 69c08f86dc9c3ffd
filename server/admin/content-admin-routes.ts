import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ContentKind } from "../../contract/content.ts";
import { isNoticeKind } from "../../contract/notices.ts";
import { staffApiPaths } from "../../contract/staff-api-paths.ts";
import { ContentListQuery, ReorderRequest } from "../../contract/staff-content.ts";
import { splitTimes } from "../approvals/content-clock.ts";
import { FileUsage } from "../storage/file-usage.ts";
import type { AdminContext } from "./admin-context.ts";
import { invalid, notFound, parseOr400, staffOf } from "./admin-http.ts";
import {
  type ContentBody,
  checkContentBody,
  contentMessages,
  fileIdsOf,
  ItemParams,
  KindParams,
  labelOf,
  planSave,
  replacementPath,
  WithdrawBody,
} from "./content-requests.ts";

const opts = { config: { staffAccess: "content" as const } };
const schoolOf = (req: FastifyRequest) => staffOf(req).schoolCode;

/**
 * Create, edit, delete and reorder every content kind (contract/staff.ts).
 * The content repository announces each change (ContentChanges), so the
 * public API and the page caches show it on the next request.
 */
export function registerContentAdminRoutes(
  admin: FastifyInstance,
  ctx: AdminContext<"clock" | "content" | "database" | "store">,
): void {
  const parts = contentParts(ctx);
  registerContentReads(admin, parts);
  registerContentSaves(admin, parts);
  registerContentRemovals(admin, parts);
}

type ContentParts = ReturnType<typeof contentParts>;

/** What the content routes share: the store, the approval queue and the cleaning up of unused files. */
function contentParts(ctx: AdminContext<"clock" | "content" | "database" | "store">) {
  const { services } = ctx;
  const usage = new FileUsage(services.database.db, services.store);
  return {
    ctx,
    content: services.content,
    clock: services.clock,
    /** The checked body, or undefined when a 400 was sent. */
    readBody: async (school: string, kind: ContentKind, body: unknown, reply: FastifyReply) => {
      const checked = await checkContentBody(usage, school, kind, body);
      if ("body" in checked) return checked.body;
      invalid(reply, checked.errors);
      return undefined;
    },
    kindOr404: (params: unknown, reply: FastifyReply): ContentKind | undefined => {
      const parsed = KindParams.safeParse(params);
      if (!parsed.success) {
        notFound(reply, contentMessages.unknownKind);
        return undefined;
      }
      return parsed.data.kind;
    },
    // Files a record no longer uses are deleted with their resized copies, unless something else still uses them.
    removeUnused: async (req: FastifyRequest, school: string, ids: string[]) => {
      for (const file of new Set(ids)) {
        try {
          await usage.removeIfUnused(school, file);
        } catch (error) {
          // The record change stands; a file left behind only costs disk space.
          req.log.warn({ err: error, file }, "could not remove an unused file");
        }
      }
    },
    /** Whether this user's publishing of this kind waits for an approver (the school's setting, issue 31). */
    needsApproval: (req: FastifyRequest, kind: ContentKind) =>
      services.clock.approvals.needed(schoolOf(req), kind, staffOf(req).role),
    /**
     * Sends an editor's change for approval instead of publishing it: the item
     * stays as visitors see it (a new one stays a draft) and the change waits,
     * with the times asked for, until an approver decides.
     */
    sendForApproval: async (req: FastifyRequest, kind: ContentKind, id: string, body: ContentBody) => {
      const { publishAt, removeAt } = body.times;
      await services.clock.approvals.send(
        schoolOf(req),
        kind,
        id,
        { ...body.input, publishAt: publishAt ?? null, removeAt: removeAt ?? null, notifyParents: body.notifyParents },
        staffOf(req).id,
        services.clock.now().toISOString(),
      );
      await ctx.audit(req, "send for approval", kind, id, labelOf(kind, body.input));
    },
    /** The approval state of each item of a list (or one item), for the staff's "Waiting for approval". */
    approvalOf: async (school: string, kind: ContentKind, ids: string[]) => {
      const out = new Map<string, { state: string; comment: string; sentAt: string; decidedAt: string | null }>();
      for (const id of ids) {
        const p = await services.clock.approvals.get(school, kind, id);
        if (p) out.set(id, { state: p.state, comment: p.comment, sentAt: p.sentAt, decidedAt: p.decidedAt });
      }
      return out;
    },
  };
}

/** A kind's list and one item, each with its approval state. */
function registerContentReads(admin: FastifyInstance, { content, clock, kindOr404, approvalOf }: ContentParts) {
  admin.get(staffApiPaths.content.list, opts, async (req, reply) => {
    const kind = kindOr404(req.params, reply);
    if (!kind) return reply;
    const query = parseOr400(ContentListQuery, req.query, reply);
    if (!query) return reply;
    const { items, total } = await content.staffList(schoolOf(req), kind, query);
    const approvals = await approvalOf(
      schoolOf(req),
      kind,
      items.map((i) => String((i as { _id?: unknown })._id)),
    );
    const withApproval = items.map((i) => ({
      ...i,
      approval: approvals.get(String((i as { _id?: unknown })._id)) ?? null,
    }));
    return reply.send({ items: withApproval, total, page: query.page, pageSize: query.pageSize });
  });

  admin.get(staffApiPaths.content.one, opts, async (req, reply) => {
    const params = ItemParams.safeParse(req.params);
    if (!params.success) return notFound(reply, contentMessages.gone);
    const item = await content.staffGet(schoolOf(req), params.data.kind, params.data.id);
    if (!item) return notFound(reply, contentMessages.gone);
    const school = schoolOf(req);
    const approval = (await approvalOf(school, params.data.kind, [params.data.id])).get(params.data.id) ?? null;
    // The change waiting (or sent back) as the editor wrote it, so the form goes on from it, not from the live version.
    const pending = approval ? await clock.approvals.get(school, params.data.kind, params.data.id) : null;
    const change = pending ? splitTimes(pending.input) : null;
    return reply.send({
      ...item,
      approval: approval && change ? { ...approval, fields: change.fields, ...change.times } : approval,
    });
  });
}

/** Creating and editing an item: published, kept a draft, timed, or sent for approval. */
function registerContentSaves(admin: FastifyInstance, parts: ContentParts) {
  const { ctx, content, clock, readBody, kindOr404, needsApproval, sendForApproval, removeUnused } = parts;
  admin.post(staffApiPaths.content.list, opts, async (req, reply) => {
    const kind = kindOr404(req.params, reply);
    if (!kind) return reply;
    const school = schoolOf(req);
    const body = await readBody(school, kind, req.body, reply);
    if (!body) return reply;
    // New records come first among their equals (same date, or the top of an ordered list).
    const position = await content.topPosition(school, kind);
    if ((body.status ?? "published") === "published" && (await needsApproval(req, kind))) {
      const id = await content.create(school, kind, body.input as never, {
        status: "draft",
        position,
        notifyParents: body.notifyParents,
      });
      await ctx.audit(req, "create", kind, id, `draft: ${labelOf(kind, body.input)}`);
      await sendForApproval(req, kind, id, body);
      return reply.status(201).send({ id, approval: "waiting" });
    }
    const { status, times } = planSave(body, false, clock.now());
    const id = await content.create(school, kind, body.input as never, {
      status: status ?? "published",
      position,
      notifyParents: body.notifyParents,
    });
    // Writes the times given (undefined ones stay) and queues their runs.
    await clock.set(school, kind, id, times);
    await ctx.audit(req, "create", kind, id, `${status ?? "published"}: ${labelOf(kind, body.input)}`);
    return reply.status(201).send({ id });
  });

  admin.put(staffApiPaths.content.one, opts, async (req, reply) => {
    const params = ItemParams.safeParse(req.params);
    if (!params.success) return notFound(reply, contentMessages.gone);
    const { kind, id } = params.data;
    const school = schoolOf(req);
    const body = await readBody(school, kind, req.body, reply);
    if (!body) return reply;
    const before = await content.staffGet(school, kind, id);
    if (!before) return notFound(reply, contentMessages.gone);
    const liveBefore = before.status === "published";
    if ((body.status ?? before.status) === "published" && (await needsApproval(req, kind))) {
      // Visitors keep the approved version; a draft's own text may change meanwhile (no visitor sees it).
      if (!liveBefore) await content.update(school, kind, id, body.input as never, { status: "draft" });
      await sendForApproval(req, kind, id, body);
      return reply.send({ id, approval: "waiting" });
    }
    const { status, times } = planSave(body, liveBefore, clock.now());
    const updated = await content.update(school, kind, id, body.input as never, {
      status,
      notifyParents: body.notifyParents,
    });
    if (!updated) return notFound(reply, contentMessages.gone);
    await clock.set(school, kind, id, times);
    const kept = new Set(fileIdsOf(kind, body.input));
    await removeUnused(
      req,
      school,
      fileIdsOf(kind, before as unknown as Record<string, unknown>).filter((f) => !kept.has(f)),
    );
    const said = status ? `${status}: ` : "";
    await ctx.audit(req, "update", kind, id, `${said}${labelOf(kind, body.input)}`);
    return reply.send({ id });
  });
}

/** Deleting, withdrawing (notices) and reordering. */
function registerContentRemovals(admin: FastifyInstance, parts: ContentParts) {
  const { ctx, content, clock, kindOr404, removeUnused } = parts;
  admin.delete(staffApiPaths.content.one, opts, async (req, reply) => {
    const params = ItemParams.safeParse(req.params);
    if (!params.success) return notFound(reply, contentMessages.gone);
    const { kind, id } = params.data;
    const school = schoolOf(req);
    const before = await content.staffGet(school, kind, id);
    if (!before || !(await content.delete(school, kind, id))) return notFound(reply, contentMessages.gone);
    await clock.approvals.remove(school, kind, id);
    await removeUnused(req, school, fileIdsOf(kind, before as unknown as Record<string, unknown>));
    await ctx.audit(req, "delete", kind, id, labelOf(kind, before as unknown as Record<string, unknown>));
    return reply.status(204).send();
  });

  /**
   * Withdraws a published notice (issue 30): it leaves every list, feed and
   * the sitemap, and its address answers 410 saying so, with a link to
   * `replacedBy` (the address of another published notice) when given.
   */
  admin.post(staffApiPaths.content.withdraw, opts, async (req, reply) => {
    const params = ItemParams.safeParse(req.params);
    if (!params.success) return notFound(reply, contentMessages.gone);
    const { kind, id } = params.data;
    if (!isNoticeKind(kind))
      return invalid(reply, { status: contentMessages.notWithdrawable }, contentMessages.notWithdrawable);
    const body = WithdrawBody.safeParse(req.body);
    if (!body.success)
      return invalid(reply, { replacedBy: contentMessages.badReplacement }, contentMessages.badReplacement);
    const school = schoolOf(req);
    let replacedBy: string | null = null;
    const raw = body.data?.replacedBy?.trim();
    if (raw) {
      const isLive = async (k: ContentKind, other: string) => Boolean(await content.get(school, k, other));
      const path = await replacementPath(raw, { kind, id }, isLive);
      if (!path) return invalid(reply, { replacedBy: contentMessages.badReplacement }, contentMessages.badReplacement);
      replacedBy = path;
    }
    const before = await content.staffGet(school, kind, id);
    if (!before) return notFound(reply, contentMessages.gone);
    if (!(await content.withdraw(school, kind, id, replacedBy))) {
      return invalid(reply, { status: contentMessages.notWithdrawable }, contentMessages.notWithdrawable);
    }
    const label = labelOf(kind, before as unknown as Record<string, unknown>);
    await ctx.audit(req, "withdraw", kind, id, replacedBy ? `${label} → ${replacedBy}` : label);
    return reply.send({ id, replacedBy });
  });

  admin.post(staffApiPaths.content.reorder, opts, async (req, reply) => {
    const kind = kindOr404(req.params, reply);
    if (!kind) return reply;
    const input = parseOr400(ReorderRequest, req.body, reply);
    if (!input) return reply;
    const school = schoolOf(req);
    if (!(await content.reorder(school, kind, input.ids))) {
      return invalid(reply, { ids: contentMessages.reorderMismatch }, contentMessages.reorderMismatch);
    }
    await ctx.audit(req, "reorder", kind, null, `${input.ids.length} items`);
    return reply.status(204).send();
  });
}
