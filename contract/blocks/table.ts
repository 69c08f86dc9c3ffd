import type { BlockKind } from "./kind.ts";
import { type Rich, richIsEmpty } from "./rich.ts";

export interface TableBlock {
  type: "table";
  caption: string;
  head: string[];
  rows: Rich[][];
}

export const table: BlockKind<TableBlock> = {
  type: "table",
  name: "Table",
  addable: true,
  empty: () => ({ type: "table", caption: "", head: [], rows: [] }),
  isEmpty: (b) => b.head.every((h) => h.trim() === "") && b.rows.every((r) => r.every(richIsEmpty)),
  schema: ({ z, plain, rich, required, list }) =>
    z.strictObject({
      type: z.literal("table"),
      caption: required(),
      head: list(plain(300), 0),
      rows: z.array(z.array(rich(1000)).max(50)).max(500),
    }),
};
