import type { BlockKind } from "./kind.ts";
import { type Rich, richIsEmpty } from "./rich.ts";

export interface ListBlock {
  type: "list";
  title?: string;
  items: Rich[];
  ordered?: boolean;
}

export const list: BlockKind<ListBlock> = {
  type: "list",
  name: "List",
  addable: true,
  empty: () => ({ type: "list", items: [] }),
  isEmpty: (b) => b.items.every(richIsEmpty),
  schema: ({ z, plain, rich, list }) =>
    z.strictObject({
      type: z.literal("list"),
      title: plain(300).optional(),
      items: list(rich(), 0),
      ordered: z.boolean().optional(),
    }),
};
