import { z } from "zod";
import type { SchemaKit } from "./blocks/kind.ts";
import { emptyPartMessage } from "./blocks/part-messages.ts";
import { HOME_REGIONS } from "./blocks/region.ts";
import { type BlockType, blockKinds, kindOf } from "./blocks/registry.ts";
import { PREFIXED_LANGUAGES } from "./languages.ts";
import {
  ANY_SLUG,
  type Block,
  type BlockInput,
  NEW_SLUG,
  PageLimits,
  RESERVED_SLUGS,
  type Rich,
  richFrom,
  richMarkup,
} from "./page-blocks.ts";
import { Href, list, plain, required, rich, textMessages } from "./page-text-schemas.ts";
import { ScheduleTimes } from "./staff.ts";

/**
 * Schemas of pages as data (see contract/page-blocks.ts for the types and the
 * inline markup). One source for the import file, the staff API and the
 * tests: every text is checked for control characters and every link — in
 * the markup or a link field — against the allow-list, so nothing but
 * http(s), mailto, tel and site addresses is ever stored.
 */

export const pageMessages = {
  control: textMessages.control,
  link: textMessages.link,
  slugFormat: "Use lowercase letters, digits and dashes only, e.g. bus-routes.",
  slugReserved: "This address is already used by the site. Choose another one.",
  slugTaken: "A page with this address already exists.",
  offSiteMenu:
    "Only an administrator can add a menu link to another website. Ask an administrator, or link to a page of this site.",
  conflict:
    "Someone else saved this page after you opened it, so your changes were not saved. Copy anything you need, reload the page to see their version, and make your changes again.",
  notFound: "This page does not exist.",
  revisionNotFound: "This earlier version no longer exists.",
  empty: emptyPartMessage,
} as const;

const kit: SchemaKit = {
  z,
  plain,
  rich,
  required,
  href: Href,
  list,
  block: z.lazy(() => BlockSchema),
};

/** One part of a page, by the schema its type declares (contract/blocks/). */
export const BlockSchema: z.ZodType<Block, BlockInput> = z.lazy(() =>
  z.discriminatedUnion(
    "type",
    Object.values(blockKinds).map((k) => k.schema(kit)) as unknown as [
      z.ZodObject<{ type: z.ZodLiteral<BlockType> }>,
      ...z.ZodObject<{ type: z.ZodLiteral<BlockType> }>[],
    ],
  ),
) as unknown as z.ZodType<Block, BlockInput>;

/** Every part that holds nothing is named (see partMessage), inside photo tabs too. */
function checkEmptyParts(blocks: Block[], ctx: z.RefinementCtx, path: (string | number)[]) {
  blocks.forEach((b, i) => {
    if ((kindOf(b.type).isEmpty as (x: Block) => boolean)(b))
      ctx.addIssue({ code: "custom", message: pageMessages.empty, path: [...path, i] });
    if (b.type === "photo-tabs")
      b.tabs.forEach((t, j) => {
        if (t.blocks) checkEmptyParts(t.blocks, ctx, [...path, i, "tabs", j, "blocks"]);
      });
    if (b.type === "region") checkEmptyParts(b.blocks, ctx, [...path, i, "blocks"]);
  });
}

const Blocks = z
  .array(BlockSchema)
  .max(PageLimits.blocks)
  .superRefine((blocks, ctx) => checkEmptyParts(blocks, ctx, []));

/**
 * Paths the server answers itself, outside the route table, and language
 * prefixes (the shipped ones and those that may come): a new page never
 * takes one. The staff API adds every path the running server has
 * (server/pages/reserved-addresses.ts); its test fails when a route of the
 * server or of app/routes.ts is missing here, so the import cannot drift.
 */
