import enhanceScript from "virtual:enhance-script";
import martelHref from "@fontsource/martel/files/martel-latin-800-normal.woff2?url";
import muktaHref from "@fontsource/mukta/files/mukta-latin-400-normal.woff2?url";
import type { ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { brandCss } from "./components/layout/brand-colours.ts";
import { useNonce } from "./components/layout/nonce.ts";
import { NotFoundHelp } from "./components/layout/not-found.tsx";
import { PublicFrame } from "./components/layout/public-frame.tsx";
import { SchoolProvider, useSchool } from "./components/layout/school-context.tsx";
import stylesHref from "./styles/site.css?url";

/**
 * The public header and footer, and the 404 page's ways on, are drawn by the
 * server only. Public pages never hydrate (docs/decisions/003); the browser
 * renders this module for the staff area alone, so its bundle leaves them
 * (and the site map they read) out: import.meta.env.SSR is false there and
 * the bundler drops the unused import.
 */
const ServerPublicFrame = import.meta.env.SSR ? PublicFrame : null;
const ServerNotFoundHelp = import.meta.env.SSR ? NotFoundHelp : null;

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesHref },
  // The text and heading fonts of the first screen (site.css); other weights and scripts load as needed.
  { rel: "preload", href: muktaHref, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "preload", href: martelHref, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/**
 * The school profile for every page (header, footer, meta tags, forms: see
 * useSchool()) and its stored header menu (pages as data; null keeps the
 * built-in one).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const staff = new URL(request.url).pathname.startsWith("/admin");
  const [school, menu] = await Promise.all([context.site.school(), staff ? null : context.site.menu?.()]);
  return { school, menu: menu ?? null };
}

// The staff area reads the profile through its own API; its navigations need not ask again.
export const shouldRevalidate = () => false;

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const fallback = useSchool();
  return (
    <SchoolProvider value={data?.school ?? fallback}>
      <Page>{children}</Page>
    </SchoolProvider>
  );
}

function Page({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const school = useSchool();
  const stored = useRouteLoaderData<typeof loader>("root")?.menu;
  // The staff area has its own layout (routes/admin) and is the only part that hydrates.
  const staff = useLocation().pathname.startsWith("/admin");
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={school.colours.primary} />
        <Meta />
        <Links />
        {/* The school's brand colours (checked for contrast when saved) replace the stylesheet's. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: brandCss lets only #rrggbb values through */}
        <style nonce={nonce} data-brand="" dangerouslySetInnerHTML={{ __html: brandCss(school.colours) }} />
      </head>
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        {staff || !ServerPublicFrame ? children : <ServerPublicFrame menu={stored}>{children}</ServerPublicFrame>}
        {staff ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : (
          // Public pages are server HTML plus small behaviours; React stays on the server (docs/decisions/003).
          <script type="module" src={enhanceScript} nonce={nonce} />
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
  let message = "Something went wrong. Please try again later.";
  let status = 500;
  if (isRouteErrorResponse(error)) {
    status = error.status;
    message =
      error.status === 404
        ? "Page not found. The address may be mistyped, or the page has moved."
        : error.statusText || message;
  }
  return (
    <div className="error-screen">
      <h1>Unexpected Application Error!</h1>
      <p className="error-screen__message">
        {status} {message}
      </p>
      {status === 404 && ServerNotFoundHelp ? (
        <ServerNotFoundHelp />
      ) : status === 404 ? null : (
        <p>
          <a href="/">Go to the home page</a>
        </p>
      )}
    </div>
  );
}
