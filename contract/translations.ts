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
    const t = translated?.[i];
    return t && t.type === block.type ? { block: t } : { block, fallback: "en" as const };
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