export const SYSTEM_ADDRESSES: ReadonlySet<string> = new Set([
  "notifications",
  "alerts",
  "verify-tc",
  "livez",
  "readyz",
  "sitemap",
  "robots",
  "manifest",
  "feed",
  "share",
  "share-image",
  "sw",
  "offline",
  "brand-card",
  "app-icon-192",
  "app-icon-512",
  ...["as", "bn", "brx", "doi", "en", "gu", "hi", "kn", "ks", "kok", "mai", "ml", "mni", "mr", "ne", "or", "pa"],
  ...["sa", "sat", "sd", "ta", "te", "ur"],
]);

const reserved = (slug: string) => RESERVED_SLUGS.has(slug.toLowerCase()) || SYSTEM_ADDRESSES.has(slug.toLowerCase());

/** Any stored page address (imported pages keep the spec's capitals). */
export const Slug = z.string().trim().max(PageLimits.slug).regex(ANY_SLUG, pageMessages.slugFormat);

/** The address of a page staff create: checked format, never a route the site already has. */
const NewSlug = z
  .string()
  .trim()
  .max(PageLimits.slug)
  .regex(NEW_SLUG, pageMessages.slugFormat)
  .refine((s) => !reserved(s), pageMessages.slugReserved);

const MenuPlacement = z.strictObject({
  group: required(100),
  /** 1-based place within the group; left out = at the end. */
  position: z.number().int().min(1).max(100).optional(),
  /** Words of the menu entry; left out = the page title. */
  label: plain(100).optional(),
});

/**
 * A page's translation into another language (issue 29): its title,
 * description and blocks position by position with the English ones (null:
 * that block is not translated; a shorter list leaves the rest untranslated).
 */
/**
 * A named region of the home page in a translation: matched by its name, its
 * parts by place inside it, an untranslated part null (so those after it keep
 * their places).
 */
const TranslatedRegion = z.strictObject({
  type: z.literal("region"),
  region: z.enum(HOME_REGIONS),
  blocks: z.array(BlockSchema.nullable()).max(200),
});

export const PageTranslationSchema = z.strictObject({
  title: required(),
  description: plain(PageLimits.short).optional(),
  blocks: z
    .array(z.union([TranslatedRegion, BlockSchema]).nullable())
    .max(PageLimits.blocks)
    .optional() as z.ZodOptional<z.ZodType<(Block | null)[]>>,
});

/** Translations by language code: only the languages under a prefix (English is the page itself). */
const PageTranslations = z.partialRecord(z.enum(PREFIXED_LANGUAGES as ["mr", "hi"]), PageTranslationSchema);

/** One page of the import file's `pages` list (README "Content import"). */
export const PageImport = z
  .strictObject({
    slug: Slug.refine((s) => !reserved(s) || s === "home", pageMessages.slugReserved),
    title: required(),
    description: plain(PageLimits.short).optional(),
    /** Breadcrumb between Home and the page; left out = the menu group. */
    trail: z.array(required(100)).max(3).optional(),
    menu: MenuPlacement.optional(),
    blocks: Blocks,
    translations: PageTranslations.optional(),
    /** "Publish at" / "Remove at" (issue 31): ISO 8601 with an offset; a time to come keeps the page off until then. */
    ...ScheduleTimes.shape,
  })
  .superRefine((page, ctx) => {
    if (page.publishAt && page.removeAt && Date.parse(page.removeAt) <= Date.parse(page.publishAt))
      ctx.addIssue({ code: "custom", path: ["removeAt"], message: "must be after publishAt" });
    // A translated block stands in for the English one at its place: it must be a block of the same kind.
    for (const [lang, t] of Object.entries(page.translations ?? {})) {
      for (const [i, block] of (t?.blocks ?? []).entries()) {
        const english = page.blocks[i];
        if (!block) continue;
        if (!english || english.type !== block.type) {
          ctx.addIssue({
            code: "custom",
            path: ["translations", lang, "blocks", i],
            message: english
              ? `must be a ${english.type} block like the English block at this place`
              : "has no English block at this place",
          });
        }
      }
    }
  });
export type PageImport = z.infer<typeof PageImport>;

