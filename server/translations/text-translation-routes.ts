import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { applicableItems } from "../../contract/disclosure-items.ts";
import { PREFIXED_LANGUAGES } from "../../contract/languages.ts";
import { staffApiPaths } from "../../contract/staff-api-paths.ts";
import {
  disclosureParts,
  menuParts,
  profileParts,
  TEXT_MAX,
  TEXT_SET_ROW,
  TEXT_SETS,
  type TextPart,
  type TextSet,
  type TextTranslation,
} from "../../contract/text-translations.ts";
import type { AdminContext } from "../admin/admin-context.ts";
import { notFound, parseOr400, staffOf } from "../admin/admin-http.ts";
import type { Services } from "../services.ts";
import { schoolInLanguage } from "./item-translation-routes.ts";
import { builtInMenuNames } from "./text-transfer.ts";

const Params = z.object({ lang: z.enum(PREFIXED_LANGUAGES as ["mr", "hi"]) });
type Target = z.output<typeof Params> & { set: TextSet; school: string; parts: TextPart[] };

/** Plain words for staff (never a field path). */
const messages = {
  tooLong: "This translation is too long (20,000 characters at most).",
  none: "Nothing is translated in this language yet.",
};

/** What staff may send: any of the set's texts (an empty one shows the English). */
const Body = z.record(z.string(), z.string().max(TEXT_MAX, messages.tooLong));

/** The English texts of a set as they are now. */
async function englishTexts(
  services: Pick<Services, "disclosure" | "pages" | "profiles">,
  school: string,
  set: TextSet,
): Promise<TextPart[]> {
  if (set === "school") return profileParts(await services.profiles.get(school));
  if (set === "disclosure") {
    const stored = await services.disclosure.repo.read(school);
    return disclosureParts(applicableItems(stored.settings), stored.values);
  }
  const profile = await services.profiles.get(school);
  return menuParts((await services.pages.menu(school)) ?? [], builtInMenuNames(profile.shortName));
}

/** Who may translate each set: the school's details are the admin's; the disclosure and menu the editors'. */
const access = { school: "schoolProfile", disclosure: "content", menu: "content" } as const;

function textTranslations(ctx: AdminContext<"disclosure" | "pages" | "profiles" | "translations">) {
  const { services } = ctx;
  const target = async (set: TextSet, req: FastifyRequest, reply: FastifyReply): Promise<Target | null> => {
    const params = parseOr400(Params, req.params, reply);
    if (!params) return null;
    const school = await schoolInLanguage(ctx, req, reply, params.lang);
    if (!school) return null;
    return { ...params, set, school, parts: await englishTexts(services, school, set) };
  };

  const stored = (t: Target) => services.translations.get<TextTranslation>(t.school, t.set, TEXT_SET_ROW, t.lang);

  const view = async (t: Target) => {
    const found = await stored(t);
    return {
      set: t.set,
      lang: t.lang,
      updatedAt: found?.updatedAt ?? null,
      parts: t.parts.map((p) => {
        const translation = found?.fields[p.key]?.trim() ?? "";
        // Translated, and the English changed since (a name keyed by its English never is).
        const changed = translation !== "" && (found?.source[p.key] ?? "") !== p.english;
        return { ...p, translation, changed };
      }),
    };
  };

  /** Made from the English as it is now: saving is reviewing. */
  const store = (req: FastifyRequest, t: Target, fields: TextTranslation) =>
    services.translations.put(
      t.school,
      {
        kind: t.set,
        itemId: TEXT_SET_ROW,
        lang: t.lang,
        fields,
        source: Object.fromEntries(t.parts.map((p) => [p.key, p.english])),
      },
      staffOf(req).id,
    );
  return { target, stored, view, store };
}

/**
 * Staff translate the school's details, the disclosure's free texts and the
 * menu's own names side by side (issue 29), text by text as an item's parts;
 * a text whose English changed since it was translated is marked until staff
 * save it again or mark it reviewed.
 */
export function registerTextTranslationRoutes(
  admin: FastifyInstance,
  ctx: AdminContext<"disclosure" | "pages" | "profiles" | "translations">,
): void {
  const { target, stored, view, store } = textTranslations(ctx);
  // A route per set, each open to whoever may change its English.
  for (const set of TEXT_SETS) {
    const opts = { config: { staffAccess: access[set] } };
    const at = staffApiPaths.translations.texts(set);

    admin.get(at, opts, async (req, reply) => {
      const t = await target(set, req, reply);
      return t ? reply.send(await view(t)) : reply;
    });

    admin.put(at, { ...opts, bodyLimit: 1024 * 1024 }, async (req, reply) => {
      const t = await target(set, req, reply);
      if (!t) return reply;
      const body = parseOr400(Body, req.body, reply);
      if (!body) return reply;
      // Only the set's texts are kept; an empty one is left out (visitors read its English).
      const fields = Object.fromEntries(
        t.parts.map((p) => [p.key, body[p.key]?.trim() ?? ""]).filter(([, text]) => text !== ""),
      );
      await store(req, t, fields);
      await ctx.audit(req, "translate", set, TEXT_SET_ROW, t.lang);
      return reply.send(await view(t));
    });

    admin.post(staffApiPaths.translations.textsReviewed(set), opts, async (req, reply) => {
      const t = await target(set, req, reply);
      if (!t) return reply;
      const found = await stored(t);
      if (!found) return notFound(reply, messages.none);
      // Staff read the translation against the new English and found it still right.
      await store(req, t, found.fields);
      await ctx.audit(req, "review translation", set, TEXT_SET_ROW, t.lang);
      return reply.send(await view(t));
    });
  }
}
