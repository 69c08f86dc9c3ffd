import type { BlockKind } from "./kind.ts";

/** Data-fed: leader messages of one category from the content API. */
export interface MessagesBlock {
  type: "messages";
  category: string;
}

export const messages: BlockKind<MessagesBlock> = {
  type: "messages",
  name: "Leader messages",
  addable: true,
  empty: () => ({ type: "messages", category: "" }),
  isEmpty: (b) => b.category.trim() === "",
  schema: ({ z, plain }) => z.strictObject({ type: z.literal("messages"), category: plain(100) }),
};
