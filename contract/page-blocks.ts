/**
 * Pages as data, without zod (the public renderer and the staff editor
 * import this; contract/pages.ts holds the schemas). A page is a title, a
 * description and an ordered list of typed blocks. Text fields may carry a
 * tiny markup for bold, italic and links only — `**bold**`, `*italic*`,
 * `[label](https://…)` — parsed here into nodes and drawn as React elements,
 * so staff text never becomes HTML or script.
 */

export type { Person } from "./blocks/people.ts";
export { type Block, type BlockOf, type BlockType, blockKinds, kindOf } from "./blocks/registry.ts";

import { type Block, type BlockType, blockKinds } from "./blocks/registry.ts";

export interface PageContent {
  /** Heading of the page and first part of <title>. */
  title: string;
  /** Meta description: one sentence a search result can show. */
  description: string;
  /** Breadcrumb trail between Home and the page, e.g. ["About Us"]. */
  trail?: string[];
  blocks: Block[];
}

/** Plain names of the block types, for staff ("Part 3 (Table)"). */
export const blockTypeNames = Object.fromEntries(Object.values(blockKinds).map((k) => [k.type, k.name])) as Record<
  BlockType,
  string
>;

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

/** Characters that have no place in page text (tab and newline are fine). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: this pattern exists to find control characters
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]/;

export const hasControlCharacters = (s: string): boolean => CONTROL.test(s);

/** A link that leaves the site (a web address, e-mail or phone), as opposed to a page of it (/…). */
export const isOffSite = (href: string): boolean => !href.startsWith("/");

/**
 * A link address staff may use: http(s) web addresses, e-mail (mailto:),
 * phone (tel:) and pages of this site (/…). Everything else — javascript:,
 * data:, vbscript:, protocol-relative //host, backslashes, spaces or control
 * characters — is refused.
 */
export function isSafeHref(href: string): boolean {
  if (href.length === 0 || href.length > 2000) return false;
  if (/[\s\\<>"'`]/.test(href) || CONTROL.test(href)) return false;
  if (href.startsWith("/")) return !href.startsWith("//");
  if (/^https?:\/\/[^/?#]+/i.test(href)) return true;
  return /^mailto:[^/]+@[^/]+$/i.test(href) || /^tel:\+?[0-9()\-.]{3,30}$/i.test(href);
}

export type InlineNode =
  | { t: "text"; v: string }
  | { t: "b"; c: InlineNode[] }
  | { t: "i"; c: InlineNode[] }
  | { t: "a"; href: string; c: InlineNode[] };

/**
 * Parses the inline markup into nodes. Unclosed or unknown marks stay as
 * plain text; a backslash makes the next * [ ] ( ) \ plain. A link whose
 * address is not safe (isSafeHref) becomes its label as plain text.
 */
export function parseInline(text: string, depth = 0): InlineNode[] {
  const out: InlineNode[] = [];
  let buf = "";
  const flush = () => {
    if (buf) out.push({ t: "text", v: buf });
    buf = "";
  };
  let i = 0;
  while (i < text.length) {
    const ch = text[i];
    if (ch === "\\" && i + 1 < text.length && "*[]()\\".includes(text[i + 1])) {
      buf += text[i + 1];
      i += 2;
      continue;
    }
    if (depth < 3 && ch === "*" && text[i + 1] === "*") {
      const end = findClose(text, i + 2, "**");
      if (end > i + 2) {
        flush();
        out.push({ t: "b", c: parseInline(text.slice(i + 2, end), depth + 1) });
        i = end + 2;
        continue;
      }
    }
    if (depth < 3 && ch === "*" && text[i + 1] !== "*" && text[i + 1] !== " " && text[i + 1] !== undefined) {
      const end = findClose(text, i + 1, "*");
      if (end > i + 1 && text[end - 1] !== " ") {
        flush();
        out.push({ t: "i", c: parseInline(text.slice(i + 1, end), depth + 1) });
        i = end + 1;
        continue;
      }
    }
    if (depth < 3 && ch === "[") {
      const close = findClose(text, i + 1, "]");
      if (close > i + 1 && text[close + 1] === "(") {
        const paren = findClose(text, close + 2, ")");
        if (paren > close + 2) {
          const label = text.slice(i + 1, close);
          const href = text.slice(close + 2, paren).trim();
          flush();
          const children = parseInline(label, depth + 1);
          if (isSafeHref(href)) out.push({ t: "a", href, c: children });
          else out.push(...children);
          i = paren + 1;
          continue;
        }
      }
    }
    buf += ch;
    i++;
  }
  flush();
  return out;
}

function findClose(text: string, from: number, mark: string): number {
  for (let j = from; j < text.length; j++) {
    if (text[j] === "\\") {
      j++;
      continue;
    }
    if (mark === "*" && text[j] === "*" && text[j + 1] === "*") {
      // Skip a bold run inside an italic one.
      const end = text.indexOf("**", j + 2);
      if (end === -1) return -1;
      j = end + 1;
      continue;
    }
    if (text.startsWith(mark, j)) return j;
  }
  return -1;
}

/** Link addresses written in the markup of a text, safe or not (for checking input). */
export function markupLinks(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/\]\(([^)]*)\)/g)) out.push(m[1].trim());
  return out;
}
