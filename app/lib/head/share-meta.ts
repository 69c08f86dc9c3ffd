import type { MetaDescriptor } from "react-router";
import type { SchoolView } from "../../../contract/school-view.ts";
import { BRAND_CARD, SHARE_IMAGE_PREFIX } from "../../../contract/share-card.ts";
import type { SharePhoto } from "./first-photo.ts";
import { breadcrumbs, organization } from "./structured-data.ts";

/** What a public page's sharing tags say. */
interface ShareInput {
  /** The site's public origin (root loader: AppContext.origin). */
  origin: string;
  school: SchoolView;
  /** The page's English address; an album keeps its id. */
  location: { pathname: string; search: string };
  /** A language's prefix of the page's own address ("/mr"), or "" for English. */
  prefix?: string;
  /** The document's <title> and description. */
  title: string;
  description: string;
  /** The page's own name for its breadcrumb (as text). */
  name: string;
  /** More structured data: the events or news on their pages. */
  structured?: unknown[];
  /** The picture of the preview; without one, the first photo the page draws (or the brand card). */
  photo?: SharePhoto;
}

/** Feeds a page announces. */
const FEEDS = {
  news: { rel: "alternate", type: "application/atom+xml", title: "Latest News", href: "/news/feed.xml" },
  letters: { rel: "alternate", type: "application/atom+xml", title: "Newsletter", href: "/newsletter/feed.xml" },
  calendar: { rel: "alternate", type: "text/calendar", title: "School calendar", href: "/events.ics" },
} as const;

function feeds(path: string): MetaDescriptor[] {
  const list =
    path === "/"
      ? [FEEDS.news, FEEDS.letters, FEEDS.calendar]
      : path === "/news"
        ? [FEEDS.news]
        : path === "/newsletter"
          ? [FEEDS.letters]
          : path === "/events"
            ? [FEEDS.calendar]
            : [];
  return list.map((f) => ({ tagName: "link", ...f }));
}

/**
 * The canonical address (tabs and filters dropped; an album keeps its id),
 * Open Graph and Twitter card tags, feed links and structured data of a
 * public page, for its route's `meta`. The renderer writes them at the end
 * of <head> (share-tags.ts).
 */
export function shareMeta(page: ShareInput): MetaDescriptor[] {
  const { origin, school } = page;
  const path = page.location.pathname;
  const id = path === "/sub-gallery" ? new URLSearchParams(page.location.search).get("id") : null;
  const own = `${page.prefix ?? ""}${path === "/" && page.prefix ? "/" : path}`;
  const canonical = `${origin}${own}${id ? `?id=${encodeURIComponent(id)}` : ""}`;
  const photo = page.photo ? photoMeta(origin, page.photo, school.name) : null;
  const structured =
    path === "/"
      ? [{ "@context": "https://schema.org", ...organization(school, origin) }]
      : [breadcrumbs(origin, own, page.name), ...(page.structured ?? [])];
  // The same page in each of the school's languages (issue 29), English as the default for everyone else.
  const query = id ? `?id=${encodeURIComponent(id)}` : "";
  const languages = school.languages ?? ["en"];
  const inLang = (lang: string) => `${origin}${lang === "en" ? path : `/${lang}${path}`}${query}`;
  const alternates: MetaDescriptor[] =
    languages.length > 1
      ? [
          ...languages.map((lang) => ({ tagName: "link", rel: "alternate", hrefLang: lang, href: inLang(lang) })),
          { tagName: "link", rel: "alternate", hrefLang: "x-default", href: inLang("en") },
        ]
      : [];
  const locale = page.prefix ? `${page.prefix.slice(1)}_IN` : "en_IN";
  return [
    { tagName: "link", rel: "canonical", href: canonical },
    ...alternates,
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: school.name },
    { property: "og:locale", content: locale },
    { property: "og:url", content: canonical },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    ...(photo?.og ?? []),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: page.title },
    { name: "twitter:description", content: page.description },
    ...(photo ? [photo.twitter] : []),
    ...feeds(path),
    ...structured.map((data) => ({ "script:ld+json": data as Record<string, unknown> })),
  ];
}

/** The preview picture's tags: a stored photo cropped to 1200×630 (share-image), else the brand card. */
export function photoMeta(origin: string, photo: SharePhoto | null, schoolName: string) {
  const path = photo ? photo.file.split("/").map(encodeURIComponent).join("/") : "";
  const image = photo ? `${origin}${SHARE_IMAGE_PREFIX}${path}` : `${origin}${BRAND_CARD.path}`;
  const og: MetaDescriptor[] = [
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(BRAND_CARD.width) },
    { property: "og:image:height", content: String(BRAND_CARD.height) },
    { property: "og:image:type", content: photo ? "image/jpeg" : "image/png" },
    { property: "og:image:alt", content: photo?.alt || schoolName },
  ];
  return { og, twitter: { name: "twitter:image", content: image } as MetaDescriptor };
}

/**
 * The sharing tags with the preview picture: the route's own when its meta
 * names one, else the page's first photo put after the descriptions.
 */
export function withPhoto(
  tags: MetaDescriptor[],
  picture: { og: MetaDescriptor[]; twitter: MetaDescriptor },
): MetaDescriptor[] {
  if (tags.some((d) => "property" in d && d.property === "og:image")) return tags;
  return tags.flatMap((d) => {
    if ("property" in d && d.property === "og:description") return [d, ...picture.og];
    if ("name" in d && d.name === "twitter:description") return [d, picture.twitter];
    return [d];
  });
}
