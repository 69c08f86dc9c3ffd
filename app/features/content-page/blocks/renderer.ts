import type { ReactNode } from "react";
import type { MessageRecord } from "../../../../contract/content.ts";
import type { Block, BlockOf, BlockType } from "../../../../contract/page-blocks.ts";
import type { PhotoView } from "../../../../contract/site-data.ts";

export interface BlockData {
  /** Photo-set page → tab → photos. */
  photos: Record<string, Record<string, PhotoView[]>>;
  messages: MessageRecord[];
  imageSizes: Record<string, { width: number; height: number }>;
}

/** How one block type is drawn for visitors (and, in place, in the staff editor). */
export type Renderer<K extends BlockType> = (p: {
  block: BlockOf<K>;
  data: BlockData;
  /** The page's first block (its photo loads first). */
  first: boolean;
  /** Draws nested blocks (photo tabs hold blocks). */
  renderBlocks: (blocks: Block[]) => ReactNode;
}) => ReactNode;

export const gridSizes = "(min-width: 1200px) 25vw, (min-width: 992px) 33vw, (min-width: 576px) 50vw, 100vw";
