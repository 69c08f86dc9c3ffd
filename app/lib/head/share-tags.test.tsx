import { createRequestHandler, Links, Outlet, type ServerBuild, useLoaderData } from "react-router";
import { describe, expect, it } from "vitest";
import { blankProfile, toSchoolView } from "../../../contract/school-profile-rules.ts";
import { pageMeta } from "../../components/layout/meta.ts";
import { ResponsiveImage } from "../../components/ui/responsive-image.tsx";
import handleRequest from "../../entry.server.tsx";
import { DocumentMeta } from "./document-meta.tsx";

/**
 * The head of a public page comes from its route's meta alone: the real
 * entry (app/entry.server.tsx) renders a small build whose page is titled
 * with markup, as a staff member may title a page.
 */
const TITLE = `X "'><img src=x onerror=alert(1)> & Co`;

const Layout = ({ children }: { children: React.ReactNode }) => (
  <html lang="en-IN">
    <head>
      <DocumentMeta />
      <Links />
      <style>{"body{}"}</style>
    </head>
    <body>{children}</body>
  </html>
);

function Page() {
  const { photos } = useLoaderData<{ photos: string[] }>();
  return (
    <main>
      <h1>{TITLE}</h1>
      {photos.map((file, i) => (
        <ResponsiveImage key={file} photo={{ file, width: 800, height: 600 }} alt={`Photo ${i + 1} "quoted"`} />
      ))}
    </main>
  );
}

function testBuild(): ServerBuild {
  const route = (id: string, path: string | undefined, module: Record<string, unknown>) => ({
    id,
    parentId: id === "root" ? undefined : "root",
    path,
    index: false,
    caseSensitive: undefined,
    module,
  });
  const routes = {
    root: route("root", "", {
      default: () => <Outlet />,
      Layout,
      loader: () => ({ school: toSchoolView(blankProfile("Test School")), origin: "https://school.example" }),
    }),
    page: route("page", "*", {
      default: Page,
      loader: ({ request }: { request: Request }) => ({
        photos: new URL(request.url).pathname === "/with-photos" ? ["ab/first.jpg", "cd/second.jpg"] : [],
      }),
      meta: (args: never) => pageMeta(args, (args as { location: Location }).location.pathname, { title: TITLE }),
    }),
  };
  const assets = Object.fromEntries(
    Object.values(routes).map((r) => [
      r.id,
      { id: r.id, parentId: r.parentId, path: r.path, hasLoader: true, module: `/assets/${r.id}.js`, imports: [] },
    ]),
  );
  const manifest = { entry: { module: "/assets/entry.js", imports: [] }, routes: assets, url: "/m.js", version: "1" };
  const entry = { module: { default: handleRequest, streamTimeout: 10_000 } };
  const routeDiscovery = { mode: "lazy", manifestPath: "/__manifest" };
  return {
    routes,
    assets: manifest,
    entry,
    basename: "/",
    future: {},
    ssr: true,
    routeDiscovery,
    prerender: [],
  } as unknown as ServerBuild;
}

const handler = createRequestHandler(testBuild(), "production");
const page = async (path: string) => (await handler(new Request(`https://school.example${path}`), {} as never)).text();
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]));

describe("the head of a public page", () => {
  it("names the page in its breadcrumb data as the text it is, with no HTML entities (F5)", async () => {
    const html = await page("/made-by-staff");
    const [crumbs] = jsonLd(html);
    expect(crumbs.itemListElement[1]).toEqual({
      "@type": "ListItem",
      position: 2,
      name: TITLE,
      item: "https://school.example/made-by-staff",
    });
    // Still safe: no markup of the title can close the script.
    expect(html).not.toContain("<img src=x");
  });

  it("gives sharing previews the page's first photo, with its own description", async () => {
    const html = await page("/with-photos");
    expect(html).toContain('<meta property="og:image" content="https://school.example/share-image/ab/first.jpg"/>');
    expect(html).toContain('<meta property="og:image:alt" content="Photo 1 &quot;quoted&quot;"/>');
    expect(html).toContain('<meta name="twitter:image" content="https://school.example/share-image/ab/first.jpg"/>');
  });

  it("shows the brand card, described by the school's name, on a page without photos", async () => {
    const html = await page("/made-by-staff");
    expect(html).toContain('<meta property="og:image" content="https://school.example/brand-card.png"/>');
    expect(html).toContain('<meta property="og:image:alt" content="Test School"/>');
  });

  it("writes the title once, and the sharing tags after the page's styles", async () => {
    const html = await page("/made-by-staff");
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain(
      "<title>X &quot;&#x27;&gt;&lt;img src=x onerror=alert(1)&gt; &amp; Co | Test School</title>",
    );
    expect(html.indexOf("<style>")).toBeLessThan(html.indexOf('<link rel="canonical"'));
    expect(html.indexOf('<link rel="canonical"')).toBeLessThan(html.indexOf("</head>"));
  });
});
