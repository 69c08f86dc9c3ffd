import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { contentKinds } from "../../contract/content-rules.ts";
import { PREFIXED_LANGUAGES } from "../../contract/languages.ts";
import { staffApiPaths } from "../../contract/staff-api-paths.ts";
import { type ItemTranslation, translatedItemFields } from "../../contract/translations.ts";
import type { AdminContext } from "../admin/admin-context.ts";
import { invalid, notFound, parseOr400, staffOf } from "../admin/admin-http.ts";

const Params = z.object({
  kind: z.enum(contentKinds),
  id: z.string().min(1).max(100),
  lang: z.enum(PREFIXED_LANGUAGES as ["mr", "hi"]),
});
type Target = z.output<typeof Params> & { school: string; english: Record<string, string> };

/** Plain words for staff (never a field path). */
const messages = {
  langOff: "This language is not switched on for the school. Switch it on under School details first.",
  notPublished: "This item is not published: publish the English first, then translate it.",
  tooLong: "This translation is too long (20,000 characters at most).",
  none: "This item has no translation in this language yet.",
};

/** What staff may send: any of the kind's translated parts as text (an empty part shows the English). */
const Body = z.record(z.string(), z.string().max(20_000, messages.tooLong));

/**
 * The signed-in staff member's school, once `lang` is one it has switched on;
 * else null, with a plain 400 sent.
 */
export async function schoolInLanguage(
  { services }: AdminContext<"profiles">,
  req: FastifyRequest,
  reply: FastifyReply,
  lang: string,
): Promise<string | null> {
  const school = staffOf(req).schoolCode;
  if ((await services.profiles.view(school)).languages.includes(lang as "mr")) return school;
  invalid(reply, { lang: messages.langOff }, messages.langOff);
  return null;
}

/** Reads an item's English words and its stored translation, and stores one, for the routes below. */
function itemTranslations(ctx: AdminContext<"content" | "profiles" | "translations">) {
  const { services } = ctx;
  const target = async (req: FastifyRequest, reply: FastifyReply): Promise<Target | null> => {
    const params = parseOr400(Params, req.params, reply);
    if (!params) return null;
    const school = await schoolInLanguage(ctx, req, reply, params.lang);
    if (!school) return null;
    const item = (await services.content.get(school, params.kind, params.id)) as Record<string, unknown> | null;
    if (!item) {
      notFound(reply, messages.notPublished);
      return null;
    }
    const english = Object.fromEntries(
      translatedItemFields(params.kind).map((f) => [f, typeof item[f] === "string" ? (item[f] as string) : ""]),
    );
    return { ...params, school, english };
  };

  const stored = (t: Target) => services.translations.get<ItemTranslation>(t.school, t.kind, t.id, t.lang);

  const view = async (t: Target) => {
    const found = await stored(t);
    return {
      kind: t.kind,
      id: t.id,
      lang: t.lang,
      english: t.english,
      translation: found?.fields ?? null,
      updatedAt: found?.updatedAt ?? null,
      /** Per part: translated, and its English changed since. */
      changed: Object.fromEntries(
        Object.keys(t.english).map((f) => [
          f,
          Boolean(found?.fields[f]?.trim()) && (found?.source[f] ?? "") !== t.english[f],
        ]),
      ),
    };
  };

  /** Made from the English as it is now: saving is reviewing. */
  const store = (req: FastifyRequest, t: Target, fields: ItemTranslation) =>
    services.translations.put(
      t.school,
      { kind: t.kind, itemId: t.id, lang: t.lang, fields, source: t.english },
      staffOf(req).id,
    );
  return { target, stored, view, store };
}

/**
 * Staff translate a published item (news, event, circular, notification,
 * highlight, album, …) side by side, as they do a page (issue 29): its words
 * only (translatedItemFields); a part whose English changed since it was
 * translated is marked until staff save it again or mark it reviewed.
 */
export function registerItemTranslationRoutes(
  admin: FastifyInstance,
  ctx: AdminContext<"content" | "profiles" | "translations">,
): void {
  const opts = { config: { staffAccess: "content" as const } };
  const path = staffApiPaths.translations.item;
  const { target, stored, view, store } = itemTranslations(ctx);

  admin.get(path, opts, async (req, reply) => {
    const t = await target(req, reply);
    return t ? reply.send(await view(t)) : reply;
  });

  admin.put(path, opts, async (req, reply) => {
    const t = await target(req, reply);
    if (!t) return reply;
    const body = parseOr400(Body, req.body, reply);
    if (!body) return reply;
    // Only the kind's words are kept; an empty part is left out (visitors read its English).
    const fields = Object.fromEntries(
      Object.keys(t.english)
        .map((f) => [f, body[f]?.trim() ?? ""])
        .filter(([, text]) => text !== ""),
    );
    await store(req, t, fields);
    await ctx.audit(req, "translate", t.kind, t.id, `${t.lang}: ${fields.title ?? Object.values(fields)[0] ?? ""}`);
    return reply.send(await view(t));
  });

  admin.post(staffApiPaths.translations.itemReviewed, opts, async (req, reply) => {
    const t = await target(req, reply);
    if (!t) return reply;
    const found = await stored(t);
    if (!found) return notFound(reply, messages.none);
    // Staff read the translation against the new English and found it still right.
    await store(req, t, found.fields);
    await ctx.audit(req, "review translation", t.kind, t.id, t.lang);
    return reply.send(await view(t));
  });
}
