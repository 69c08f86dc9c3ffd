import type { MetaDescriptor } from "react-router";
import type { SchoolView } from "../../../contract/school-view.ts";
import { APP_ICON } from "../../../contract/share-card.ts";
import type { SharePhoto } from "./first-photo.ts";
import { isShareTag, type MetaSource, routeMeta } from "./route-meta.ts";
import { photoMeta, withPhoto } from "./share-meta.ts";

/** Every public page: the web app manifest and the home-screen icon. */
const APP_LINKS = `<link rel="manifest" href="/manifest.webmanifest"/><link rel="apple-touch-icon" href="${APP_ICON(192)}"/>`;

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" };
/** Escaped as React escapes attribute values. */
const escapeAttr = (s: string) => s.replace(/[&<>"']/g, (c) => ENTITIES[c]);
/** React's names for the attributes routes may write in camel case. */
const ATTRIBUTE: Record<string, string> = { hrefLang: "hreflang", crossOrigin: "crossorigin" };

function tag(d: MetaDescriptor): string {
  if ("script:ld+json" in d) {
    // "<" escaped so no text can close the script.
    return `<script type="application/ld+json">${JSON.stringify(d["script:ld+json"]).replace(/</g, "\\u003c")}</script>`;
  }
  const { tagName = "meta", ...rest } = d as Record<string, unknown>;
  const attributes = Object.entries(rest)
    .filter(([, v]) => v !== undefined && v !== null)
    .map(([k, v]) => ` ${ATTRIBUTE[k] ?? k}="${escapeAttr(String(v))}"`)
    .join("");
  return `<${tagName === "link" ? "link" : "meta"}${attributes}/>`;
}

/**
 * The end of a public page's <head>, as the renderer writes it: the app
 * links, then (for a page answered 200) the sharing tags of the routes'
 * `meta`, with the first photo the page drew as the preview unless the
 * route named one.
 */
export function headEnd(source: MetaSource, status: number, firstPhoto: SharePhoto | null): string {
  if (status !== 200) return APP_LINKS;
  const root = source.loaderData.root as { school?: SchoolView; origin?: string } | undefined;
  const tags = routeMeta(source).filter(isShareTag);
  if (!root?.school || tags.length === 0) return APP_LINKS + tags.map(tag).join("");
  const picture = photoMeta(root.origin ?? "", firstPhoto, root.school.name);
  return APP_LINKS + withPhoto(tags, picture).map(tag).join("");
}
