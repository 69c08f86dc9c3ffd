import type { BlockKind } from "./kind.ts";

export interface HeadingBlock {
  type: "heading";
  text: string;
  level?: 2 | 3;
}

export const heading: BlockKind<HeadingBlock> = {
  type: "heading",
  name: "Heading",
  addable: true,
  empty: () => ({ type: "heading", text: "" }),
  isEmpty: (b) => b.text.trim() === "",
  schema: ({ z, plain }) =>
    z.strictObject({
      type: z.literal("heading"),
      text: plain(300),
      level: z.union([z.literal(2), z.literal(3)]).optional(),
    }),
};
