import type { BlockKind } from "./kind.ts";

export interface StatsBlock {
  type: "stats";
  title?: string;
  stats: { value: string; label: string }[];
}

export const stats: BlockKind<StatsBlock> = {
  type: "stats",
  name: "Figures",
  addable: true,
  empty: () => ({ type: "stats", stats: [] }),
  isEmpty: (b) => b.stats.length === 0,
  schema: ({ z, plain, required, list }) =>
    z.strictObject({
      type: z.literal("stats"),
      title: plain(300).optional(),
      stats: list(z.strictObject({ value: required(50), label: required() }), 0),
    }),
};
