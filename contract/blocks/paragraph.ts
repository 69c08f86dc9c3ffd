import type { BlockKind } from "./kind.ts";
import { type Rich, richIsEmpty } from "./rich.ts";

/** A paragraph of text with bold, italic and links; its line breaks are kept (verses, addresses). */
export interface ParagraphBlock {
  type: "paragraph";
  text: Rich;
}

export const paragraph: BlockKind<ParagraphBlock> = {
  type: "paragraph",
  name: "Paragraph",
  addable: true,
  empty: () => ({ type: "paragraph", text: [] }),
  isEmpty: (b) => richIsEmpty(b.text),
  schema: ({ z, rich }) => z.strictObject({ type: z.literal("paragraph"), text: rich() }),
};
