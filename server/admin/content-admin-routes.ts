import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { type ContentKind, contentFileFields, contentInputSchemas } from "../../contract/content.ts";
import { fieldErrors } from "../../contract/enquiry.ts";
import { isNoticeKind, noticeOfPath, noticePath } from "../../contract/notices.ts";
import {
  ContentKindParam,
  ContentListQuery,
  PublishStatus,
  ReorderRequest,
  ScheduleTimes,
} from "../../contract/staff.ts";
import { splitTimes } from "../approvals/content-clock.ts";
import { contentSearchField } from "../content/content-rows.ts";
import { FileUsage } from "../storage/file-usage.ts";
import type { AdminContext } from "./admin-context.ts";
import { invalid, notFound, parseOr400, staffOf } from "./admin-http.ts";

const ItemParams = z.object({ kind: ContentKindParam, id: z.string().min(1).max(64) });
const KindParams = z.object({ kind: ContentKindParam });

/** Fields whose files are shown as pictures, so they must be images. */
const imageFields: Partial<Record<ContentKind, readonly string[]>> = {
  notification: ["image"],
  event: ["images"],
  message: ["attachments"],
  gallery: ["attachments"],
  testimonial: ["attachments"],
  media: ["attachments"],
};

const contentMessages = {
  unknownKind: "There is no such kind of content.",
  gone: "This item no longer exists.",
  fileMissing: (id: string) => `The file ${id} is not stored here; upload it again.`,
  notImage: (id: string) => `${id} is not an image (JPEG, PNG or WebP).`,
  endsBeforeStart: "The end date must not be before the start date.",
  reorderMismatch: "The list has changed since it was loaded. Reload it and try again.",
  notWithdrawable: "Only a published news item, event, circular or notification can be withdrawn.",
  badReplacement: "Choose a published notice of this website as the replacement, or none.",
  removeBeforePublish: "The time to remove it must be after the time to publish it.",
} as const;

const WithdrawBody = z.object({ replacedBy: z.string().max(2000).nullish() }).nullish();

/** The file ids a record refers to, in its file fields (contract/content.ts). */
function fileIdsOf(kind: ContentKind, record: Record<string, unknown>): string[] {
  return contentFileFields[kind].flatMap((field) => {
    const value = record[field];
    if (typeof value === "string") return value ? [value] : [];
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
  });
}

/**
 * Create, edit, delete and reorder every content kind (contract/staff.ts).
 * The content repository announces each change (ContentChanges), so the
 * public API and the page caches show it on the next request.
 */
