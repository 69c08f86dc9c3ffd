import type { BlockKind } from "./kind.ts";

/** Photos of a photo set tab from the store (see contract/photo-sets.ts), in a lightbox grid. */
export interface PhotosBlock {
  type: "photos";
  page: string;
  tab: string;
  alt: string;
  layout?: "grid" | "single" | "carousel";
}

export const photos: BlockKind<PhotosBlock> = {
  type: "photos",
  name: "Photos",
  addable: true,
  empty: () => ({ type: "photos", page: "pages", tab: "", alt: "" }),
  isEmpty: (b) => b.tab.trim() === "",
  schema: ({ z, plain, required }) =>
    z.strictObject({
      type: z.literal("photos"),
      page: required(100),
      tab: plain(100),
      alt: plain(300),
      layout: z.enum(["grid", "single", "carousel"]).optional(),
    }),
};
