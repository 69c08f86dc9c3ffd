import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { partProblems } from "../../contract/blocks/part-messages.ts";
import { isOffSite } from "../../contract/page-blocks.ts";
import {
  CreatePageRequest,
  MenuRequest,
  PublishRequest,
  pageMessages,
  RestoreRequest,
  SavePageRequest,
  Slug,
} from "../../contract/pages.ts";
import { staffApiPaths } from "../../contract/staff-api-paths.ts";
import { can } from "../../contract/staff-rules.ts";
import type { AdminContext } from "../admin/admin-context.ts";
import { invalid, notFound, parseOr400, staffOf } from "../admin/admin-http.ts";
import type { SaveOutcome } from "./page-repository.ts";

const pageScheduleMessages = {
  removeBeforePublish: "The time to take it off must be after the time to publish it.",
} as const;

interface Times {
  publishAt: string | null | undefined;
  removeAt: string | null | undefined;
}

/** The times a save asks for: undefined when not sent (left as they are), null when cleared. */
const timesOf = (body: { publishAt?: string | null; removeAt?: string | null }): Times => ({
  publishAt: body.publishAt === undefined ? undefined : body.publishAt || null,
  removeAt: body.removeAt === undefined ? undefined : body.removeAt || null,
});

/** The words of the editor's own fields, for problems that are not in a part. */
const saveFieldNames: Record<string, string> = {
  title: "Title",
  description: "Short description",
  publishAt: "Publish at",
  removeAt: "Remove at",
};

const SlugParams = z.object({ slug: Slug });
const RevisionParams = z.object({ slug: Slug, id: z.coerce.number().int().positive() });

/** The menu's addresses that leave the site. */
const offSiteHrefs = (groups: readonly { links: readonly { href: string }[] }[]) =>
  new Set(groups.flatMap((g) => g.links.map((l) => l.href)).filter(isOffSite));

/**
 * Staff pages API (pages as data): list, create at a checked address, edit
 * the draft, publish, revisions with restore, and the header menu. Editors
 * and admins (permission "content"); the staff guard checks session, CSRF
 * token and Origin. Each change names the version it started from: a stale
 * one gets 409 with plain words and the current page, nothing is overwritten.
 */
export function registerPageAdminRoutes(
  admin: FastifyInstance,
  ctx: AdminContext<"addresses" | "clock" | "pages">,
): void {
  const approvals = pageApprovals(ctx);
  registerPageListRoutes(admin, ctx, approvals);
  registerPageSaveRoute(admin, ctx, approvals);
  registerPagePublishRoutes(admin, ctx, approvals);
  registerMenuRoutes(admin, ctx);
}

const opts = { config: { staffAccess: "content" as const } };

type PageApprovals = ReturnType<typeof pageApprovals>;

/** How a save is answered, and what the routes need of approvals (issue 31). */
function pageApprovals(ctx: AdminContext<"addresses" | "clock" | "pages">) {
  const { services } = ctx;
  const answer = (reply: FastifyReply, outcome: SaveOutcome | { status: "no-revision" }) => {
    if (outcome.status === "not-found") return notFound(reply, pageMessages.notFound);
    if (outcome.status === "no-revision") return notFound(reply, pageMessages.revisionNotFound);
    if (outcome.status === "conflict")
      return reply.status(409).send({ statusCode: 409, message: pageMessages.conflict, page: outcome.page });
    return reply.send({ page: outcome.page });
  };

  const approvals = services.clock.approvals;
  /** Whether this user's publishing of a page waits for an approver (the school's setting, issue 31). */
  const waits = (req: FastifyRequest) => approvals.needed(staffOf(req).schoolCode, "page", staffOf(req).role);
  /** The page's change waiting for approval or sent back, as staff see it beside the page. */
  const approvalOf = async (school: string, slug: string) => {
    const p = await approvals.get(school, "page", slug);
    return p ? { state: p.state, comment: p.comment, sentAt: p.sentAt, decidedAt: p.decidedAt } : null;
  };
  /**
   * Sends the page's draft for approval instead of publishing it: visitors
   * keep the published version, in every language, until an approver decides.
   */
  const sendForApproval = async (
    req: FastifyRequest,
    reply: FastifyReply,
    outcome: SaveOutcome,
    times: Times = { publishAt: undefined, removeAt: undefined },
  ) => {
    if (outcome.status !== "saved") return answer(reply, outcome);
    const { slug, draft } = outcome.page;
    const school = staffOf(req).schoolCode;
    const input = { ...draft, publishAt: times.publishAt ?? null, removeAt: times.removeAt ?? null };
    await approvals.send(school, "page", slug, input, staffOf(req).id, services.clock.now().toISOString());
    await ctx.audit(req, "send for approval", "page", slug, draft.title);
    return reply.send({ page: outcome.page, approval: await approvalOf(school, slug) });
  };
  return { answer, waits, approvalOf, sendForApproval };
}

