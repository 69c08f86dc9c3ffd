import type { BlockKind } from "./kind.ts";

export interface TableBlock {
  type: "table";
  caption: string;
  head: string[];
  rows: string[][];
}

export const table: BlockKind<TableBlock> = {
  type: "table",
  name: "Table",
  addable: true,
  empty: () => ({ type: "table", caption: "", head: [], rows: [] }),
  isEmpty: (b) => b.head.every((h) => h.trim() === "") && b.rows.every((r) => r.every((c) => c.trim() === "")),
  schema: ({ z, plain, rich, required, list }) =>
    z.strictObject({
      type: z.literal("table"),
      caption: required(),
      head: list(plain(300), 0),
      rows: z.array(z.array(rich(1000)).max(50)).max(500),
    }),
};
