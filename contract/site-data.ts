import type { ContentKind, ContentRecord, GalleryRecord } from "./content.ts";

/** A photo of a static or tabbed page, as pages render it. */
export interface PhotoView {
  tab: string;
  file: string;
  alt: string;
  width: number;
  height: number;
}

/**
 * What page loaders may read. The server passes an implementation in the
 * React Router load context, so pages use the same repositories as the API
 * without importing server code into the app bundle.
 */
export interface SiteData {
  schoolCode: string;
  /** Published records of a kind, newest first (the "all" list of the API). */
  list<K extends ContentKind>(kind: K): Promise<ContentRecord<K>[]>;
  /** One published album, or null. */
  album(id: string): Promise<GalleryRecord | null>;
  /** Photos of one page of the photo sets, in order, grouped by tab name. */
  pagePhotos(page: string): Promise<Record<string, PhotoView[]>>;
  /** Width and height of stored images, for layout without shifts. */
  imageSizes(ids: string[]): Promise<Record<string, { width: number; height: number }>>;
}

export interface AppContext {
  site: SiteData;
  /** CSP nonce of this response, for the inline scripts React Router writes. */
  nonce: string;
}
