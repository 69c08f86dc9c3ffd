import type { BlockKind } from "./kind.ts";
import type { Rich } from "./rich.ts";

export interface CardsBlock {
  type: "cards";
  cards: { title: string; items?: Rich[]; text?: Rich }[];
}

export const cards: BlockKind<CardsBlock> = {
  type: "cards",
  name: "Info cards",
  addable: true,
  empty: () => ({ type: "cards", cards: [] }),
  isEmpty: (b) => b.cards.length === 0,
  schema: ({ z, rich, required, list }) =>
    z.strictObject({
      type: z.literal("cards"),
      cards: list(
        z.strictObject({
          title: required(),
          items: z.array(rich()).max(200).optional(),
          text: rich().optional(),
        }),
        0,
      ),
    }),
};
