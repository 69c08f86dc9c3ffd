import {
  createStaticHandler,
  type EntryContext,
  isRouteErrorResponse,
  type LoaderFunctionArgs,
  type RouteObject,
  type ServerBuild,
  type StaticHandlerContext,
} from "react-router";
import { isStaffPath } from "../../contract/staff-area.ts";

/** A page view's document: its status, its headers and the HTML as the string React made. */
export interface PageDocument {
  status: number;
  headers: Headers;
  html: string;
}

/** The entry's renderer of a public page (app/entry.server.tsx `renderDocument`). */
type RenderDocument = (request: Request, status: number, context: EntryContext, loadContext: unknown) => string;

/**
 * Renders a public page's document from the React Router build without
 * React Router's request handler (docs/decisions/005).
 *
 * Public pages never hydrate (docs/decisions/003), yet the framework's
 * document request prepared them for it: it encoded every loader's data as
 * a turbo-stream for the browser (which no public page reads), built a Web
 * request per loader, re-derived the route modules and the hand-over JSON on
 * every request. That was about a sixth of an uncached render. Here the
 * route tree, route modules and hand-over are made once per build, the same
 * static handler (React Router's own matching and loader calls) loads the
 * data, and the build's own entry (app/entry.server.tsx `renderDocument`)
 * renders it with React Router's ServerRouter, so `<Meta>`, `<Links>`,
 * loader data and error boundaries behave as before. The document comes back
 * as the string React made, never put through a Web Response.
 *
 * Only plain page views come here: GET or HEAD of a page with a component.
 * Everything else (form posts, the staff area, resource routes, data and
 * manifest requests of the staff app) answers `null` and goes to React
 * Router's handler, as does a page whose render throws (its error screen is
 * React Router's).
 */
export function publicDocuments(
  build: ServerBuild,
  /** Errors a page's loader threw (not a 404 or other response), as React Router's handleError would log them. */
  onError: (error: unknown, request: Request) => void,
): (request: Request, loadContext: unknown) => Promise<PageDocument | Response | null> {
  const handler = createStaticHandler(toDataRoutes(build), { basename: build.basename, future: build.future });
  const render = (build.entry.module as { renderDocument?: RenderDocument }).renderDocument;
  if (typeof render !== "function") throw new Error("The build's app/entry.server.tsx exports no renderDocument");
  const entryContextOf = entryContexts(build, handler);

  return async (request, loadContext) => {
    if (!isPageView(request, build)) return null;
    let result: Awaited<ReturnType<typeof handler.query>>;
    try {
      result = await handler.query(request, { requestContext: loadContext as never });
    } catch (error) {
      // As React Router's handler answers: a 500, the error logged unless the visitor left meanwhile.
      if (!request.signal.aborted) onError(error, request);
      return new Response(null, { status: 500 });
    }
    // A redirect (or other response) a loader returned or threw.
    if (result instanceof Response) return result;
    const leaf = result.matches[result.matches.length - 1];
    // A resource route (no component): React Router answers it as it is.
    if (leaf && !build.routes[leaf.route.id]?.module.default) return null;
    if (result.errors) {
      for (const error of Object.values(result.errors)) {
        if (!isRouteErrorResponse(error) || (error as { error?: unknown }).error) onError(error, request);
      }
      result.errors = sanitized(result.errors);
    }
    try {
      const html = render(request, result.statusCode, entryContextOf(result), loadContext);
      const headers = documentHeaders(result, build);
      headers.set("Content-Type", "text/html; charset=utf-8");
      return { status: result.statusCode, headers, html };
    } catch {
      // React Router's handler renders the error screen for it (and logs it).
      return null;
    }
  };
}

/**
 * A plain page view: GET or HEAD, not the staff app, its data and
 * route-manifest requests, nor React Router's own parameters.
 */
function isPageView(request: Request, build: ServerBuild): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  const url = new URL(request.url);
  return !(
    isStaffPath(url.pathname) ||
    url.pathname.endsWith(".data") ||
    url.pathname === build.routeDiscovery.manifestPath ||
    url.searchParams.has("index") ||
    url.searchParams.has("_routes")
  );
}

/**
 * What the entry's renderer is given for a loaded page: the parts that never
 * change are made once per build, the manifest once per set of matched routes.
 */
