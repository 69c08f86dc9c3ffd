import {
  createRequestHandler,
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  redirect,
  type ServerBuild,
  useLoaderData,
  useRouteError,
} from "react-router";
import { describe, expect, it, vi } from "vitest";
import handleRequest, { renderDocument } from "../../app/entry.server.tsx";
import { type PageDocument, publicDocuments } from "./public-document.ts";

/**
 * A small React Router build with one route of each kind public pages have,
 * rendered by the real entry (app/entry.server.tsx). Every page must come
 * out as React Router's own request handler makes it: same status, headers
 * and HTML (less the empty Suspense marker of its hydration data, which no
 * public page reads).
 */
const Root = () => <Outlet />;
const Layout = ({ children }: { children: React.ReactNode }) => (
  <html lang="en-IN">
    <head>
      <Meta />
      <Links />
    </head>
    <body>{children}</body>
  </html>
);
const ErrorBoundary = () => {
  const error = useRouteError();
  return <p>{isRouteErrorResponse(error) ? `${error.status} ${error.data ?? ""}` : (error as Error).message}</p>;
};
const Page = () => <h1>{useLoaderData<{ title: string }>().title}</h1>;

function testBuild(): ServerBuild {
  const route = (id: string, path: string | undefined, module: Record<string, unknown>, index = false) => ({
    id,
    parentId: id === "root" ? undefined : "root",
    path,
    index,
    caseSensitive: undefined,
    module,
  });
  const routes = {
    root: route("root", "", {
      default: Root,
      Layout,
      ErrorBoundary,
      loader: () => ({ school: "Alpha" }),
      links: () => [{ rel: "icon", href: "/favicon.svg" }],
    }),
    home: route(
      "home",
      undefined,
      { default: Page, loader: () => ({ title: "Welcome" }), meta: () => [{ title: "Home" }] },
      true,
    ),
    news: route("news", "news", {
      default: Page,
      loader: ({ request }: { request: Request }) => ({
        title: `News ${new URL(request.url).searchParams.get("year")}`,
      }),
    }),
    limited: route("limited", "limited", {
      default: Page,
      loader: () => data({ title: "Slow down" }, { status: 429, headers: { "Retry-After": "30" } }),
      headers: ({ loaderHeaders }: { loaderHeaders: Headers }) => {
        const out = new Headers(loaderHeaders);
        out.set("Cache-Control", "no-store");
        return out;
      },
    }),
    missing: route("missing", "gone", {
      default: Page,
      loader: () => {
        throw data("No such page", { status: 404 });
      },
    }),
    broken: route("broken", "broken", {
      default: Page,
      loader: () => {
        throw new Error("database password is hunter2");
      },
    }),
    // A school's own page whose address starts with the letters "admin".
    administration: route("administration", "administration", {
      default: Page,
      loader: () => ({ title: "Administration" }),
    }),
    moved: route("moved", "old-address", { loader: () => redirect("/new-address", 301) }),
    moving: route("moving", "moving", { default: Page, loader: () => redirect("/news?year=2024") }),
  };
  const assets = Object.fromEntries(
    Object.values(routes).map((r) => [
      r.id,
      {
        id: r.id,
        parentId: r.parentId,
        path: r.path,
        index: r.index,
        hasLoader: true,
        hasAction: false,
        hasClientAction: false,
        hasClientLoader: false,
        hasClientMiddleware: false,
        hasDefaultExport: "default" in r.module,
        hasErrorBoundary: "ErrorBoundary" in r.module,
        module: `/assets/${r.id}.js`,
        imports: [],
        css: [],
      },
    ]),
  );
  return {
    routes,
    assets: {
      entry: { module: "/assets/entry.js", imports: [] },
      routes: assets,
      url: "/assets/manifest.js",
      version: "1",
    },
    entry: { module: { default: handleRequest, renderDocument, streamTimeout: 10_000 } },
    basename: "/",
    future: { v8_middleware: false, v8_passThroughRequests: false, v8_trailingSlashAwareDataRequests: false },
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
  } as unknown as ServerBuild;
}

const build = testBuild();
const reactRouter = createRequestHandler(build, "production");

