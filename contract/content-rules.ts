/**
 * The content kinds' facts without zod: the kinds, the date each sorts by and
 * the fields holding files. The staff pages in the browser import this module
 * as values; contract/content.ts builds its zod schemas for the same kinds
 * (and re-exports these), so zod stays out of the browser bundle.
 */

/** The content kinds of spec section 3, in the order of the API's schemas. */
export const contentKinds = [
  "highlight",
  "notification",
  "onlineRegistration",
  "news",
  "event",
  "message",
  "gallery",
  "video",
  "testimonial",
  "circular",
  "media",
] as const;
export type ContentKind = (typeof contentKinds)[number];

/** The date field each kind sorts by (newest first). */
export const contentDateField: Record<ContentKind, string | null> = {
  highlight: "fromDate",
  notification: null,
  onlineRegistration: null,
  news: "fromDate",
  event: "date",
  message: null,
  gallery: "date",
  video: "date",
  testimonial: "createdAt",
  circular: "date",
  media: "date",
};

/** Fields holding lists of file references, per kind. */
export const contentFileFields: Record<ContentKind, readonly string[]> = {
  highlight: ["attachments"],
  notification: ["image", "attachments"],
  onlineRegistration: ["attachments"],
  news: ["attachments"],
  event: ["images", "attachments"],
  message: ["attachments"],
  gallery: ["attachments"],
  video: [],
  testimonial: ["attachments"],
  circular: ["attachments"],
  media: ["attachments"],
};
