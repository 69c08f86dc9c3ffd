import type { BlockKind } from "./kind.ts";

export interface LinksBlock {
  type: "links";
  title?: string;
  links: { label: string; href: string; external?: boolean }[];
}

export const links: BlockKind<LinksBlock> = {
  type: "links",
  name: "Links",
  addable: true,
  empty: () => ({ type: "links", links: [] }),
  isEmpty: (b) => b.links.length === 0,
  schema: ({ z, plain, required, href, list }) =>
    z.strictObject({
      type: z.literal("links"),
      title: plain(300).optional(),
      links: list(z.strictObject({ label: required(), href, external: z.boolean().optional() }), 0),
    }),
};
