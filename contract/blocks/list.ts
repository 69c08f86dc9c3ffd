import type { BlockKind } from "./kind.ts";

export interface ListBlock {
  type: "list";
  title?: string;
  items: string[];
  ordered?: boolean;
}

export const list: BlockKind<ListBlock> = {
  type: "list",
  name: "List",
  addable: true,
  empty: () => ({ type: "list", items: [] }),
  isEmpty: (b) => b.items.every((i) => i.trim() === ""),
  schema: ({ z, plain, rich, list }) =>
    z.strictObject({
      type: z.literal("list"),
      title: plain(300).optional(),
      items: list(rich(), 0),
      ordered: z.boolean().optional(),
    }),
};