export function registerContentAdminRoutes(admin: FastifyInstance, ctx: AdminContext): void {
  const { services } = ctx;
  const content = services.content;
  const usage = new FileUsage(services.database.db, services.store);
  // Files a record no longer uses are deleted with their resized copies, unless something else still uses them.
  const removeUnused = async (req: FastifyRequest, school: string, ids: string[]) => {
    for (const file of new Set(ids)) {
      try {
        await usage.removeIfUnused(school, file);
      } catch (error) {
        // The record change stands; a file left behind only costs disk space.
        req.log.warn({ err: error, file }, "could not remove an unused file");
      }
    }
  };
  const opts = { config: { staffAccess: "content" as const } };
  const schoolOf = (req: FastifyRequest) => staffOf(req).schoolCode;

  const kindOr404 = (params: unknown, reply: FastifyReply): ContentKind | undefined => {
    const parsed = KindParams.safeParse(params);
    if (!parsed.success) {
      notFound(reply, contentMessages.unknownKind);
      return undefined;
    }
    return parsed.data.kind;
  };

  /**
   * The body as the kind's input plus a status; the id comes from the path.
   * Checks that every referenced file is one of the school's public files
   * (and an image where a picture is shown). Answers 400 itself on failure.
   */
  const readBody = async (school: string, kind: ContentKind, body: unknown, reply: FastifyReply) => {
    const raw =
      body && typeof body === "object" && !Array.isArray(body) ? { ...(body as Record<string, unknown>) } : {};
    const status = raw.status === undefined ? undefined : PublishStatus.safeParse(raw.status);
    const timesParsed = ScheduleTimes.safeParse({ publishAt: raw.publishAt, removeAt: raw.removeAt });
    delete raw.status;
    delete raw._id;
    // Notices: "Notify parents" (issue 30), kept beside the record's fields, not in them.
    const notify = raw.notifyParents;
    delete raw.notifyParents;
    delete raw.publishAt;
    delete raw.removeAt;
    const parsed = contentInputSchemas[kind].safeParse(raw);
    const errors: Record<string, string> = parsed.success ? {} : fieldErrors(parsed.error);
    if (status && !status.success) errors.status = "must be published or draft";
    if (notify !== undefined && typeof notify !== "boolean") errors.notifyParents = "must be true or false";
    if (!timesParsed.success) Object.assign(errors, fieldErrors(timesParsed.error));
    const times = timesParsed.success ? timesParsed.data : {};
    if (times.publishAt && times.removeAt && Date.parse(times.removeAt) <= Date.parse(times.publishAt))
      errors.removeAt = contentMessages.removeBeforePublish;
    if (!parsed.success || Object.keys(errors).length) {
      invalid(reply, errors);
      return undefined;
    }
    const data = parsed.data as Record<string, unknown>;
    if (kind === "notification" && data.startsAt && data.endsAt && String(data.endsAt) < String(data.startsAt)) {
      errors.endsAt = contentMessages.endsBeforeStart;
    }
    const fields = contentFileFields[kind];
    const ids = fields.flatMap((f) => (data[f] as string[] | undefined) ?? []);
    const known = await usage.known(
      school,
      ids.filter((id) => !id.startsWith("private/")),
    );
    for (const field of fields) {
      for (const id of (data[field] as string[] | undefined) ?? []) {
        const file = known.get(id);
        if (!file) errors[field] ??= contentMessages.fileMissing(id);
        else if (imageFields[kind]?.includes(field) && !file.mime.startsWith("image/"))
          errors[field] ??= contentMessages.notImage(id);
      }
    }
    if (Object.keys(errors).length) {
      invalid(reply, errors);
      return undefined;
    }
    return {
      input: data,
      status: status?.success ? status.data : undefined,
      notifyParents: typeof notify === "boolean" ? notify : undefined,
      // undefined: not sent, left as it is; null: cleared.
      times: {
        publishAt: times.publishAt === undefined ? undefined : times.publishAt || null,
        removeAt: times.removeAt === undefined ? undefined : times.removeAt || null,
      },
    };
  };

  /** Whether this user's publishing of this kind waits for an approver (the school's setting, issue 31). */
  const needsApproval = (req: FastifyRequest, kind: ContentKind) =>
    services.clock.approvals.needed(schoolOf(req), kind, staffOf(req).role);

  type Body = NonNullable<Awaited<ReturnType<typeof readBody>>>;

  /**
   * Sends an editor's change for approval instead of publishing it: the item
   * stays as visitors see it (a new one stays a draft) and the change waits,
   * with the times asked for, until an approver decides.
   */
  const sendForApproval = async (req: FastifyRequest, kind: ContentKind, id: string, body: Body) => {
    const school = schoolOf(req);
    const { publishAt, removeAt } = body.times;
    await services.clock.approvals.send(
      school,
      kind,
      id,
      { ...body.input, publishAt: publishAt ?? null, removeAt: removeAt ?? null, notifyParents: body.notifyParents },
      staffOf(req).id,
      services.clock.now().toISOString(),
    );
    await ctx.audit(req, "send for approval", kind, id, labelOf(kind, body.input));
  };

  /**
   * The status a save leaves and the times it sets. A "Publish at" still to
   * come (or any, on a draft) keeps the item a draft until then; on an item
   * staying live it means nothing and is cleared.
   */
  const plan = (body: Body, liveBefore: boolean) => {
    const wanted = body.status ?? "published";
    let { publishAt, removeAt } = body.times;
    let status: "published" | "draft" | undefined = body.status;
    if (publishAt) {
      const later = Date.parse(publishAt) > services.clock.now().getTime();
      if (liveBefore && wanted === "published") publishAt = null;
      else if (later || wanted === "draft") status = "draft";
      else publishAt = null;
    }
    return { status, times: { publishAt, removeAt } };
  };

  /** Writes the times given (undefined ones stay) and queues their runs. */
  const setTimes = (school: string, kind: ContentKind, id: string, times: Body["times"]) =>
    services.clock.set(school, kind, id, times);

  /** The approval state of each item of a list (or one item), for the staff's "Waiting for approval". */
  const approvalOf = async (school: string, kind: ContentKind, ids: string[]) => {
    const out = new Map<string, { state: string; comment: string; sentAt: string; decidedAt: string | null }>();
    for (const id of ids) {
      const p = await services.clock.approvals.get(school, kind, id);
      if (p) out.set(id, { state: p.state, comment: p.comment, sentAt: p.sentAt, decidedAt: p.decidedAt });
    }
    return out;
  };

  const labelOf = (kind: ContentKind, data: Record<string, unknown>) =>
    String(data[contentSearchField[kind]] ?? "").slice(0, 200);

  admin.get("/api/admin/content/:kind", opts, async (req, reply) => {
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

  admin.get("/api/admin/content/:kind/:id", opts, async (req, reply) => {
    const params = ItemParams.safeParse(req.params);
    if (!params.success) return notFound(reply, contentMessages.gone);
    const item = await content.staffGet(schoolOf(req), params.data.kind, params.data.id);
    if (!item) return notFound(reply, contentMessages.gone);
    const school = schoolOf(req);
    const approval = (await approvalOf(school, params.data.kind, [params.data.id])).get(params.data.id) ?? null;
    // The change waiting (or sent back) as the editor wrote it, so the form goes on from it, not from the live version.
    const pending = approval ? await services.clock.approvals.get(school, params.data.kind, params.data.id) : null;
    const change = pending ? splitTimes(pending.input) : null;
    return reply.send({
      ...item,
      approval: approval && change ? { ...approval, fields: change.fields, ...change.times } : approval,
    });
  });

  admin.post("/api/admin/content/:kind", opts, async (req, reply) => {
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
    const { status, times } = plan(body, false);
    const id = await content.create(school, kind, body.input as never, {
      status: status ?? "published",
      position,
      notifyParents: body.notifyParents,
    });
    await setTimes(school, kind, id, times);
    await ctx.audit(req, "create", kind, id, `${status ?? "published"}: ${labelOf(kind, body.input)}`);
    return reply.status(201).send({ id });
  });

  admin.put("/api/admin/content/:kind/:id", opts, async (req, reply) => {
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
    const { status, times } = plan(body, liveBefore);
    const updated = await content.update(school, kind, id, body.input as never, {
      status,
      notifyParents: body.notifyParents,
    });
    if (!updated) return notFound(reply, contentMessages.gone);
    await setTimes(school, kind, id, times);
    const kept = new Set(fileIdsOf(kind, body.input as Record<string, unknown>));
    await removeUnused(
      req,
      school,
      fileIdsOf(kind, before as unknown as Record<string, unknown>).filter((f) => !kept.has(f)),
    );
    const said = status ? `${status}: ` : "";
    await ctx.audit(req, "update", kind, id, `${said}${labelOf(kind, body.input)}`);
    return reply.send({ id });
  });

  admin.delete("/api/admin/content/:kind/:id", opts, async (req, reply) => {
    const params = ItemParams.safeParse(req.params);
    if (!params.success) return notFound(reply, contentMessages.gone);
    const { kind, id } = params.data;
    const school = schoolOf(req);
    const before = await content.staffGet(school, kind, id);
    if (!before || !(await content.delete(school, kind, id))) return notFound(reply, contentMessages.gone);
    await services.clock.approvals.remove(school, kind, id);
    await removeUnused(req, school, fileIdsOf(kind, before as unknown as Record<string, unknown>));
    await ctx.audit(req, "delete", kind, id, labelOf(kind, before as unknown as Record<string, unknown>));
    return reply.status(204).send();
  });

  /**
   * Withdraws a published notice (issue 30): it leaves every list, feed and
   * the sitemap, and its address answers 410 saying so, with a link to
   * `replacedBy` (the address of another published notice) when given.
   */
  admin.post("/api/admin/content/:kind/:id/withdraw", opts, async (req, reply) => {
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
      // The replacement's address as staff may paste it: the full address or the path.
      let path = raw;
      try {
        path = new URL(raw, "http://x").pathname;
      } catch {
        path = "";
      }
      const named = noticeOfPath(path);
      const live =
        named && !(named.kind === kind && named.id === id) && (await content.get(school, named.kind, named.id));
      if (!named || !live)
        return invalid(reply, { replacedBy: contentMessages.badReplacement }, contentMessages.badReplacement);
      replacedBy = noticePath(named.kind, named.id);
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

  admin.post("/api/admin/content/:kind/reorder", opts, async (req, reply) => {
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
