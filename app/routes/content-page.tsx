import { data } from "react-router";
import { ANY_SLUG, RESERVED_SLUGS } from "../../contract/page-blocks.ts";
import { pageMeta } from "../components/layout/meta.ts";
import { PageHeader } from "../components/layout/page-header.tsx";
import { routeByPath } from "../content/site-map.ts";
import { messageCategoriesOf, photoPagesOf, stripMarkup } from "../features/content-page/collect-photo-pages.ts";
import { ComingSoonContact } from "../features/content-page/coming-soon-contact.tsx";
import { ContentBlocks } from "../features/content-page/content-blocks.tsx";
import type { Route } from "./+types/content-page";
import "../features/content-page/content-page.css";

/**
 * Every static, semi-static and tabbed photo page, and every page staff
 * added at its own address (the catch-all route): its published blocks from
 * the database plus its photos from the store. A route-table page not
 * written yet shows its title; any other unknown address is the 404 screen.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  const info = routeByPath.get(path);
  const slug = path.slice(1);
  // Reserved addresses are the site's own screens (the stored "home" holds the home page's texts).
  const stored = ANY_SLUG.test(slug) && !RESERVED_SLUGS.has(slug) ? await context.site.page?.(slug) : null;
  if (!stored && !info) throw new Response("Not Found", { status: 404, statusText: "Not Found" });
  const page = stored ?? {
    title: info?.title ?? "",
    description: info?.description ?? "",
    trail: info?.trail ?? [],
    blocks: [],
  };
  const photoPages = photoPagesOf(page.blocks);
  const photoLists = await Promise.all(photoPages.map((p) => context.site.pagePhotos(p)));
  const categories = messageCategoriesOf(page.blocks);
  const messages = categories.length
    ? (await context.site.list("message"))
        .filter((m) => categories.includes(m.category))
        .map((m) => ({ ...m, message: stripMarkup(m.message) }))
    : [];
  const imageSizes = messages.length
    ? await context.site.imageSizes(messages.flatMap((m) => m.attachments.slice(0, 1)))
    : {};
  return data(
    {
      path,
      page: {
        title: page.title,
        description: page.description,
        trail: page.trail ?? info?.trail ?? [],
        blocks: page.blocks,
      },
      photos: Object.fromEntries(photoPages.map((p, i) => [p, photoLists[i]])),
      messages,
      imageSizes,
    },
    // Staff edits show at once: browsers ask again each time, the server's page cache answers fast.
    { headers: { "Cache-Control": "public, no-cache" } },
  );
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData
    ? pageMeta(args, args.loaderData.path, {
        title: args.loaderData.page.title,
        description: args.loaderData.page.description,
      })
    : [];

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const { path, page, photos, messages, imageSizes } = loaderData;
  return (
    <>
      <PageHeader title={page.title} trail={page.trail} />
      <div className="page-body">
        <ContentBlocks blocks={page.blocks} photos={photos} messages={messages} imageSizes={imageSizes} />
        {path === "/coming-soon" ? <ComingSoonContact /> : null}
      </div>
    </>
  );
}