/** The school's pages, a new page at a checked address, and one page with its approval state. */
function registerPageListRoutes(
  admin: FastifyInstance,
  ctx: AdminContext<"addresses" | "clock" | "pages">,
  { waits, approvalOf }: PageApprovals,
): void {
  const { services } = ctx;
  const pages = services.pages;
  admin.get(staffApiPaths.pages.list, opts, async (req, reply) =>
    reply.send(await pages.list(staffOf(req).schoolCode)),
  );

  admin.post(staffApiPaths.pages.list, opts, async (req, reply) => {
    const input = parseOr400(CreatePageRequest, req.body, reply);
    if (!input) return reply;
    const school = staffOf(req).schoolCode;
    if (services.addresses.reserved(input.slug)) return invalid(reply, { slug: pageMessages.slugReserved });
    const group = input.menuGroup?.trim();
    const created = await pages.create(
      school,
      { slug: input.slug, title: input.title, description: input.description, trail: group ? [group] : [] },
      staffOf(req).id,
    );
    if (!created) return invalid(reply, { slug: pageMessages.slugTaken });
    if (group) await pages.placeInMenu(school, group, input.title, `/${input.slug}`);
    await ctx.audit(req, "create", "page", input.slug, `${input.title}${group ? ` (menu: ${group})` : ""}`);
    return reply.status(201).send({ page: created });
  });

  admin.get(staffApiPaths.pages.one, opts, async (req, reply) => {
    const params = parseOr400(SlugParams, req.params, reply);
    if (!params) return reply;
    const school = staffOf(req).schoolCode;
    const page = await pages.get(school, params.slug);
    if (!page) return notFound(reply, pageMessages.notFound);
    return reply.send({ page, approval: await approvalOf(school, params.slug), needsApproval: await waits(req) });
  });
}

/** Saving a page's draft, publishing it now or at a time, or sending it for approval. */
function registerPageSaveRoute(
  admin: FastifyInstance,
  ctx: AdminContext<"addresses" | "clock" | "pages">,
  approvals: PageApprovals,
): void {
  const { services } = ctx;
  const pages = services.pages;
  const { answer, waits, sendForApproval } = approvals;
  admin.put(staffApiPaths.pages.one, { ...opts, bodyLimit: 1024 * 1024 }, async (req, reply) => {
    const params = parseOr400(SlugParams, req.params, reply);
    if (!params) return reply;
    // Problems are named by the part staff see ("Part 3 (Table) is empty: …"), never by a field path.
    const parsed = SavePageRequest.safeParse(req.body ?? {});
    if (!parsed.success) {
      const blocks = (req.body as { blocks?: unknown } | null)?.blocks;
      return invalid(reply, partProblems(parsed.error.issues, blocks, saveFieldNames));
    }
    const body = parsed.data;
    const school = staffOf(req).schoolCode;
    const times = timesOf(body);
    if (times.publishAt && times.removeAt && Date.parse(times.removeAt) <= Date.parse(times.publishAt))
      return invalid(reply, { removeAt: pageScheduleMessages.removeBeforePublish });
    if (body.publish && (await waits(req)))
      return sendForApproval(
        req,
        reply,
        await pages.save(school, params.slug, { ...body, publish: false }, staffOf(req).id),
        times,
      );
    // A "Publish at" still to come keeps the draft a draft until then (issue 31); one past means now.
    const later = Boolean(times.publishAt && Date.parse(times.publishAt) > services.clock.now().getTime());
    if (!later && times.publishAt) times.publishAt = null;
    const publish = Boolean(body.publish) && !later;
    const outcome = await pages.save(school, params.slug, { ...body, publish }, staffOf(req).id);
    if (outcome.status !== "saved") return answer(reply, outcome);
    await ctx.audit(req, publish ? "publish" : "update", "page", params.slug, body.title);
    if (times.publishAt !== undefined || times.removeAt !== undefined) {
      await services.clock.set(school, "page", params.slug, times);
      const page = await pages.get(school, params.slug);
      return reply.send({ page });
    }
    return answer(reply, outcome);
  });
}

