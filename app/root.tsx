import enhanceScript from "virtual:enhance-script";
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
import { useNonce } from "./components/layout/nonce.ts";
import { SiteFooter } from "./components/layout/site-footer.tsx";
import { SiteHeader } from "./components/layout/site-header.tsx";
import stylesHref from "./styles/site.css?url";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesHref },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/** The school's stored header menu (pages as data); null keeps the built-in one. */
export async function loader({ context, request }: Route.LoaderArgs) {
  if (new URL(request.url).pathname.startsWith("/admin")) return { menu: null };
  return { menu: (await context.site.menu?.()) ?? null };
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const stored = useRouteLoaderData<typeof loader>("root")?.menu;
  // The staff area has its own layout (routes/admin) and is the only part that hydrates.
  const staff = useLocation().pathname.startsWith("/admin");
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b3d6b" />
        <Meta />
        <Links />
      </head>
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        {staff ? (
          children
        ) : (
          <>
            <SiteHeader groups={stored ?? undefined} />
            <main id="main" tabIndex={-1}>
              {children}
            </main>
            <SiteFooter />
          </>
        )}
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
      <p>
        <a href="/">Go to the home page</a>
      </p>
    </div>
  );
}
