/**
 * The school's own words in another language (issue 29), without zod: a
 * page's translation is its title, description and blocks, position by
 * position with the English blocks (null: that block is not translated yet);
 * an item's (news, event, …) is its title and description. Where there is
 * no translation the English is shown, marked as English.
 */
import type { ContentKind } from "./content-rules.ts";
import type { Block } from "./page-blocks.ts";

export interface PageTranslation {
  title: string;
  description?: string;
  blocks?: (Block | null)[];
}

/** A block as a page in another language shows it: translated, or the English marked as such. */
interface ShownBlock {
  block: Block;
  /** "en" when the English is shown because the block has no translation. */
  fallback?: "en";
}

/**
 * The blocks of a page in another language: each translated block in place
 * of its English one when both are of the same type, else the English one
 * marked as English (so a screen reader reads it in an English voice).
 */
export function translatedBlocks(
  english: readonly Block[],
  translated: readonly (Block | null)[] | undefined,
): ShownBlock[] {
  return english.map((block, i) => {
    // A named region (the home page's) is matched by its name, wherever either stands (issue 26).
    const t = block.type === "region" ? regionNamed(translated, block.region) : translated?.[i];
    if (block.type === "region" && t?.type === "region") {
      const parts = translatedBlocks(block.blocks, t.blocks);
      // A region is shown in English when none of its parts has a translation.
      const none = parts.length > 0 && parts.every((p) => p.fallback === "en");
      return { block: { ...block, blocks: parts.map((p) => p.block) }, ...(none ? { fallback: "en" as const } : {}) };
    }
    return t && t.type === block.type ? { block: t } : { block, fallback: "en" as const };
  });
}

/** The translated region of this name, wherever it stands (a region moved in English keeps its translation). */
const regionNamed = (blocks: readonly (Block | null)[] | undefined, name: string) =>
  blocks?.find((b) => b?.type === "region" && b.region === name) ?? null;

/**
 * A translation made by position (an import file of a home page older than
 * its named regions, stored before migration 062) in the English page's
 * regions: each translated part goes where namedHomeBlocks puts the English
 * part at its position, so it is matched by region from then on.
 */
export function regionsByPosition(
  englishByPosition: readonly Block[],
  translated: readonly (Block | null)[],
  toRegions: (blocks: readonly Block[]) => Block[],
): (Block | null)[] {
  const at = new Map<Block, number>(englishByPosition.map((b, i) => [b, i]));
  const place = (b: Block): Block | null => {
    // Inside a region an untranslated part stays null, so the parts after it keep their places.
    if (b.type === "region") return { ...b, blocks: b.blocks.map(place) as Block[] };
    const i = at.get(b);
    return i === undefined ? null : (translated[i] ?? null);
  };
  return toRegions(englishByPosition).map(place);
}

/** Equal as stored (key order of one writer is stable). */
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * For each English part of a page: true when its translation is out of date,
 * because the English changed since the translation was made from `source`
 * (the English then). An untranslated part is never out of date; a named
 * region is compared by its name, its parts by place inside it.
 */
export function changedSinceTranslated(
  english: readonly Block[],
  source: readonly (Block | null)[] | undefined,
  translated: readonly (Block | null)[] | undefined,
): boolean[] {
  return english.map((block, i) => {
    if (block.type === "region") {
      const t = regionNamed(translated, block.region);
      const was = regionNamed(source, block.region);
      if (t?.type !== "region") return false;
      const inner = changedSinceTranslated(block.blocks, was?.type === "region" ? was.blocks : [], t.blocks);
      return inner.some(Boolean);
    }
    if (!translated?.[i]) return false;
    return !same(source?.[i], block);
  });
}

/**
 * The parts of each kind of item staff translate: its words. Dates, files,
 * addresses, ratings and people's names stay as the English item has them
 * (a name is the same name in every script the school writes it in).
 */
