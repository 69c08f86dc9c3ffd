/**
 * Static pages are data: a title, a meta description and a list of blocks.
 * One renderer (features/content-page) draws every block type, so a school
 * edits words here without touching JSX.
 */
export type Block =
  | { type: "heading"; text: string; level?: 2 | 3 }
  | { type: "paragraph"; text: string }
  | { type: "list"; title?: string; items: string[]; ordered?: boolean }
  | { type: "quote"; text: string; cite?: string }
  /** Photos of a photo set tab from the store (see photo-sets.ts), in a lightbox grid. */
  | { type: "photos"; page: string; tab: string; alt: string; layout?: "grid" | "single" | "carousel" }
  /** Tabs, each a photo grid, optionally with text above the photos. */
  | { type: "photo-tabs"; page: string; label: string; tabs: { name: string; blocks?: Block[] }[] }
  | { type: "cards"; cards: { title: string; items?: string[]; text?: string }[] }
  | { type: "people"; people: Person[] }
  | { type: "stats"; title?: string; stats: { value: string; label: string }[] }
  | { type: "faq"; items: { question: string; answer: string }[] }
  | { type: "links"; title?: string; links: { label: string; href: string; external?: boolean }[] }
  | { type: "table"; caption: string; head: string[]; rows: string[][] }
  /** Data-fed: leader messages of one category from the content API. */
  | { type: "messages"; category: string };

export interface Person {
  name: string;
  role: string;
  /** Photo set tab of the single photos (page "pages"). */
  photo?: string;
  text?: string;
  href?: string;
  linkLabel?: string;
  meta?: string;
}

export interface PageContent {
  /** Heading of the page and first part of <title>. */
  title: string;
  /** Meta description: one sentence a search result can show. */
  description: string;
  /** Breadcrumb trail between Home and the page, e.g. ["About Us"]. */
  trail?: string[];
  blocks: Block[];
}
