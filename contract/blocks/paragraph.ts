import type { BlockKind } from "./kind.ts";

/** A paragraph of text with bold, italic and links; its line breaks are kept (verses, addresses). */
export interface ParagraphBlock {
  type: "paragraph";
  text: string;
}

export const paragraph: BlockKind<ParagraphBlock> = {
  type: "paragraph",
  name: "Paragraph",
  addable: true,
  empty: () => ({ type: "paragraph", text: "" }),
  isEmpty: (b) => b.text.trim() === "",
  schema: ({ z, rich }) => z.strictObject({ type: z.literal("paragraph"), text: rich() }),
};