const TRANSLATED_ITEM_FIELDS: Record<ContentKind, readonly string[]> = {
  highlight: ["title", "description"],
  notification: ["title", "description"],
  onlineRegistration: ["title"],
  news: ["title", "description"],
  event: ["title", "description", "venue"],
  message: ["message"],
  gallery: ["title", "description"],
  video: ["title"],
  testimonial: ["description"],
  circular: ["title", "text"],
  media: ["title"],
};

/** The parts staff translate of an item of this kind (the side-by-side screen and its API). */
export const translatedItemFields = (kind: ContentKind): readonly string[] => TRANSLATED_ITEM_FIELDS[kind];

/** An item's translation: its translated parts by field name (a part left out shows its English). */
export type ItemTranslation = Partial<Record<string, string>>;

/**
 * The item as read in another language: each translated part that is not
 * empty in place of its English, every other field exactly as in English
 * (so an API client reads the same field names in every language).
 */
export function translatedItem<T extends object>(kind: ContentKind, item: T, t: ItemTranslation | undefined): T {
  if (!t) return item;
  const out: Record<string, unknown> = { ...(item as Record<string, unknown>) };
  for (const field of TRANSLATED_ITEM_FIELDS[kind]) {
    const text = t[field];
    if (typeof text === "string" && text.trim() !== "" && field in out) out[field] = text;
  }
  return out as T;
}

/** The parts of an item a visitor reads in English on a page in another language (`lang="en"` on them). */
const ENGLISH_PARTS = "_english";

/**
 * The item as a page in another language shows it: translated parts in place
 * of their English, and under `_english` the names of the translated kinds'
 * parts still shown in English (not empty in English, no translation), so
 * the page marks each with `lang="en"` and a note in the reader's language.
 */
export function shownItem<T extends object>(kind: ContentKind, item: T, t: ItemTranslation | undefined): T {
  const out = translatedItem(kind, item, t) as Record<string, unknown>;
  const english = TRANSLATED_ITEM_FIELDS[kind].filter((field) => {
    const text = (item as Record<string, unknown>)[field];
    return typeof text === "string" && text.trim() !== "" && out[field] === text && t?.[field]?.trim() !== text.trim();
  });
  return (english.length ? { ...out, [ENGLISH_PARTS]: english } : out) as T;
}

/** The parts of a shown item still in English (shownItem), none for an English page. */
export function englishParts(item: object | null | undefined): readonly string[] {
  const parts = (item as Record<string, unknown> | null | undefined)?.[ENGLISH_PARTS];
  return Array.isArray(parts) ? (parts as string[]) : [];
}

/**
 * An import file's `translations` of an item (`{ "mr": { "title": "…" } }`), checked: a
 * language under its prefix (mr, hi), only the kind's translated parts, each text. The
 * problems name where they are (`news[0].translations.mr.title: …`).
 */
export function checkItemTranslations(
  kind: ContentKind,
  value: unknown,
  where: string,
): { translations: Record<string, ItemTranslation>; problems: string[] } {
  const translations: Record<string, ItemTranslation> = {};
  const problems: string[] = [];
  if (value === undefined) return { translations, problems };
  if (!value || typeof value !== "object" || Array.isArray(value))
    return { translations, problems: [`${where}: must be an object of languages (mr, hi)`] };
  const fields = TRANSLATED_ITEM_FIELDS[kind];
  for (const [lang, parts] of Object.entries(value as Record<string, unknown>)) {
    if (lang !== "mr" && lang !== "hi") {
      problems.push(`${where}.${lang}: must be mr or hi`);
      continue;
    }
    if (!parts || typeof parts !== "object" || Array.isArray(parts)) {
      problems.push(`${where}.${lang}: must be an object`);
      continue;
    }
    const kept: ItemTranslation = {};
    for (const [field, text] of Object.entries(parts as Record<string, unknown>)) {
      if (!fields.includes(field)) problems.push(`${where}.${lang}.${field}: only ${fields.join(", ")} are translated`);
      else if (typeof text !== "string" || text.length > 20_000)
        problems.push(`${where}.${lang}.${field}: must be a text`);
      else kept[field] = text;
    }
    translations[lang] = kept;
  }
  return { translations, problems };
}
