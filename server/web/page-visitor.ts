import type { FastifyRequest } from "fastify";
import { type Lang, PREFIXED_LANGUAGES, splitLangPath } from "../../contract/languages.ts";
import type { SiteData } from "../../contract/site-data.ts";
import { isStaffPath } from "../../contract/staff-area.ts";
import type { StaffAuth } from "../accounts/staff-auth.ts";

/**
 * Who asks for a page: a staff member (rendered fresh, never shared) or a
 * visitor, and in which language.
 */

/** A staff session's token: only a valid one makes a page personal; any other cookie is ignored. */
const STAFF_COOKIE = /(?:^|;\s*)(?:__Host-)?staff_session=([^;]*)/;
/** The language a visitor chose in the header's switcher (app/components/layout/language-switcher.enhance.ts). */
const LANG_COOKIE = new RegExp(`(?:^|;\\s*)lang=(${PREFIXED_LANGUAGES.join("|")})(?:;|$)`);

/** True for the staff area or a valid staff session of the request's school: a forged or foreign cookie is an ordinary visitor. */
export function staffCheck(auth: Pick<StaffAuth, "session">): (req: FastifyRequest) => Promise<boolean> {
  return async (req) => {
    if (isStaffPath(req.url)) return true;
    const token = STAFF_COOKIE.exec(req.headers.cookie ?? "")?.[1];
    if (!token) return false;
    const user = await auth.session(token).catch(() => null);
    return user?.schoolCode === req.school;
  };
}

/**
 * A language other than English lives under its prefix (/mr/history is
 * /history in Marathi) once the school has switched it on; otherwise the
 * prefixed address is no page (the catch-all route answers 404). The home
 * page's address typed again takes a visitor who chose a language in the
 * switcher to it (`switchTo`; only "/": crawlers carry no cookie, and a link
 * to any other page opens as it was shared).
 */
export async function languageOf(req: FastifyRequest, site: SiteData, staff: boolean) {
  const split = splitLangPath(req.url);
  let lang: Lang = "en";
  if (split.lang !== "en" && !isStaffPath(split.path) && (await site.school()).languages.includes(split.lang)) {
    lang = split.lang;
  }
  const chosen =
    req.method === "GET" && split.path === "/" && !staff ? LANG_COOKIE.exec(req.headers.cookie ?? "") : null;
  const switchTo =
    chosen && split.lang === "en" && (await site.school()).languages.includes(chosen[1] as Lang) ? chosen[1] : null;
  return { lang, switchTo };
}
