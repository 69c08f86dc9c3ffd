import type { BlockKind } from "./kind.ts";
import type { Block } from "./registry.ts";

/** Tabs, each a photo grid, optionally with text above the photos. */
export interface PhotoTabsBlock {
  type: "photo-tabs";
  page: string;
  label: string;
  tabs: { name: string; blocks?: Block[] }[];
}

export const photoTabs: BlockKind<PhotoTabsBlock> = {
  type: "photo-tabs",
  name: "Photo tabs",
  // Photo tabs come with the demo or an import; their photos are managed under Page photos.
  addable: false,
  empty: () => ({ type: "photo-tabs", page: "", label: "", tabs: [] }),
  isEmpty: (b) => b.tabs.length === 0,
  schema: ({ z, required, list, block }) =>
    z.strictObject({
      type: z.literal("photo-tabs"),
      page: required(100),
      label: required(),
      tabs: list(z.strictObject({ name: required(100), blocks: z.array(block).max(200).optional() })),
    }) as never,
};
