import type { BlockInput as Block } from "../../../contract/page-blocks.ts";

/**
 * Short forms of the demo pages' most common blocks, so a page file reads as
 * its text: a paragraph, a row of links, a row of figures, one photo.
 */

export const p = (text: string): Block => ({ type: "paragraph", text });

/** A row of links, each `[label, href]`. */
export const links = (...pairs: [label: string, href: string][]): Block => ({
  type: "links",
  links: pairs.map(([label, href]) => ({ label, href })),
});

/** Figures, each `[value, label]`, under an optional title. */
export const stats = (title: string | undefined, ...pairs: [value: string, label: string][]): Block => ({
  type: "stats",
  ...(title === undefined ? {} : { title }),
  stats: pairs.map(([value, label]) => ({ value, label })),
});

/** One photo of the pages' photo set, shown alone. */
export const photo = (tab: string, alt: string): Block => ({
  type: "photos",
  page: "pages",
  tab,
  alt,
  layout: "single",
});

/** A tab of a photo-tabs block with one paragraph above its photos. */
export const tab = (name: string, text: string) => ({ name, blocks: [p(text)] });

/** A table with its caption, head row and rows. */
export const table = (caption: string, head: string[], ...rows: string[][]): Block => ({
  type: "table",
  caption,
  head,
  rows,
});
