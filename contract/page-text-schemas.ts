import { z } from "zod";
import {
  hasControlCharacters,
  type InlineNode,
  isSafeHref,
  markupLinks,
  PageLimits,
  parseInline,
  type Rich,
  richPlain,
} from "./page-blocks.ts";

/**
 * The text schemas every part of a page is built from (contract/pages.ts hands
 * them to each block kind): plain text without control characters, rich text
 * as nodes, and links on the allow-list only.
 */
export const textMessages = {
  control: "contains invisible control characters; please retype it",
  link: "links may only go to web addresses (https://…), e-mail (mailto:…), phone numbers (tel:…) or pages of this site (/…)",
} as const;

export const plain = (max: number) =>
  z
    .string()
    .max(max)
    .refine((s) => !hasControlCharacters(s), textMessages.control);
/** Nodes nest at most this deep (bold inside a link inside italic…): more is no text anyone writes. */
const RICH_DEPTH = 6;
const depthOf = (nodes: InlineNode[]): number =>
  nodes.reduce((d, n) => Math.max(d, n.t === "text" ? 0 : 1 + depthOf(n.c)), 0);

const InlineNodeSchema: z.ZodType<InlineNode> = z.lazy(() =>
  z.union([
    z.strictObject({ t: z.literal("text"), v: plain(PageLimits.text) }),
    z.strictObject({ t: z.literal("b"), c: z.array(InlineNodeSchema).max(500) }),
    z.strictObject({ t: z.literal("i"), c: z.array(InlineNodeSchema).max(500) }),
    z.strictObject({ t: z.literal("a"), href: Href, c: z.array(InlineNodeSchema).max(500) }),
  ]),
) as z.ZodType<InlineNode>;

/**
 * Rich text: stored as nodes (bold, italic, links; every address on the
 * allow-list). Markup text (`**bold**`, `[label](url)`) from an import file
 * or an older page is still read, and turned into the same nodes.
 */
export const rich = (max: number = PageLimits.text): z.ZodType<Rich, string | Rich> =>
  z.unknown().transform((value, ctx): Rich => {
    const fail = (message: string) => {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    };
    if (typeof value === "string") {
      if (value.length > max) return fail(`is longer than ${max} characters`);
      if (hasControlCharacters(value)) return fail(textMessages.control);
      if (!markupLinks(value).every(isSafeHref)) return fail(textMessages.link);
      return parseInline(value);
    }
    const nodes = z.array(InlineNodeSchema).max(1000).safeParse(value);
    if (!nodes.success) return fail(nodes.error.issues[0]?.message ?? "is not text");
    if (depthOf(nodes.data) > RICH_DEPTH) return fail("is nested too deeply");
    if (richPlain(nodes.data).length > max) return fail(`is longer than ${max} characters`);
    return nodes.data;
  }) as unknown as z.ZodType<Rich, string | Rich>;

export const required = (max: number = PageLimits.short) => plain(max).trim().min(1, "is required");
export const Href = z.string().trim().max(2000).refine(isSafeHref, textMessages.link);
export const list = <T extends z.ZodType>(item: T, min = 1) => z.array(item).min(min).max(PageLimits.items);