async function both(path: string, init?: RequestInit) {
  const errors: unknown[] = [];
  const documents = publicDocuments(build, (error) => errors.push(error));
  const request = () => new Request(`http://school.example${path}`, init);
  const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
  try {
    const ours = asResponse(await documents(request(), { nonce: "" }));
    const theirs = await reactRouter(request(), { nonce: "" } as never);
    return { ours, theirs, errors };
  } finally {
    quiet.mockRestore();
  }
}

/** A document as the Response React Router's handler would have made of it. */
const asResponse = (answer: PageDocument | Response | null) =>
  answer instanceof Response || !answer ? answer : new Response(answer.html, answer);
const headersOf = (response: Response) => Object.fromEntries(response.headers);
/** React Router's empty Suspense boundary for its hydration data, which public pages do not carry. */
const withoutHandoff = (html: string) => html.replace("<!--$--><!--/$-->", "");

describe("public pages rendered without React Router's request handler", () => {
  it("draws a school's page at /administration as a public page; only /admin and /admin/… are the staff area's", async () => {
    const documents = publicDocuments(build, () => {});
    const page = asResponse(await documents(new Request("http://school.example/administration"), { nonce: "" }));
    expect(page?.status).toBe(200);
    expect(await page?.text()).toContain("<h1>Administration</h1>");
    for (const staff of ["/admin", "/admin/", "/admin/pages", "/admin?next=%2Fadmin%2Fpages"]) {
      expect(await documents(new Request(`http://school.example${staff}`), { nonce: "" }), staff).toBeNull();
    }
  });

  it.each([
    ["the home page", "/", 200, "<h1>Welcome</h1>"],
    ["a page reading its query", "/news?year=2024", 200, "<h1>News 2024</h1>"],
    ["a loader's own status and headers", "/limited", 429, "<h1>Slow down</h1>"],
    ["a page that is not there", "/gone", 404, "<p>404 No such page</p>"],
    ["an address no route has", "/no/such/address", 404, "<p>404 "],
  ])("%s comes out as React Router makes it", async (_what, path, status, shows) => {
    const { ours, theirs } = await both(path);
    if (!ours) throw new Error("not rendered");
    expect(ours.status).toBe(status);
    expect(theirs.status).toBe(status);
    expect(headersOf(ours)).toEqual(headersOf(theirs));
    const html = await ours.text();
    expect(html).toContain(shows);
    expect(html).toBe(withoutHandoff(await theirs.text()));
  });

  it("keeps the headers a page's headers function sets from its loader's", async () => {
    const { ours } = await both("/limited");
    expect(ours?.headers.get("cache-control")).toBe("no-store");
    expect(ours?.headers.get("retry-after")).toBe("30");
  });

  it("shows the error screen without the error's words, and reports the error", async () => {
    const { ours, theirs, errors } = await both("/broken");
    if (!ours) throw new Error("not rendered");
    expect(ours.status).toBe(500);
    const html = await ours.text();
    expect(html).toContain("Unexpected Server Error");
    expect(html).not.toContain("hunter2");
    expect(html).toBe(withoutHandoff(await theirs.text()));
    expect(String(errors[0])).toContain("hunter2");
  });

  it("answers a loader's redirect as React Router does", async () => {
    for (const path of ["/old-address", "/moving"]) {
      const { ours, theirs } = await both(path);
      expect(ours?.status).toBe(theirs.status);
      expect(ours?.headers.get("location")).toBe(theirs.headers.get("location"));
    }
    expect((await both("/old-address")).ours?.headers.get("location")).toBe("/new-address");
  });

  it("answers a request its visitor already left with a 500 and logs nothing, as React Router does", async () => {
    const left = new AbortController();
    left.abort();
    const { ours, theirs, errors } = await both("/news?year=2024", { signal: left.signal });
    expect(ours?.status).toBe(500);
    expect(theirs.status).toBe(500);
    expect(errors).toEqual([]);
  });

  it("leaves form posts, the staff area and React Router's data requests to React Router", async () => {
    const documents = publicDocuments(build, () => {});
    for (const [path, method] of [
      ["/news", "POST"],
      ["/admin/login", "GET"],
      ["/news.data", "GET"],
      ["/__manifest?paths=/news", "GET"],
      ["/news?_routes=root", "GET"],
    ]) {
      expect(await documents(new Request(`http://school.example${path}`, { method }), { nonce: "" })).toBeNull();
    }
  });
});
