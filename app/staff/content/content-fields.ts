import type { ContentKind } from "../../../contract/content-rules.ts";
import { noticePath } from "../../../contract/notices.ts";
import { DOCUMENT_TYPES, IMAGE_TYPES } from "../kit/file-types.ts";

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

const title: FieldDef = { name: "title", label: "Title", type: "text", required: true };
const description: FieldDef = { name: "description", label: "Description", type: "textarea" };
const dateOf = (name: string, label = "Date", help?: string): FieldDef => ({
  name,
  label,
  type: "date",
  required: true,
  initial: "today",
  help,
});
const attachments = (help: string, accept: FieldDef["accept"] = "documents"): FieldDef => ({
  name: "attachments",
  label: "Attachments",
  type: "files",
  accept,
  help,
});

export const kindDefs: Record<ContentKind, KindDef> = {
  highlight: {
    kind: "highlight",
    label: "Highlights",
    singular: "highlight",
    titleField: "title",
    dateField: "fromDate",
    description: "The Highlights carousel on the home page.",
    fields: [
      title,
      { ...description, help: "Line breaks show as spaces in the carousel." },
      dateOf("fromDate", "Date", "Shown under the title."),
      attachments("The first file is linked from the carousel (a PDF or a picture)."),
    ],
    publicPage: () => "/",
  },
  notification: {
    kind: "notification",
    label: "Notifications",
    singular: "notification",
    titleField: "title",
    dateField: null,
    description: "The popup visitors see when they open the home page.",
    fields: [
      title,
      description,
      {
        name: "image",
        label: "Picture",
        type: "files",
        accept: "images",
        single: true,
        help: "Shown at the top of the popup.",
      },
      attachments("The first file opens from the popup's Attachment button."),
      {
        name: "url",
        label: "Link address",
        type: "url",
        help: "Where the Click Here button goes, starting with https://. Leave empty for no button.",
      },
      {
        name: "startsAt",
        label: "Show from",
        type: "date",
        help: "The first day the popup shows. Empty: from now.",
      },
      {
        name: "endsAt",
        label: "Show until",
        type: "date",
        help: "The last day the popup shows; after it the popup disappears by itself. Empty: until removed.",
      },
    ],
    publicPage: (id) => noticePath("notification", id),
  },
  onlineRegistration: {
    kind: "onlineRegistration",
    label: "Online registrations",
    singular: "online registration",
    titleField: "title",
    dateField: null,
    description: "The online registration links on the home page.",
    fields: [
      title,
      {
        name: "url",
        label: "Registration address",
        type: "url",
        help: "The registration page the title links to, starting with https://.",
      },
      attachments("Optional: a form or prospectus, linked with a paperclip."),
    ],
    publicPage: () => "/",
  },
  news: {
    kind: "news",
    label: "News",
    singular: "news item",
    titleField: "title",
    dateField: "fromDate",
    description: "Latest News, and the news ticker on the home page.",
    fields: [
      title,
      description,
      dateOf("fromDate", "Date", "The news list is sorted and filtered by this date."),
      {
        ...attachments(
          "Photos show as pictures with the news; each PDF gets its own Download circular (PDF) button. The list below says what each file becomes.",
        ),
        explainEach: true,
      },
    ],
    publicPage: (id) => noticePath("news", id),
  },
  event: {
    kind: "event",
    label: "Events",
    singular: "event",
    titleField: "title",
    dateField: "date",
    description: "Upcoming Events, and the events on the home page.",
    fields: [
      title,
      description,
      dateOf("date"),
      { name: "startTime", label: "Starts at", type: "time", help: "India time. Leave empty for an all-day event." },
      { name: "endTime", label: "Ends at", type: "time", help: "Optional; after the start." },
      { name: "venue", label: "Venue", type: "text" },
      {
        name: "images",
        label: "Pictures",
        type: "files",
        accept: "images",
        help: "The first picture shows with the event.",
      },
      {
        ...attachments(
          "Each PDF (for example the invitation) gets its own download button; a photo shows as the event's picture if it has none above.",
        ),
        explainEach: true,
      },
    ],
    publicPage: (id) => noticePath("event", id),
  },
  message: {
    kind: "message",
    label: "Leader messages",
    singular: "leader message",
    titleField: "name",
    dateField: null,
    description: "Messages from the school's leaders.",
    fields: [
      {
        name: "category",
        label: "Category",
        type: "text",
        required: true,
        initial: "President",
        suggestions: ["President"],
        help: "Messages in the category President show on the President's Philosophy page.",
      },
      { name: "name", label: "Name", type: "text", help: "The leader's name, shown under the message." },
      { name: "message", label: "Message", type: "textarea" },
      {
        name: "attachments",
        label: "Photo",
        type: "files",
        accept: "images",
        single: true,
        help: "A portrait of the leader.",
      },
    ],
    publicPage: () => "/president-philosophy",
  },
  gallery: {
    kind: "gallery",
    label: "Photo albums",
    singular: "photo album",
    titleField: "title",
    dateField: "date",
    description: "Campus Life albums on the photo gallery.",
    album: true,
    fields: [
      title,
      description,
      dateOf("date", "Date", "The gallery is filtered by this date."),
      {
        name: "category",
        label: "Category",
        type: "text",
        required: true,
        initial: "PhotoGallery",
        suggestions: ["PhotoGallery"],
        help: "Only albums in the category PhotoGallery show on the photo gallery page.",
      },
      {
        name: "attachments",
        label: "Photos",
        type: "files",
        accept: "images",
        help: "Choose many photos at once. The first photo is the album's cover; move photos to change the order.",
      },
    ],
    publicPage: (id) => `/sub-gallery?id=${encodeURIComponent(id)}`,
  },
  video: {
    kind: "video",
    label: "Videos",
    singular: "video",
    titleField: "title",
    dateField: "date",
    description: "The video gallery: links to videos on a video site.",
    fields: [
      title,
      dateOf("date"),
      {
        name: "videoUrl",
        label: "Video address",
        type: "url",
        required: true,
        help: "The address of the video, for example https://www.youtube.com/watch?v=…",
      },
    ],
    publicPage: () => "/video-gallery",
  },
  testimonial: {
    kind: "testimonial",
    label: "Testimonials",
    singular: "testimonial",
    titleField: "name",
    dateField: "createdAt",
    description: "What parents and students say, on the testimonials page.",
    fields: [
      { name: "name", label: "Name", type: "text", required: true },
      { name: "description", label: "Testimonial", type: "textarea" },
      { name: "rating", label: "Rating", type: "rating", initial: 5, help: "Stars shown with the testimonial." },
      {
        name: "createdAt",
        label: "Written on",
        type: "datetime",
        required: true,
        initial: "now",
        help: "Shown as how long ago it was written; the newest comes first.",
      },
      {
        name: "attachments",
        label: "Photo",
        type: "files",
        accept: "images",
        single: true,
        help: "Optional; a default picture shows without one.",
      },
    ],
    publicPage: () => "/testimonials",
  },
  circular: {
    kind: "circular",
    label: "Newsletters and circulars",
    singular: "newsletter or circular",
    titleField: "title",
    dateField: "date",
    description: "Newsletters and circulars for parents.",
    fields: [
      title,
      dateOf("date"),
      {
        name: "category",
        label: "Category",
        type: "text",
        required: true,
        initial: "Newsletter",
        suggestions: ["Newsletter", "Circular"],
        help: "Items in the category Newsletter show on the newsletter page.",
      },
      attachments("The first file opens when a visitor clicks the newsletter (usually a PDF)."),
      {
        name: "text",
        label: "Text of the circular",
        type: "textarea",
        help: "Type or paste what the circular says, so parents can read it on a phone and screen readers can read it aloud. Needed when the PDF is a scan.",
      },
    ],
    publicPage: (id) => noticePath("circular", id),
  },
  media: {
    kind: "media",
    label: "Media",
    singular: "media item",
    titleField: "title",
    dateField: "date",
    description: "Press and media mentions in the media gallery.",
    fields: [
      { ...title, required: false, help: "Shown as Untitled when left empty." },
      dateOf("date"),
      attachments("Items without a picture are not shown on the site.", "images"),
    ],
    publicPage: () => "/media-gallery",
  },
};

/** In the order of spec section 3. */
/** "Add a news item", "Add an event": the heading, title and link of a new item. */
export const addHeading = (def: KindDef) => `Add ${/^[aeiou]/i.test(def.singular) ? "an" : "a"} ${def.singular}`;

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
