import type { BlockKind } from "./kind.ts";
import type { Rich } from "./rich.ts";

export interface Person {
  name: string;
  role: string;
  /** Photo set tab of the single photos (page "pages"). */
  photo?: string;
  text?: Rich;
  href?: string;
  linkLabel?: string;
  meta?: string;
}

export interface PeopleBlock {
  type: "people";
  people: Person[];
}

export const people: BlockKind<PeopleBlock> = {
  type: "people",
  name: "People cards",
  addable: true,
  empty: () => ({ type: "people", people: [] }),
  isEmpty: (b) => b.people.length === 0,
  schema: ({ z, plain, rich, required, href, list }) =>
    z.strictObject({
      type: z.literal("people"),
      people: list(
        z.strictObject({
          name: required(),
          role: plain(300),
          photo: plain(100).optional(),
          text: rich().optional(),
          href: href.optional(),
          linkLabel: plain(100).optional(),
          meta: plain(300).optional(),
        }),
        0,
      ),
    }),
};