/** Publishing the draft as it is, the earlier versions, and restoring one. */
function registerPagePublishRoutes(
  admin: FastifyInstance,
  ctx: AdminContext<"addresses" | "clock" | "pages">,
  approvals: PageApprovals,
): void {
  const pages = ctx.services.pages;
  const { answer, waits, sendForApproval } = approvals;
  admin.post(staffApiPaths.pages.publish, opts, async (req, reply) => {
    const params = parseOr400(SlugParams, req.params, reply);
    if (!params) return reply;
    const body = parseOr400(PublishRequest, req.body, reply);
    if (!body) return reply;
    if (await waits(req)) {
      const page = await pages.get(staffOf(req).schoolCode, params.slug);
      if (!page) return notFound(reply, pageMessages.notFound);
      if (page.version !== body.version)
        return reply.status(409).send({ statusCode: 409, message: pageMessages.conflict, page });
      return sendForApproval(req, reply, { status: "saved", page });
    }
    const outcome = await pages.publish(staffOf(req).schoolCode, params.slug, body.version, staffOf(req).id);
    if (outcome.status === "saved") await ctx.audit(req, "publish", "page", params.slug, outcome.page.title);
    return answer(reply, outcome);
  });

  admin.get(staffApiPaths.pages.revisions, opts, async (req, reply) => {
    const params = parseOr400(SlugParams, req.params, reply);
    if (!params) return reply;
    const list = await pages.revisions(staffOf(req).schoolCode, params.slug);
    return list ? reply.send(list) : notFound(reply, pageMessages.notFound);
  });

  admin.post(staffApiPaths.pages.restore, opts, async (req, reply) => {
    const params = parseOr400(RevisionParams, req.params, reply);
    if (!params) return reply;
    const body = parseOr400(RestoreRequest, req.body, reply);
    if (!body) return reply;
    const wait = await waits(req);
    const school = staffOf(req).schoolCode;
    const outcome = await pages.restore(school, params.slug, params.id, body.version, staffOf(req).id, wait);
    // An editor whose publishing waits for approval gets the earlier version as the draft, sent for approval.
    if (wait && outcome.status !== "no-revision") return sendForApproval(req, reply, outcome);
    if (outcome.status === "saved")
      await ctx.audit(req, "restore", "page", params.slug, `earlier version ${params.id}: ${outcome.page.title}`);
    return answer(reply, outcome);
  });
}

/** The header menu. */
function registerMenuRoutes(admin: FastifyInstance, ctx: AdminContext<"addresses" | "clock" | "pages">): void {
  const pages = ctx.services.pages;
  admin.get(staffApiPaths.pages.menu, opts, async (req, reply) => {
    const school = staffOf(req).schoolCode;
    return reply.send({ groups: (await pages.menu(school)) ?? (await pages.builtInMenu(school)) });
  });

  admin.put(staffApiPaths.pages.menu, opts, async (req, reply) => {
    const body = parseOr400(MenuRequest, req.body, reply);
    if (!body) return reply;
    const school = staffOf(req).schoolCode;
    if (!can(staffOf(req).role, "offSiteMenu")) {
      // Editors may keep, move and rename the off-site links an admin put
      // there, but not add one or point one elsewhere.
      const current = offSiteHrefs((await pages.menu(school)) ?? (await pages.builtInMenu(school)));
      if ([...offSiteHrefs(body.groups)].some((href) => !current.has(href)))
        return reply.status(403).send({ statusCode: 403, message: pageMessages.offSiteMenu });
    }
    await pages.setMenu(school, body.groups);
    await ctx.audit(req, "update", "menu", null, body.groups.map((g) => g.label).join(", "));
    return reply.send({ groups: (await pages.menu(school)) ?? [] });
  });
}
