/**
 * Pages as data, without zod (the public renderer and the staff editor
 * import this; contract/pages.ts holds the schemas). A page is a title, a
 * description and an ordered list of typed blocks. Text fields may carry a
 * tiny markup for bold, italic and links only — `**bold**`, `*italic*`,
 * `[label](https://…)` — parsed here into nodes and drawn as React elements,
 * so staff text never becomes HTML or script.
 */

export type { Person } from "./blocks/people.ts";
export { type Block, type BlockInput, type BlockOf, type BlockType, blockKinds, kindOf } from "./blocks/registry.ts";

import type { Loose } from "./blocks/kind.ts";
import type { Person } from "./blocks/people.ts";
import type { Block, BlockInput } from "./blocks/registry.ts";

export interface PageContent {
  /** Heading of the page and first part of <title>. */
  title: string;
  /** Meta description: one sentence a search result can show. */
  description: string;
  /** Breadcrumb trail between Home and the page, e.g. ["About Us"]. */
  trail?: string[];
  blocks: Block[];
}

/** A person card as the demo's files and import files write it. */
export type PersonInput = Loose<Person>;

/** A page as the demo's files and import files write it (rich text may be markup text). */
export type PageContentInput = Omit<PageContent, "blocks"> & { blocks: BlockInput[] };

export const PageLimits = { text: 5000, short: 300, blocks: 200, items: 200, slug: 80 } as const;

/** New page addresses: lowercase letters, digits and single dashes. */
export const NEW_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Stored addresses (imported ones keep the spec's capitals, e.g. SSC-Examination, RCNV). */
export const ANY_SLUG = /^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$/;

/**
 * Addresses a page may never take: the site's own screens and system paths
 * (the text pages of the route table may be written as pages, so they are not here).
 */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  "admin",
  "api",
  "assets",
  "files",
  "build",
  "health",
  "metrics",
  "sitemap-xml",
  "robots-txt",
  "favicon-ico",
  "home",
  "news",
  "events",
  "photo-gallery",
  "sub-gallery",
  "video-gallery",
  "testimonials",
  "newsletter",
  "media-gallery",
  "admission-enquire",
  "tc",
  "contact",
  "shining-stars",
  "login",
  "logout",
]);

/** A link that leaves the site (a web address, e-mail or phone), as opposed to a page of it (/…). */
export const isOffSite = (href: string): boolean => !href.startsWith("/");

export {
  hasControlCharacters,
  type InlineNode,
  isSafeHref,
  markupLinks,
  parseInline,
  type Rich,
  richFrom,
  richIsEmpty,
  richMarkup,
  richPlain,
} from "./blocks/rich.ts";