/** What the staff editor saves: the draft, with the version it was loaded at. */
export const SavePageRequest = z.strictObject({
  title: required(),
  description: plain(PageLimits.short),
  blocks: Blocks,
  version: z.number().int().min(0),
  /** Publish right after saving. */
  publish: z.boolean().optional(),
  /** Issue 31: publish the draft at this time instead of now, and take the page off at that one ("" or null clears). */
  ...ScheduleTimes.shape,
});
export type SavePageRequest = z.infer<typeof SavePageRequest>;

export const CreatePageRequest = z.strictObject({
  slug: NewSlug,
  title: required(),
  description: plain(PageLimits.short).optional(),
  menuGroup: plain(100).optional(),
});

export const PublishRequest = z.strictObject({ version: z.number().int().min(0) });
export const RestoreRequest = z.strictObject({ version: z.number().int().min(0) });

const MenuEntry = z.strictObject({ label: required(100), href: Href });
export const MenuGroupSchema = z.strictObject({ label: required(100), links: z.array(MenuEntry).max(50) });
export const MenuRequest = z.strictObject({ groups: z.array(MenuGroupSchema).max(30) });
export type MenuGroupData = z.infer<typeof MenuGroupSchema>;

/** A page as the staff editor sees it. */
export interface StaffPage {
  slug: string;
  title: string;
  description: string;
  trail: string[];
  /** The draft when there are unpublished changes, else the published page. */
  draft: { title: string; description: string; blocks: Block[] };
  published: boolean;
  hasDraft: boolean;
  version: number;
  updatedAt: string;
  updatedBy: string | null;
  /** When the draft goes live and when the page comes off by the clock (issue 31), if set. */
  publishAt?: string | null;
  removeAt?: string | null;
}

export interface PageRevisionView {
  id: number;
  version: number;
  action: "save" | "publish" | "restore" | "import";
  title: string;
  at: string;
  by: string | null;
}

/** A page of an import file as written (rich text may still be markup text; PageImport turns it into nodes). */
export type PageImportInput = z.input<typeof PageImport>;

/**
 * Blocks as stored from blocks as an import file, the demo or an older page
 * holds them: markup text becomes rich text (the same nodes the renderer
 * drew from it, so visitors see the same words). A block that does not
 * pass its schema is kept as it was (the renderer reads both forms).
 */
export function storedBlocks(blocks: readonly BlockInput[]): Block[] {
  return blocks.map((b) => {
    const parsed = BlockSchema.safeParse(b);
    return parsed.success ? parsed.data : (b as Block);
  });
}

/**
 * The kinds' own schemas read with every rich text written back as markup
 * text and nothing checked: what the export writes, so an exported file
 * keeps the import format (text fields are strings, as before issue 26).
 */
const markupKit: SchemaKit = {
  z,
  plain: () => z.string(),
  rich: () =>
    z.unknown().transform((v) => richMarkup(richFrom(v as Rich | string))) as unknown as z.ZodType<Rich, string | Rich>,
  required: () => z.string(),
  href: z.string(),
  list: (item) => z.array(item),
  block: z.lazy(() => MarkupBlock),
};

const MarkupBlock: z.ZodType<BlockInput> = z.lazy(() =>
  z.discriminatedUnion(
    "type",
    Object.values(blockKinds).map((k) => k.schema(markupKit)) as unknown as [
      z.ZodObject<{ type: z.ZodLiteral<BlockType> }>,
      ...z.ZodObject<{ type: z.ZodLiteral<BlockType> }>[],
    ],
  ),
) as unknown as z.ZodType<BlockInput>;

/** Stored blocks as an import file writes them (markup text); a block of an unknown shape is kept as it is. */
export function markupBlocks<B extends Block | null>(blocks: readonly B[]): (BlockInput | Extract<B, null>)[] {
  return blocks.map((b) => {
    if (b === null) return b as Extract<B, null>;
    const parsed = MarkupBlock.safeParse(b);
    return parsed.success ? parsed.data : b;
  });
}
