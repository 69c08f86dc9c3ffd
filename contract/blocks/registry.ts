import { type CardsBlock, cards } from "./cards.ts";
import { type FaqBlock, faq } from "./faq.ts";
import { type HeadingBlock, heading } from "./heading.ts";
import type { BlockKind, Loose } from "./kind.ts";
import { type LinksBlock, links } from "./links.ts";
import { type ListBlock, list } from "./list.ts";
import { type MessagesBlock, messages } from "./messages.ts";
import { type ParagraphBlock, paragraph } from "./paragraph.ts";
import { type PeopleBlock, people } from "./people.ts";
import { type PhotoTabsBlock, photoTabs } from "./photo-tabs.ts";
import { type PhotosBlock, photos } from "./photos.ts";
import { type QuoteBlock, quote } from "./quote.ts";
import { type RegionBlock, region } from "./region.ts";
import { type StatsBlock, stats } from "./stats.ts";
import { type TableBlock, table } from "./table.ts";

/**
 * The block types of a page. A type is a file here (its shape and rules), a
 * renderer in app/features/content-page/blocks/ and an editor in
 * app/staff/pages/blocks/; the maps keyed by BlockType (this one, the
 * renderers' and the editors') make the compiler name any type left out.
 */
export type Block =
  | HeadingBlock
  | ParagraphBlock
  | ListBlock
  | QuoteBlock
  | PhotosBlock
  | PhotoTabsBlock
  | CardsBlock
  | PeopleBlock
  | StatsBlock
  | FaqBlock
  | LinksBlock
  | TableBlock
  | MessagesBlock
  | RegionBlock;

export type BlockType = Block["type"];
/** A block as an import file or an older page may hold it (rich text as markup text allowed). */
export type BlockInput = Loose<Block>;
export type BlockOf<T extends BlockType> = Extract<Block, { type: T }>;

/** Every block type's rules, keyed by type; the order is the order of the staff "Add a part" choices. */
export const blockKinds: { [K in BlockType]: BlockKind<BlockOf<K>> } = {
  paragraph,
  heading,
  list,
  quote,
  table,
  faq,
  people,
  stats,
  cards,
  links,
  photos,
  "photo-tabs": photoTabs,
  messages,
  region,
};

export const kindOf = <T extends BlockType>(type: T): BlockKind<BlockOf<T>> => blockKinds[type];
