import { data } from "react-router";
import { isLang } from "../../contract/languages.ts";
import { ANY_SLUG, RESERVED_SLUGS } from "../../contract/page-blocks.ts";
import { routeByPath } from "../../contract/site-map.ts";
import { translatedBlocks } from "../../contract/translations.ts";
import { pageMeta } from "../components/layout/meta.ts";
import { PageHeader } from "../components/layout/page-header.tsx";
import { messageCategoriesOf, photoPagesOf, stripMarkup } from "../features/content-page/collect-photo-pages.ts";
import { ComingSoonContact } from "../features/content-page/coming-soon-contact.tsx";
import { ContentBlocks } from "../features/content-page/content-blocks.tsx";
import { useI18n } from "../i18n/i18n-context.tsx";
import { siteLabel } from "../i18n/site-labels.ts";
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
  const stored = ANY_SLUG.test(slug) && !RESERVED_SLUGS.has(slug) ? await context.site.page(slug) : null;
  if (!stored && !info) throw new Response("Not Found", { status: 404, statusText: "Not Found" });
  const page = stored ?? {
    title: info?.title ?? "",
    description: info?.description ?? "",
    trail: info?.trail ?? [],
    blocks: [],
  };
  // In another language: the page's translation, block by block; what has none is shown in English, marked so.
  const lang = isLang(context.lang) ? context.lang : "en";
  const translation = lang !== "en" && stored ? await context.site.pageTranslation(slug, lang) : null;
  const shown = lang === "en" ? null : translatedBlocks(page.blocks, translation?.blocks);
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
        title: translation?.title ?? page.title,
        description: translation ? (translation.description ?? "") : page.description,
        trail: page.trail ?? info?.trail ?? [],
        blocks: shown ? shown.map((s) => s.block) : page.blocks,
      },
      /** In another language: the title and each block shown in English for want of a translation. */
      english: shown ? { title: !translation, blocks: shown.map((s) => s.fallback === "en") } : null,
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
  const { path, page, photos, messages, imageSizes, english } = loaderData;
  const { lang } = useI18n();
  // An untranslated page of the route table still has its built-in name translated.
  const builtIn = english?.title ? siteLabel(lang, page.title) : null;
  return (
    <>
      <PageHeader
        title={builtIn ?? page.title}
        trail={page.trail}
        titleLang={english?.title && builtIn === null ? "en" : undefined}
      />
      <div className="page-body">
        <ContentBlocks
          blocks={page.blocks}
          english={english?.blocks}
          photos={photos}
          messages={messages}
          imageSizes={imageSizes}
        />
        {path === "/coming-soon" ? <ComingSoonContact /> : null}
      </div>
    </>
  );
}
