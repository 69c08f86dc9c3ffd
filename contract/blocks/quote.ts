import type { BlockKind } from "./kind.ts";

export interface QuoteBlock {
  type: "quote";
  text: string;
  cite?: string;
}

export const quote: BlockKind<QuoteBlock> = {
  type: "quote",
  name: "Quote",
  addable: true,
  empty: () => ({ type: "quote", text: "" }),
  isEmpty: (b) => b.text.trim() === "",
  schema: ({ z, plain, rich }) =>
    z.strictObject({ type: z.literal("quote"), text: rich(), cite: plain(300).optional() }),
};
