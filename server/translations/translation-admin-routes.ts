import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { PREFIXED_LANGUAGES } from "../../contract/languages.ts";
import type { Block } from "../../contract/page-blocks.ts";
import { PageTranslationSchema, pageMessages, Slug } from "../../contract/pages.ts";
import { staffApiPaths } from "../../contract/staff-api-paths.ts";
import { changedSinceTranslated, type PageTranslation } from "../../contract/translations.ts";
import type { AdminContext } from "../admin/admin-context.ts";
import { invalid, notFound, parseOr400, staffOf } from "../admin/admin-http.ts";
import { registerItemTranslationRoutes } from "./item-translation-routes.ts";
import { registerTextTranslationRoutes } from "./text-translation-routes.ts";

const Params = z.object({ slug: Slug, lang: z.enum(PREFIXED_LANGUAGES as ["mr", "hi"]) });

/** The English of a page as a translation is made from it. */
type English = { title: string; description: string; blocks: Block[] };

/** Plain words for staff (never a field path). */
const messages = {
  langOff: "This language is not switched on for the school. Switch it on under School details first.",
  notPublished: "This page has not been published yet: publish the English first, then translate it.",
  partKind: (n: number) => `Part ${n} must stay the same kind of part as the English part beside it.`,
};

/** Reads a page's English and its stored translation for the routes below. */
function pageTranslations({
  services,
}: AdminContext<"content" | "disclosure" | "pages" | "profiles" | "translations">) {
  /** The page's English and the language, or null once a 4xx is sent. */
  const target = async (req: FastifyRequest, reply: FastifyReply) => {
    const params = parseOr400(Params, req.params, reply);
    if (!params) return null;
    const school = staffOf(req).schoolCode;
    const profile = await services.profiles.view(school);
    if (!profile.languages.includes(params.lang)) {
      invalid(reply, { lang: messages.langOff }, messages.langOff);
      return null;
    }
    const page = await services.pages.published(school, params.slug);
    if (!page) {
      notFound(reply, (await services.pages.get(school, params.slug)) ? messages.notPublished : pageMessages.notFound);
      return null;
    }
    const english: English = { title: page.title, description: page.description ?? "", blocks: page.blocks };
    return { school, ...params, english };
  };

  const view = async (t: NonNullable<Awaited<ReturnType<typeof target>>>) => {
    const stored = await services.translations.get<PageTranslation>(t.school, "page", t.slug, t.lang);
    const source = stored?.source as Partial<English> | undefined;
    return {
      slug: t.slug,
      lang: t.lang,
      english: t.english,
      translation: stored?.fields ?? null,
      updatedAt: stored?.updatedAt ?? null,
      /** Per English part: its translation is out of date (the English changed since). */
      changed: changedSinceTranslated(t.english.blocks, source?.blocks, stored?.fields.blocks),
      titleChanged: Boolean(stored && source?.title !== undefined && source.title !== t.english.title),
    };
  };
  return { target, view };
}

/**
 * Staff translate a published page side by side (issue 29): the English and
 * its translation part by part, with each translated part whose English
 * changed since it was translated marked out of date until staff save the
 * translation again or mark it reviewed. Editors and admins ("content").
 * Items are translated the same way (item-translation-routes.ts).
 */
export function registerTranslationAdminRoutes(
  admin: FastifyInstance,
  ctx: AdminContext<"content" | "disclosure" | "pages" | "profiles" | "translations">,
): void {
  const { services } = ctx;
  const opts = { config: { staffAccess: "content" as const } };
  const { target, view } = pageTranslations(ctx);

  admin.get(staffApiPaths.translations.languages, opts, async (req, reply) => {
    const profile = await services.profiles.view(staffOf(req).schoolCode);
    return reply.send({ languages: profile.languages.filter((l) => l !== "en") });
  });

  admin.get(staffApiPaths.translations.page, opts, async (req, reply) => {
    const t = await target(req, reply);
    return t ? reply.send(await view(t)) : reply;
  });

  admin.put(staffApiPaths.translations.page, { ...opts, bodyLimit: 1024 * 1024 }, async (req, reply) => {
    const t = await target(req, reply);
    if (!t) return reply;
    const fields = parseOr400(PageTranslationSchema, req.body, reply);
    if (!fields) return reply;
    // Each translated part stands in for the English part beside it: of its kind (a region: of its name).
    const wrong = (fields.blocks ?? []).findIndex((b, i) => {
      const e = t.english.blocks[i];
      if (!b) return false;
      return !e || e.type !== b.type || (e.type === "region" && b.type === "region" && e.region !== b.region);
    });
    if (wrong !== -1) return invalid(reply, { blocks: messages.partKind(wrong + 1) }, messages.partKind(wrong + 1));
    // Made from the English as it is now: saving is reviewing.
    await services.translations.put(
      t.school,
      { kind: "page", itemId: t.slug, lang: t.lang, fields, source: t.english },
      staffOf(req).id,
    );
    await ctx.audit(req, "translate", "page", t.slug, `${t.lang}: ${fields.title}`);
    return reply.send(await view(t));
  });

  admin.post(staffApiPaths.translations.pageReviewed, opts, async (req, reply) => {
    const t = await target(req, reply);
    if (!t) return reply;
    const stored = await services.translations.get<PageTranslation>(t.school, "page", t.slug, t.lang);
    if (!stored) return notFound(reply, "This page has no translation in this language yet.");
    // Staff read the translation against the new English and found it still right.
    await services.translations.put(
      t.school,
      { kind: "page", itemId: t.slug, lang: t.lang, fields: stored.fields, source: t.english },
      staffOf(req).id,
    );
    await ctx.audit(req, "review translation", "page", t.slug, t.lang);
    return reply.send(await view(t));
  });

  registerItemTranslationRoutes(admin, ctx);
  registerTextTranslationRoutes(admin, ctx);
}
