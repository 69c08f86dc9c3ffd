// A module of its own: lists and the dashboard read these without loading the upload field.
/** The picker's accept attribute: pictures only, or pictures and PDF documents. */
export const IMAGE_TYPES = "image/jpeg,image/png,image/webp";
export const DOCUMENT_TYPES = `${IMAGE_TYPES},application/pdf`;
