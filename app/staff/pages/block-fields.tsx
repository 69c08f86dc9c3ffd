import { type Block, type BlockType, kindOf } from "../../../contract/page-blocks.ts";
import type { Editor } from "./blocks/fields.tsx";
import { editors } from "./blocks/index.ts";

/** A new, empty part of a type (its rules in contract/blocks/). */
export const newBlock = (type: BlockType): Block => kindOf(type).empty();

/** The fields of one part, by its type's editor (app/staff/pages/blocks/). */
export function BlockFields({ id, block, onChange }: { id: string; block: Block; onChange: (b: Block) => void }) {
  const Fields = editors[block.type] as Editor<BlockType>;
  return <Fields f={(name) => `${id}-${name}`} block={block as never} onChange={onChange} />;
}

/** Drops what a line-by-line form leaves empty, before saving. */
export function tidyBlock(b: Block): Block {
  if (b.type === "list") return { ...b, items: b.items.filter((i) => i.trim() !== "") };
  return b;
}
