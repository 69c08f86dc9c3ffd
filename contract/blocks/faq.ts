import type { BlockKind } from "./kind.ts";
import { type Rich, richIsEmpty } from "./rich.ts";

export interface FaqBlock {
  type: "faq";
  items: { question: string; answer: Rich }[];
}

export const faq: BlockKind<FaqBlock> = {
  type: "faq",
  name: "Questions and answers",
  addable: true,
  empty: () => ({ type: "faq", items: [] }),
  isEmpty: (b) => b.items.length === 0,
  schema: ({ z, rich, required, list }) =>
    z.strictObject({
      type: z.literal("faq"),
      items: list(
        z.strictObject({ question: required(), answer: rich().refine((r) => !richIsEmpty(r), "is required") }),
        0,
      ),
    }),
};
