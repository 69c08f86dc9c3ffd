import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
import {
  AddPagePhotoRequest,
  AddPagePhotosRequest,
  RemoveDemoPhotosRequest,
  ReorderPagePhotosRequest,
  UpdatePagePhotoRequest,
} from "../../contract/staff.ts";
import { staffApiPaths } from "../../contract/staff-api-paths.ts";
import { FileUsage } from "../storage/file-usage.ts";
import type { AdminContext } from "./admin-context.ts";
import { invalid, notFound, parseOr400, staffOf } from "./admin-http.ts";

const PageQuery = z.object({ page: z.string().trim().min(1, "Name the page").max(100) });
const IdParams = z.object({ id: z.coerce.number().int().positive() });

const pagePhotoMessages = {
  gone: "This photo no longer exists.",
  notImage: "Choose an uploaded image (JPEG, PNG or WebP).",
  reorderMismatch: "The photos have changed since they were loaded. Reload them and try again.",
} as const;

/**
 * Photos of the static and tabbed pages (table pagePhotos): list a page's
 * photos, add, replace the file or text, remove, reorder within a tab.
 * The repository announces each change, so the pages show it at once.
 */
export function registerPagePhotoRoutes(admin: FastifyInstance, ctx: PagePhotoContext): void {
  const checks = pagePhotoChecks(ctx);
  registerPagePhotoReads(admin, ctx, checks);
  registerPagePhotoAdditions(admin, ctx, checks);
  registerPagePhotoChanges(admin, ctx, checks);
}

const opts = { config: { staffAccess: "pagePhotos" as const } };

/** What the page photo routes use of the staff API's context. */
type PagePhotoContext = AdminContext<"database" | "pagePhotos" | "store">;
type PagePhotoChecks = ReturnType<typeof pagePhotoChecks>;

/** What the routes check of files, and how they show rows to staff. */
function pagePhotoChecks({ services }: PagePhotoContext) {
  const usage = new FileUsage(services.database.db, services.store);
  const photos = services.pagePhotos;
  /** Every file must be a picture this school uploaded (never a PDF or a private file). */
  const imagesOr400 = async (school: string, files: string[], reply: FastifyReply, field = "file") => {
    const known = await usage.known(school, files);
    if (files.some((file) => file.startsWith("private/") || !known.get(file)?.mime.startsWith("image/"))) {
      invalid(reply, { [field]: pagePhotoMessages.notImage });
      return false;
    }
    return true;
  };
  return {
    imagesOr400,
    imageOr400: async (school: string, file: string, reply: FastifyReply) => imagesOr400(school, [file], reply),
    /** The rows as staff see them: whether each is one of the demo's pictures. */
    withDemo: async <R extends { file: string }>(school: string, rows: R[]) => {
      const demo = await photos.demoFiles(
        school,
        rows.map((r) => r.file),
      );
      return rows.map((r) => ({ ...r, demo: demo.has(r.file) }));
    },
  };
}

/** A page's photos, those still undescribed, and how many the demo put in. */
function registerPagePhotoReads(admin: FastifyInstance, ctx: PagePhotoContext, { withDemo }: PagePhotoChecks): void {
  const photos = ctx.services.pagePhotos;

  admin.get(staffApiPaths.pagePhotos.list, opts, async (req, reply) => {
    const query = parseOr400(PageQuery, req.query, reply);
    if (!query) return reply;
    const school = staffOf(req).schoolCode;
    return reply.send(await withDemo(school, await photos.ofPage(school, query.page)));
  });

  admin.get(staffApiPaths.pagePhotos.undescribed, opts, async (req, reply) => {
    const school = staffOf(req).schoolCode;
    return reply.send(await withDemo(school, await photos.undescribed(school)));
  });

  // The confirmation says how many pictures "Remove all demo pictures" takes away.
  admin.get(staffApiPaths.pagePhotos.demoCount, opts, async (req, reply) => {
    return reply.send({ count: await photos.countDemo(staffOf(req).schoolCode) });
  });
}

