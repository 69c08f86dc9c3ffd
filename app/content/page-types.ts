/**
 * Static pages are data: a title, a meta description and a list of blocks.
 * One renderer (features/content-page) draws every block type; the types
 * live in contract/page-blocks.ts, shared with the stored pages (database)
 * and the staff editor.
 */
export type { Block, PageContent, Person } from "../../contract/page-blocks.ts";
