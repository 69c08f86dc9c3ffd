import type { BlockKind } from "./kind.ts";
import type { Block } from "./registry.ts";

/**
 * The named regions of the home page (issue 26), each read by its name and
 * never by where it stands: moving a region, or a part inside one, never
 * changes what another region shows.
 */
export const HOME_REGIONS = [
  "slides",
  "welcome",
  "why",
  "specials",
  "facilities",
  "sections",
  "mission-vision",
  "desk",
] as const;
export type HomeRegion = (typeof HOME_REGIONS)[number];

/** What staff read above each region in the editor, and what it holds. */
export const homeRegionNames: Record<HomeRegion, { name: string; holds: string }> = {
  slides: { name: "Slides", holds: "A list: one line per slide, in photo order." },
  welcome: { name: "Welcome", holds: "A heading and the paragraphs of the welcome." },
  why: { name: "Why choose us", holds: "A list: its title is the heading, each line a point." },
  specials: {
    name: "What's special",
    holds: "A list: its title is the heading, each line a photo caption, in photo order.",
  },
  facilities: {
    name: "Facilities",
    holds: "A list: its title is the heading, each line a photo caption, in photo order.",
  },
  sections: { name: "Sections", holds: "A heading and info cards; a card's last link becomes its button." },
  "mission-vision": { name: "Mission and vision", holds: "Info cards; a card's last link becomes its button." },
  desk: {
    name: "From the desk",
    holds: "A heading, if you want your own. The cards are the people with a photo on the leadership page.",
  },
};

/** A named region of a page (the home page's): the parts it holds, read by the region's name. */
export interface RegionBlock {
  type: "region";
  region: HomeRegion;
  blocks: Block[];
}

export const region: BlockKind<RegionBlock> = {
  type: "region",
  name: "Home page region",
  // The home page's regions come with it (the demo, an import, migration 041); staff fill them in.
  addable: false,
  empty: () => ({ type: "region", region: "welcome", blocks: [] }),
  // A region may be left without parts (its words then come from the site): never "empty" to delete.
  isEmpty: () => false,
  schema: ({ z, block }) =>
    z.strictObject({
      type: z.literal("region"),
      region: z.enum(HOME_REGIONS),
      blocks: z.array(block).max(200),
    }) as never,
};

/** The region of a page's parts with this name (the first, should a page hold two). */
export const regionOf = (blocks: readonly Block[], name: HomeRegion): Block[] =>
  blocks.find((b): b is RegionBlock => b.type === "region" && b.region === name)?.blocks ?? [];

/**
 * The home page's parts as named regions. A home page stored before issue 26
 * (or an older import file) was read by position: the 1st list the slide
 * captions; the 1st heading and the paragraphs right after it the welcome;
 * the 2nd, 3rd and 4th lists why choose us, specials and facilities; the 1st
 * info cards the sections, under the last other heading before them; the 2nd
 * info cards the mission and vision. Those parts move into their regions; any
 * other part is kept, after the regions, as it was (nothing is lost). Parts
 * already in regions are returned as they are.
 */
export function namedHomeBlocks(blocks: readonly Block[]): Block[] {
  if (blocks.some((b) => b.type === "region")) return [...blocks];
  const used = new Set<number>();
  const take = (i: number): Block[] => {
    if (i < 0 || !blocks[i]) return [];
    used.add(i);
    return [blocks[i]];
  };
  const nth = (type: Block["type"], n: number) => {
    let seen = -1;
    return blocks.findIndex((b) => b.type === type && ++seen === n);
  };
  const headingAt = blocks.findIndex((b) => b.type === "heading");
  const welcome = take(headingAt);
  for (let i = headingAt + 1; headingAt !== -1 && blocks[i]?.type === "paragraph"; i++) welcome.push(...take(i));
  const sectionsAt = nth("cards", 0);
  const sectionsHeadingAt =
    sectionsAt === -1
      ? -1
      : blocks.slice(0, sectionsAt).findLastIndex((b, i) => b.type === "heading" && i !== headingAt);
  const regions: Record<HomeRegion, Block[]> = {
    slides: take(nth("list", 0)),
    welcome,
    why: take(nth("list", 1)),
    specials: take(nth("list", 2)),
    facilities: take(nth("list", 3)),
    sections: sectionsAt === -1 ? [] : [...take(sectionsHeadingAt), ...take(sectionsAt)],
    "mission-vision": take(nth("cards", 1)),
    desk: [],
  };
  return [
    ...HOME_REGIONS.map((name): RegionBlock => ({ type: "region", region: name, blocks: regions[name] })),
    ...blocks.filter((_, i) => !used.has(i)),
  ];
}
