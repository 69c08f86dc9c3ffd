/**
 * The school's own words in another language (issue 29), without zod: a
 * page's translation is its title, description and blocks, position by
 * position with the English blocks (null: that block is not translated yet);
 * an item's (news, event, …) is its title and description. Where there is
 * no translation the English is shown, marked as English.
 */
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
