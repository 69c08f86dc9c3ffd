import enhanceScript from "virtual:enhance-script";
import martelHref from "@fontsource/martel/files/martel-latin-800-normal.woff2?url";
import muktaHref from "@fontsource/mukta/files/mukta-latin-400-normal.woff2?url";
import muktaBoldHref from "@fontsource/mukta/files/mukta-latin-700-normal.woff2?url";
import type { ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import { HTML_LANG, isLang, type Lang } from "../contract/languages.ts";
import { isStaffPath } from "../contract/staff-area.ts";
import type { Route } from "./+types/root";
import { brandCss } from "./components/layout/brand-colours.ts";
import { useNonce } from "./components/layout/nonce.ts";
import { NotFoundHelp } from "./components/layout/not-found.tsx";
import { PublicFrame } from "./components/layout/public-frame.tsx";
import { SchoolProvider, useSchool } from "./components/layout/school-context.tsx";
import { BRAND_FONTS_KEY } from "./enhance/brand-fonts.ts";
import { enFrame } from "./i18n/catalogues/en-frame.ts";
import { type I18n, I18nProvider, i18nOf, useI18n } from "./i18n/i18n-context.tsx";
import { translator } from "./i18n/translate.ts";
import { DocumentMeta } from "./lib/head/document-meta.tsx";
import muktaDevanagariHref from "./styles/fonts/mukta-devanagari-basic.woff2?url";
import stylesHref from "./styles/site.css?url";

/** Names the brand fonts (html.fonts, site.css) when an earlier page has fetched them; storage may be off. */
const BRAND_FONTS_SCRIPT = `try{if(localStorage.getItem("${BRAND_FONTS_KEY}"))document.documentElement.classList.add("fonts")}catch(e){}`;

/**
 * Marathi and Hindi pages, just after the stylesheet: asks whether site.css's "Deva" (the device's own
 * Noto Sans Devanagari) loads, and only if it does not (a bare Linux desktop) preloads Mukta's basic
 * Devanagari file ("Deva Mukta", font-display: block), so it comes before the first layout instead of re-flowing
 * the page when it arrives. Every Android phone has the font: its first Marathi page fetches no font at all
 * (28 KB less before the photos on mobile data). `load` rejects when no local() source is found.
 */
const devanagariPreloadScript = (href: string) =>
  // Public pages only, which the server alone draws: the staff area's bundle leaves the text out (SSR is false there).
  !import.meta.env.SSR
    ? ""
    : `try{var p=function(){var l=document.createElement("link");l.rel="preload";l.as="font";l.type="font/woff2";l.crossOrigin="anonymous";l.href=${JSON.stringify(href)};document.head.appendChild(l)};document.fonts.load("1em Deva","\\u0915").then(function(f){if(!f.length)p()},p)}catch(e){p&&p()}`;

/**
 * Public pages run the behaviours' entry once the page's first paint is on screen: fetched from the start
 * (modulepreload, beside the font and photos), run when the browser reports that paint. Run as a module script at
 * the end of the parse, it and the behaviours it imports went before the paint, and Lighthouse counted all of them on
 * the path to it (bench/RESULTS.md, issue 29); waiting two frames was not enough, as a frame is reported on screen
 * later than it is drawn. Everything works before it runs (docs/decisions/003). A browser that does not report
 * paints, or a tab opened in the background (it paints once shown), runs it at the load event or after 3 s.
 */
const enhanceLoaderScript = (href: string) =>
  !import.meta.env.SSR
    ? ""
    : `(function(){var ran=0,run=function(){if(!ran){ran=1;import(${JSON.stringify(href)})}},soon=function(){setTimeout(run,0)},` +
      `P=window.PerformanceObserver,paints=!!(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0),` +
      `fcp="first-contentful-paint";if(paints){if(performance.getEntriesByName(fcp).length)return soon();` +
      `new P(function(l,o){if(l.getEntriesByName(fcp).length){o.disconnect();soon()}}).observe({type:"paint",buffered:true})}` +
      `addEventListener("load",function(){setTimeout(run,paints&&document.visibilityState==="visible"?3000:0)})})()`;

/**
 * The public header and footer, and the 404 page's ways on, are drawn by the
 * server only. Public pages never hydrate (docs/decisions/003); the browser
 * renders this module for the staff area alone, so its bundle leaves them
 * (and the site map they read) out: import.meta.env.SSR is false there and
 * the bundler drops the unused import.
 */
const ServerPublicFrame = import.meta.env.SSR ? PublicFrame : null;
const ServerNotFoundHelp = import.meta.env.SSR ? NotFoundHelp : null;
/** The ICU message formatter runs on the server only; the staff app in the browser reads English (i18n-context.tsx). */
const serverTranslator = import.meta.env.SSR ? translator : null;
const i18nCache = new Map<Lang, I18n>();
function i18nFor(lang: Lang): I18n | null {
  if (!serverTranslator) return null;
  let i18n = i18nCache.get(lang);
  if (!i18n) {
    i18n = i18nOf(lang, serverTranslator);
    i18nCache.set(lang, i18n);
  }
  return i18n;
}

export const links: Route.LinksFunction = () => [
  // No font is preloaded: a visitor's first page is drawn in the phone's fonts (site.css, docs/decisions/009).
  { rel: "stylesheet", href: stylesHref },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/**
 * The school profile for every page (header, footer, meta tags, forms: see
 * useSchool()), its stored header menu (pages as data; null keeps the
 * built-in one) and the site's origin.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const staff = isStaffPath(new URL(request.url).pathname);
  const [school, menu] = await Promise.all([context.site.school(), staff ? null : context.site.menu()]);
  // The page handler takes a language's prefix off the address (/mr/history is /history in Marathi).
  const lang: Lang = !staff && isLang(context.lang) ? context.lang : "en";
  // In another language, the menu names the school's pages by their translated titles.
  const titles = lang === "en" ? {} : await context.site.pageTitles(lang);
  // The site's public origin, for the absolute addresses of the sharing tags (app/lib/head).
  return { school, menu: menu ?? null, lang, titles, origin: context.origin ?? "" };
}

/**
 * Only the error screen has a title of its own here: a page's route writes
 * its own, and a route without one keeps inheriting nothing, as before.
 * Without this an unknown address had an empty <title> (tab and history
 * showed the bare address).
 */
export const meta: Route.MetaFunction = ({ error, matches }) => {
  if (!error) return [];
  // Read from the root's own data, not through components/layout/meta.ts: that module brings the
  // site map into the staff area's first load.
  const root = matches[0]?.data as { lang?: Lang; school?: { name?: string } } | undefined;
  const lang = root?.lang ?? "en";
  const t = i18nFor(lang)?.t ?? ((key: keyof typeof enFrame) => enFrame[key]);
  const what = t(isRouteErrorResponse(error) && error.status === 404 ? "error.notFoundTitle" : "error.failedTitle");
  const school = root?.school?.name;
  return [{ title: school ? `${what} | ${school}` : what }];
};

// The staff area reads the profile through its own API; its navigations need not ask again.
export const shouldRevalidate = () => false;

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const fallback = useSchool();
  const fallbackI18n = useI18n();
  return (
    <SchoolProvider value={data?.school ?? fallback}>
      <I18nProvider value={i18nFor(data?.lang ?? "en") ?? fallbackI18n}>
        <Page>{children}</Page>
      </I18nProvider>
    </SchoolProvider>
  );
}

function Page({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const school = useSchool();
  const { lang, t } = useI18n();
  const rootData = useRouteLoaderData<typeof loader>("root");
  const stored = rootData?.menu;
  const titles = rootData?.titles ?? {};
  // The staff area has its own layout (routes/admin) and is the only part that hydrates.
  const staff = isStaffPath(useLocation().pathname);
  return (
    <html lang={HTML_LANG[lang]} className={staff ? "fonts" : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {staff ? (
          // The staff area is one long-lived page: an optional font that missed its first paint would stay
          // missing all session (and a wider fallback pushed fields off a phone's screen), so it fetches them first.
          [muktaHref, muktaBoldHref, martelHref].map((href) => (
            <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
          ))
        ) : (
          // Before the first paint: the brand fonts once this browser holds them (app/enhance/brand-fonts.ts).
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script, no data in it
          <script nonce={nonce} dangerouslySetInnerHTML={{ __html: BRAND_FONTS_SCRIPT }} />
        )}
        <meta name="theme-color" content={school.colours.primary} />
        <DocumentMeta />
        <Links />
        {!staff && lang !== "en" ? (
          // Only a device without a Devanagari font of its own fetches one before the first layout (see the
          // script). Without JavaScript it is always asked for: empty boxes or a re-flow would be worse.
          <>
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script, the file's address only */}
            <script nonce={nonce} dangerouslySetInnerHTML={{ __html: devanagariPreloadScript(muktaDevanagariHref) }} />
            <noscript>
              <link rel="preload" href={muktaDevanagariHref} as="font" type="font/woff2" crossOrigin="anonymous" />
            </noscript>
          </>
        ) : null}
        {/* The school's brand colours (checked for contrast when saved) replace the stylesheet's. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: brandCss lets only #rrggbb values through */}
        <style nonce={nonce} data-brand="" dangerouslySetInnerHTML={{ __html: brandCss(school.colours) }} />
      </head>
      <body>
        <a className="skip-link" href="#main">
          {t("layout.skipLink")}
        </a>
        {staff || !ServerPublicFrame ? (
          children
        ) : (
          <ServerPublicFrame menu={stored} titles={titles}>
            {children}
          </ServerPublicFrame>
        )}
        {staff ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : (
          // Public pages are server HTML plus small behaviours; React stays on the server (docs/decisions/003).
          <>
            <link rel="modulepreload" href={enhanceScript} />
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script, the file's address only */}
            <script nonce={nonce} dangerouslySetInnerHTML={{ __html: enhanceLoaderScript(enhanceScript) }} />
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** The generic error screen of spec section 2, for unknown routes and failing loaders. */
export function ErrorBoundary() {
  const error = useRouteError();
  const { t, href } = useI18n();
  let message = t("error.generic");
  let status = 500;
  if (isRouteErrorResponse(error)) {
    status = error.status;
    message = error.status === 404 ? t("error.notFound") : error.statusText || message;
  }
  return (
    <div className="error-screen">
      <h1>{t("error.title")}</h1>
      {status === 404 ? (
        // A mistyped address is not the visitor's fault: calm words, the code kept small for whoever reports it.
        <p className="error-screen__message error-screen__message--calm">
          {message} <span className="error-screen__code">{t("error.code", { status })}</span>
        </p>
      ) : (
        <p className="error-screen__message">
          {status} {message}
        </p>
      )}
      {status === 404 && ServerNotFoundHelp ? (
        <ServerNotFoundHelp />
      ) : status === 404 ? null : (
        <p>
          <a href={href("/")}>{t("error.goHome")}</a>
        </p>
      )}
    </div>
  );
}
