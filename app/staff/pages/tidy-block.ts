import { type Block, richIsEmpty } from "../../../contract/page-blocks.ts";

// Apart from block-fields.tsx: the draft form imports this at once, while the
// part editors (and ProseMirror with them) load in the editor's own chunk.
/** Drops what a line-by-line form leaves empty, before saving. */
export function tidyBlock(b: Block): Block {
  if (b.type === "list") return { ...b, items: b.items.filter((i) => !richIsEmpty(i)) };
  return b;
}
