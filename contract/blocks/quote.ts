import type { BlockKind } from "./kind.ts";
import { type Rich, richIsEmpty } from "./rich.ts";

export interface QuoteBlock {
  type: "quote";
  text: Rich;
  cite?: string;
}

export const quote: BlockKind<QuoteBlock> = {
  type: "quote",
  name: "Quote",
  addable: true,
  empty: () => ({ type: "quote", text: [] }),
  isEmpty: (b) => richIsEmpty(b.text),
  schema: ({ z, plain, rich }) =>
    z.strictObject({ type: z.literal("quote"), text: rich(), cite: plain(300).optional() }),
};