/** Photos added one or many at a time. */
function registerPagePhotoAdditions(admin: FastifyInstance, ctx: PagePhotoContext, checks: PagePhotoChecks): void {
  const photos = ctx.services.pagePhotos;
  const { imageOr400, imagesOr400 } = checks;

  admin.post(staffApiPaths.pagePhotos.many, opts, async (req, reply) => {
    const input = parseOr400(AddPagePhotosRequest, req.body, reply);
    if (!input) return reply;
    const school = staffOf(req).schoolCode;
    if (!(await imagesOr400(school, input.files, reply, "files"))) return reply;
    const added = await photos.addMany(school, input.page, input.tab, input.files, {
      pending: input.draft,
      fresh: input.fresh,
    });
    await ctx.audit(req, "create", "pagePhoto", null, `${input.page} / ${input.tab}: ${added.length} photos`);
    return reply.status(201).send({ photos: added.map((p) => ({ ...p, demo: false })) });
  });

  admin.post(staffApiPaths.pagePhotos.list, opts, async (req, reply) => {
    const input = parseOr400(AddPagePhotoRequest, req.body, reply);
    if (!input) return reply;
    const school = staffOf(req).schoolCode;
    if (!(await imageOr400(school, input.file, reply))) return reply;
    const { id, position } = await photos.add(school, {
      page: input.page,
      tab: input.tab,
      file: input.file,
      alt: input.alt,
    });
    await ctx.audit(req, "create", "pagePhoto", String(id), `${input.page} / ${input.tab}: ${input.file}`);
    return reply.status(201).send({ id, page: input.page, tab: input.tab, position, file: input.file, alt: input.alt });
  });
}

/** A photo's file or text changed, photos removed (one, or the demo's), reordered within a tab. */
function registerPagePhotoChanges(
  admin: FastifyInstance,
  ctx: PagePhotoContext,
  { imageOr400 }: PagePhotoChecks,
): void {
  const photos = ctx.services.pagePhotos;
  const byId = (school: string, id: number) => photos.byId(school, id);

  admin.put(staffApiPaths.pagePhotos.one, opts, async (req, reply) => {
    const params = IdParams.safeParse(req.params);
    if (!params.success) return notFound(reply, pagePhotoMessages.gone);
    const input = parseOr400(UpdatePagePhotoRequest, req.body, reply);
    if (!input) return reply;
    const school = staffOf(req).schoolCode;
    const before = await byId(school, params.data.id);
    if (!before) return notFound(reply, pagePhotoMessages.gone);
    if (input.file && !(await imageOr400(school, input.file, reply))) return reply;
    const changes = { file: input.file ?? before.file, alt: input.alt ?? before.alt };
    await photos.update(school, params.data.id, changes);
    const what = [
      input.file && input.file !== before.file ? `file ${before.file} → ${input.file}` : "",
      input.alt ? "text" : "",
    ];
    await ctx.audit(req, "update", "pagePhoto", String(params.data.id), what.filter(Boolean).join(", ") || "unchanged");
    return reply.send({ ...before, ...changes, id: Number(before.id) });
  });

  admin.delete(staffApiPaths.pagePhotos.one, opts, async (req, reply) => {
    const params = IdParams.safeParse(req.params);
    if (!params.success) return notFound(reply, pagePhotoMessages.gone);
    const school = staffOf(req).schoolCode;
    const before = await byId(school, params.data.id);
    if (!before) return notFound(reply, pagePhotoMessages.gone);
    await photos.remove(school, params.data.id);
    await ctx.audit(
      req,
      "delete",
      "pagePhoto",
      String(params.data.id),
      `${before.page} / ${before.tab}: ${before.file}`,
    );
    return reply.status(204).send();
  });

  admin.post(staffApiPaths.pagePhotos.reorder, opts, async (req, reply) => {
    const input = parseOr400(ReorderPagePhotosRequest, req.body, reply);
    if (!input) return reply;
    const school = staffOf(req).schoolCode;
    const ok = await photos.reorder(school, input.page, input.tab, input.ids);
    if (!ok) return invalid(reply, { ids: pagePhotoMessages.reorderMismatch }, pagePhotoMessages.reorderMismatch);
    await ctx.audit(req, "reorder", "pagePhoto", null, `${input.page} / ${input.tab}: ${input.ids.length} photos`);
    return reply.status(204).send();
  });

  admin.post(staffApiPaths.pagePhotos.removeDemo, opts, async (req, reply) => {
    const input = parseOr400(RemoveDemoPhotosRequest, req.body ?? {}, reply);
    if (!input) return reply;
    const school = staffOf(req).schoolCode;
    const removed = await photos.removeDemo(school, input);
    const where = [input.page, input.tab].filter((x) => x !== undefined).join(" / ") || "all pages";
    await ctx.audit(req, "delete", "pagePhoto", null, `demo pictures of ${where}: ${removed}`);
    return reply.send({ removed });
  });
}
