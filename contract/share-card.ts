/**
 * The pictures and addresses sharing previews, phones and search engines
 * read: named once for the pages' head (app/lib/head) and the server that
 * answers them (server/web/app-shell-routes.ts).
 */

/** The brand card: 1200×630, the size sharing previews use. */
export const BRAND_CARD = { path: "/brand-card.png", width: 1200, height: 630 } as const;

/** The app icons of the web app manifest. */
export const APP_ICON = (size: 192 | 512) => `/app-icon-${size}.png`;

/** Sharing previews (WhatsApp, Facebook, X) want 1200×630; a page's photo is cropped to it under this prefix. */
export const SHARE_IMAGE_PREFIX = "/share-image/";
