import type { BlockType } from "../../../../contract/page-blocks.ts";
import { CardsEditor } from "./cards.tsx";
import { FaqEditor } from "./faq.tsx";
import type { Editor } from "./fields.tsx";
import { HeadingEditor } from "./heading.tsx";
import { LinksEditor } from "./links.tsx";
import { ListEditor } from "./list.tsx";
import { MessagesEditor } from "./messages.tsx";
import { ParagraphEditor } from "./paragraph.tsx";
import { PeopleEditor } from "./people.tsx";
import { PhotoTabsEditor } from "./photo-tabs.tsx";
import { PhotosEditor } from "./photos.tsx";
import { QuoteEditor } from "./quote.tsx";
import { RegionEditor } from "./region.tsx";
import { StatsEditor } from "./stats.tsx";
import { TableEditor } from "./table.tsx";

/** The staff editor of every block type (contract/blocks/registry.ts lists the types). */
export const editors: { [K in BlockType]: Editor<K> } = {
  heading: HeadingEditor,
  paragraph: ParagraphEditor,
  list: ListEditor,
  quote: QuoteEditor,
  photos: PhotosEditor,
  "photo-tabs": PhotoTabsEditor,
  cards: CardsEditor,
  people: PeopleEditor,
  stats: StatsEditor,
  faq: FaqEditor,
  links: LinksEditor,
  table: TableEditor,
  messages: MessagesEditor,
  region: RegionEditor,
};
