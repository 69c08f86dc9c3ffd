import type { BlockType } from "../../../../contract/page-blocks.ts";
import { CardsView } from "./cards.tsx";
import { FaqView } from "./faq.tsx";
import { HeadingView } from "./heading.tsx";
import { LinksView } from "./links.tsx";
import { ListView } from "./list.tsx";
import { MessagesView } from "./messages.tsx";
import { ParagraphView } from "./paragraph.tsx";
import { PeopleView } from "./people.tsx";
import { PhotoTabsView } from "./photo-tabs.tsx";
import { PhotosView } from "./photos.tsx";
import { QuoteView } from "./quote.tsx";
import { RegionView } from "./region.tsx";
import type { Renderer } from "./renderer.ts";
import { StatsView } from "./stats.tsx";
import { TableView } from "./table.tsx";

/** The public renderer of every block type (contract/blocks/registry.ts lists the types). */
export const renderers: { [K in BlockType]: Renderer<K> } = {
  heading: HeadingView,
  paragraph: ParagraphView,
  list: ListView,
  quote: QuoteView,
  photos: PhotosView,
  "photo-tabs": PhotoTabsView,
  cards: CardsView,
  people: PeopleView,
  stats: StatsView,
  faq: FaqView,
  links: LinksView,
  table: TableView,
  messages: MessagesView,
  region: RegionView,
};
