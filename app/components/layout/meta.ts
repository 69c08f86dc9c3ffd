import type { MetaDescriptor } from "react-router";
import { isLang } from "../../../contract/languages.ts";
import { blankProfile, type SchoolView, toSchoolView } from "../../../contract/school-profile-rules.ts";
import { routeByPath } from "../../../contract/site-map.ts";
import { en } from "../../i18n/catalogues/en.ts";
import { dateIn, type I18n, type MessageKey, type Translate } from "../../i18n/i18n-context.tsx";
import { siteDescription } from "../../i18n/site-descriptions.ts";
import { siteLabel } from "../../i18n/site-labels.ts";
import { translator } from "../../i18n/translate.ts";
import { shareMeta } from "../../lib/head/share-meta.ts";

/** What a meta function is given: the matched routes, the root (with the school profile) first, and the address. */
interface MetaMatchesArg {
  matches: readonly ({ id: string; data?: unknown } | undefined)[];
  location?: { pathname: string; search: string };
}

/** What the root loader reads for every page. */
interface RootData {
  school?: SchoolView;
  origin?: string;
  /** The page's language: other than English, its address carries the prefix (/mr/history). */
  lang?: string;
}

const rootOf = (args: MetaMatchesArg) => args.matches.find((m) => m?.id === "root")?.data as RootData | undefined;

/** The ICU formatter stays on the server (docs/decisions/006): a page's head is written there. */
const serverTranslator = import.meta.env.SSR ? translator : null;

/** One of the site's messages in the page's language, for its head (title, description). */
export function messageOf(args: MetaMatchesArg, key: MessageKey, values?: Parameters<Translate>[1]): string {
  const lang = rootOf(args)?.lang;
  if (serverTranslator && isLang(lang)) return serverTranslator(lang)(key, values);
  return en[key];
}

/** The page's messages and dates, for its head. */
export function metaI18n(args: MetaMatchesArg): Pick<I18n, "t" | "date"> {
  const lang = rootOf(args)?.lang;
  const reader = isLang(lang) ? lang : "en";
  return { t: (key, values) => messageOf(args, key, values), date: (value, style) => dateIn(reader, value, style) };
}

/** The school profile the root loader read (a blank one if it failed). */
export function schoolOf(args: MetaMatchesArg): SchoolView {
  return rootOf(args)?.school ?? toSchoolView(blankProfile());
}

/** What a page's meta may add or change. */
interface PageMetaOptions {
  title?: string;
  description?: string;
  /** More structured data for the page (events, news), given the school and the site's origin. */
  structured?: (school: SchoolView, origin: string) => unknown[];
}

/**
 * The head of a public page: <title> and meta description named after the
 * school of the profile, then the sharing tags (share-meta.ts) that the
 * renderer writes at the end of <head>.
 */
export function pageMeta(args: MetaMatchesArg, path: string, options: PageMetaOptions = {}): MetaDescriptor[] {
  const school = schoolOf(args);
  // Pages staff added at their own address are not in the route table: their own title and description serve.
  const info = routeByPath.get(path);
  const lang = rootOf(args)?.lang;
  // A built-in page's name in the reader's language (a page's own title comes translated).
  const builtIn = info && isLang(lang) ? siteLabel(lang, info.title) : null;
  const name = options.title ?? builtIn ?? info?.title ?? "";
  // …and its description (what a search result shows under the title).
  const builtInAbout = info && isLang(lang) ? siteDescription(lang, path) : null;
  const about = options.description ?? builtInAbout ?? info?.description ?? "";
  const home = path === "/";
  const title = home
    ? school.tagline
      ? `${school.name} | ${school.tagline}`
      : school.name
    : `${name} | ${school.name}`;
  const description = home ? `${school.name}: ${about}` : about;
  const page: MetaDescriptor[] = [{ title }, { name: "description", content: description }];
  return [...page, ...shareOf(args, { title, description, name: info?.title ?? name, structured: options.structured })];
}

/** The sharing tags of a page, or none outside a page render (no root data). */
export function shareOf(
  args: MetaMatchesArg,
  page: { title: string; description: string; name: string; structured?: PageMetaOptions["structured"] },
): MetaDescriptor[] {
  const root = rootOf(args);
  if (!root?.school || !args.location) return [];
  const origin = root.origin ?? "";
  // React Router sees the English address; the page's own carries its language.
  return shareMeta({
    origin,
    school: root.school,
    location: args.location,
    prefix: root.lang && root.lang !== "en" ? `/${root.lang}` : "",
    title: page.title,
    description: page.description,
    name: page.name,
    structured: page.structured?.(root.school, origin),
  });
}