function entryContexts(
  build: ServerBuild,
  handler: ReturnType<typeof createStaticHandler>,
): (result: StaticHandlerContext) => EntryContext {
  const routeModules: EntryContext["routeModules"] = {};
  for (const [id, route] of Object.entries(build.routes)) if (route) routeModules[id] = route.module as never;
  const branches = (handler as unknown as { _internalRouteBranches?: unknown })._internalRouteBranches;
  // Read by <Scripts> only, which public pages do not render; made once as React Router makes it.
  const serverHandoffString = escapeHtml(
    JSON.stringify({
      basename: build.basename,
      future: build.future,
      routeDiscovery: build.routeDiscovery,
      ssr: build.ssr,
      isSpaMode: build.isSpaMode,
    }),
  );
  // ServerRouter builds its route objects from the manifest on every render:
  // given only the matched routes, it makes 2 of them instead of all ~90
  // (the staff area's included). Nothing a public page renders reads others.
  const manifests = new Map<string, ServerBuild["assets"]>();
  const manifestFor = (matches: StaticHandlerContext["matches"]) => {
    const ids = matches.map((m) => m.route.id);
    const key = ids.join(" ");
    let manifest = manifests.get(key);
    if (!manifest) {
      manifest = { ...build.assets, routes: Object.fromEntries(ids.map((id) => [id, build.assets.routes[id]])) };
      manifests.set(key, manifest);
    }
    return manifest;
  };
  return (result) =>
    ({
      manifest: manifestFor(result.matches),
      branches,
      routeModules,
      staticHandlerContext: result,
      criticalCss: undefined,
      serverHandoffString,
      renderMeta: {},
      future: build.future,
      ssr: build.ssr,
      routeDiscovery: build.routeDiscovery,
      isSpaMode: build.isSpaMode,
      serializeError: (error: Error) => ({ message: sanitize(error).message, stack: undefined }),
    }) as unknown as EntryContext;
}

/** The build's routes as React Router's data routes: ids, paths, loaders and error boundaries. */
function toDataRoutes(build: ServerBuild, parentId = ""): RouteObject[] {
  return Object.values(build.routes)
    .filter((route) => route && (route.parentId ?? "") === parentId)
    .map((route) => {
      if (!route) throw new Error("unreachable");
      const { module } = route;
      const loader = module.loader;
      const common = {
        id: route.id,
        path: route.path,
        // React Router always gives the root an error boundary (its default screen).
        hasErrorBoundary: route.id === "root" || module.ErrorBoundary != null,
        handle: module.handle,
        loader: loader
          ? async (args: LoaderFunctionArgs) => {
              const value = await loader(args as never);
              // A redirect given as data(…, { status: 30x }) is thrown as a response, as React Router does.
              if (isRedirectData(value)) throw new Response(null, value.init);
              return value;
            }
          : undefined,
      };
      return route.index
        ? ({ index: true, ...common } as RouteObject)
        : ({ caseSensitive: route.caseSensitive, children: toDataRoutes(build, route.id), ...common } as RouteObject);
    });
}

function isRedirectData(value: unknown): value is { init: ResponseInit } {
  if (!value || typeof value !== "object" || (value as { type?: unknown }).type !== "DataWithResponseInit")
    return false;
  const status = (value as { init?: ResponseInit }).init?.status;
  return typeof status === "number" && status >= 300 && status < 400 && status !== 304;
}

/** As React Router does in production: a thrown Error's message and stack stay on the server. */
function sanitize(error: unknown) {
  if (error instanceof Error) {
    const safe = new Error("Unexpected Server Error");
    safe.stack = undefined;
    return safe;
  }
  return error as Error;
}

function sanitized(errors: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(errors).map(([id, error]) => [id, sanitize(error)]));
}

/**
 * The page's response headers from its routes' `headers` exports, as React
 * Router's document request merges them: each route's function sees its
 * loader's headers and its parent's result; below an error boundary the
 * routes that did not render are left out, and the failing loader's headers
 * are passed as errorHeaders.
 */
function documentHeaders(context: StaticHandlerContext, build: ServerBuild): Headers {
  const boundary = context.errors ? context.matches.findIndex((m) => context.errors?.[m.route.id]) : -1;
  const matches = boundary >= 0 ? context.matches.slice(0, boundary + 1) : context.matches;
  let errorHeaders: Headers | undefined;
  if (boundary >= 0) {
    for (const match of context.matches.slice(boundary)) {
      const id = match.route.id;
      if (context.loaderHeaders[id] && !Object.hasOwn(context.loaderData, id)) {
        errorHeaders = context.loaderHeaders[id];
        break;
      }
    }
  }
  return matches.reduce((parentHeaders, match, index) => {
    const loaderHeaders = context.loaderHeaders[match.route.id] ?? new Headers();
    const headersOf = build.routes[match.route.id]?.module.headers;
    const headers = new Headers(
      headersOf == null
        ? parentHeaders
        : typeof headersOf === "function"
          ? headersOf({
              loaderHeaders,
              parentHeaders,
              actionHeaders: new Headers(),
              errorHeaders: errorHeaders && index === matches.length - 1 ? errorHeaders : undefined,
            })
          : headersOf,
    );
    // Cookies set by a loader or a parent are kept, as React Router keeps them.
    for (const from of headersOf == null ? [loaderHeaders] : [loaderHeaders, parentHeaders]) {
      const have = new Set(headers.getSetCookie());
      for (const cookie of from.getSetCookie()) if (!have.has(cookie)) headers.append("Set-Cookie", cookie);
    }
    return headers;
  }, new Headers());
}

const HTML_ESCAPES: Record<string, string> = {
  "&": "\\u0026",
  ">": "\\u003e",
  "<": "\\u003c",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};

/** React Router's escaping of JSON inside a script element. */
function escapeHtml(json: string): string {
  return json.replace(/[&><\u2028\u2029]/g, (c) => HTML_ESCAPES[c] ?? c);
}
