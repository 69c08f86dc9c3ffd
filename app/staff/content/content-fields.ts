import type { ContentKind } from "../../../contract/content-rules.ts";
import { contentContentFieldsWords as sw } from "../../i18n/catalogues/staff/content-content-fields.ts";
import { DOCUMENT_TYPES, IMAGE_TYPES } from "../kit/file-types.ts";
import { kindDefs } from "./content-kind-defs.ts";

/**
 * How staff edit each content kind of contract/content.ts: which fields the
 * form shows, with their labels, input types, help texts and defaults. The
 * server checks every record against contentInputSchemas; these definitions
 * only drive the form (and its quick checks before sending).
 */

type FieldType = "text" | "textarea" | "date" | "datetime" | "time" | "url" | "rating" | "files";

export interface FieldDef {
  name: string;
  label: string;
  type: FieldType;
  required?: boolean;
  help?: string;
  /** A value for new records ("today" for dates). */
  initial?: string | number;
  /** Files: pictures only, or pictures and PDF documents. */
  accept?: "images" | "documents";
  /** Files: the field keeps one file (the site uses only the first). */
  single?: boolean;
  /** Text: suggestions the field offers (a datalist). */
  suggestions?: readonly string[];
  /** Files: each file says what parents will see of it (a picture, or a download button). */
  explainEach?: boolean;
}

export interface KindDef {
  kind: ContentKind;
  /** Plural, for lists and the menu. */
  label: string;
  /** Singular, in sentences ("Add a news item"). */
  singular: string;
  /** What a list row shows as its name. */
  titleField: string;
  /** The date a list row shows (and the site sorts by), if any. */
  dateField: string | null;
  description: string;
  fields: FieldDef[];
  /** Where the published item shows on the website. */
  publicPage: (id: string) => string;
  /** Photo albums: the upload area takes many photos and names the first the cover. */
  album?: boolean;
}

export const acceptOf = (f: FieldDef) => (f.accept === "images" ? IMAGE_TYPES : DOCUMENT_TYPES);

export { kindDefs };

/** In the order of spec section 3. */
/** "Add a news item", "Add an event": the heading, title and link of a new item. */
export const addHeading = (def: KindDef) =>
  sw("add", { v1: /^[aeiou]/i.test(def.singular) ? "an" : "a", singular: def.singular });

export const kindOrder: ContentKind[] = [
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
];

export const isKind = (value: string | undefined): value is ContentKind =>
  value !== undefined && Object.hasOwn(kindDefs, value);
