import { z } from "zod";
import { CLOCK_PATTERN, eventTimes } from "./calendar.ts";
import { type ContentKind, contentDateField, contentFileFields, contentKinds } from "./content-rules.ts";
import { parseDmy } from "./dates.ts";
import { videoAddressFrom } from "./pasted-addresses.ts";

// Kinds, sort dates and file fields live in the zod-free content-rules.ts
// (the staff pages use them without zod); re-exported here unchanged.
export { type ContentKind, contentDateField, contentFileFields, contentKinds };

/**
 * The content kinds of spec section 3, exactly as the public API returns them.
 * Field names are the old provider's, so existing clients keep working.
 * Each schema is the single source of truth for the API response, the import
 * file, the staff forms and the tests.
 */

/** A file reference: a stored file id (also its path inside the store). */
export const FileRef = z
  .string()
  .min(1)
  .max(300)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._/-]*$/, "must be a stored file id");

/** Calendar date, YYYY-MM-DD (interpreted in Asia/Kolkata). */
export const IsoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date as YYYY-MM-DD")
  // Date.parse rolls 2025-02-30 over to March; a real date survives the round trip.
  .refine((s) => {
    const t = Date.parse(`${s}T00:00:00Z`);
    return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === s;
  }, "must be a real date");

/**
 * A date as staff enter it (dd/mm/yyyy, the staff forms' own check) or as
 * import files and API clients write it (YYYY-MM-DD); stored as YYYY-MM-DD.
 */
const InputDate = z.string().transform((s, ctx) => {
  const iso = parseDmy(s);
  if (!iso) ctx.addIssue({ code: "custom", message: "must be a date as dd/mm/yyyy" });
  return iso ?? z.NEVER;
});

/** Instant, ISO 8601 with time. */
export const IsoDateTime = z
  .string()
  .refine((s) => /^\d{4}-\d{2}-\d{2}T/.test(s) && !Number.isNaN(Date.parse(s)), "must be an ISO date-time");

const Title = z.string().trim().min(1, "is required").max(300);
const Text = z.string().max(20_000);
const Url = z
  .string()
  .trim()
  .max(2000)
  // Control characters (NUL, tabs, line breaks inside) are refused before
  // anything else: browsers drop or replace them, so what is stored would not
  // be the address that is followed.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
  .refine((s) => !/[\u0000-\u001F\u007F-\u009F]/.test(s), {
    message: "must not contain control characters",
    abort: true,
  })
  .refine((s) => s === "" || /^https?:\/\/[^\s]+$/i.test(s), "must be an http(s) address");
const Files = z.array(FileRef).max(500);
const Id = z.string().min(1).max(64);
/** The ids the album page accepts in its link (/sub-gallery?id=…). */
export const ALBUM_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
const AlbumId = Id.regex(ALBUM_ID_PATTERN, "must be letters, digits, dashes and underscores only");

export const Highlight = z.object({
  _id: Id,
  title: Title,
  description: Text,
  fromDate: IsoDate,
  attachments: Files,
});

export const Notification = z.object({
  _id: Id,
  title: Title,
  description: Text,
  image: Files,
  attachments: Files,
  url: Url,
});

export const OnlineRegistration = z.object({
  _id: Id,
  title: Title,
  url: Url,
  attachments: Files,
});

export const News = z.object({
  _id: Id,
  title: Title,
  description: Text,
  fromDate: IsoDate,
  /** Same value as fromDate: some clients of the old provider read `date`. */
  date: IsoDate,
  attachments: Files,
});

/** A clock time, HH:MM (24-hour, India time), or empty for none. */
const Clock = z
  .string()
  .trim()
  .refine((s) => s === "" || CLOCK_PATTERN.test(s), "must be a time as hh:mm");

export const Event = z.object({
  _id: Id,
  title: Title,
  description: Text,
  date: IsoDate,
  /** The times as text ("10:00 am – 4:00 pm"), made from startTime and endTime when they are set. */
  time: z.string().max(100),
  startTime: Clock,
  endTime: Clock,
  venue: z.string().max(300),
  images: Files,
  attachments: Files,
});

export const Message = z.object({
  _id: Id,
  category: z.string().trim().min(1).max(100),
  name: z.string().max(200),
  message: Text,
  attachments: Files,
});

export const Gallery = z.object({
  _id: AlbumId,
  category: z.string().trim().min(1).max(100),
  title: Title,
  description: Text,
  date: IsoDate,
  attachments: Files,
});

export const Video = z.object({
  _id: Id,
  title: Title,
  date: IsoDate,
  videoUrl: Url.refine((s) => s !== "", "is required"),
});

export const Testimonial = z.object({
  _id: Id,
  name: z.string().trim().min(1).max(200),
  description: Text,
  rating: z.number().int().min(1).max(5),
  createdAt: IsoDateTime,
  attachments: Files,
});

export const Circular = z.object({
  _id: Id,
  category: z.string().trim().min(1).max(100),
  date: IsoDate,
  title: Title,
  attachments: Files,
  /** The circular as text (typed or pasted), so phones and screen readers can read it; "" when none (issue 30). */
  text: Text.optional(),
});

export const Media = z.object({
  _id: Id,
  /** Optional (spec: falls back to Untitled); missing or null is stored as "". */
  title: z
    .string()
    .trim()
    .max(300)
    .nullish()
    .transform((t) => t ?? ""),
  date: IsoDate,
  attachments: Files,
});

export const contentSchemas = {
  highlight: Highlight,
  notification: Notification,
  onlineRegistration: OnlineRegistration,
  news: News,
  event: Event,
  message: Message,
  gallery: Gallery,
  video: Video,
  testimonial: Testimonial,
  circular: Circular,
  media: Media,
} as const satisfies Record<ContentKind, unknown>;

export type ContentRecord<K extends ContentKind> = z.infer<(typeof contentSchemas)[K]>;

export type HighlightRecord = z.infer<typeof Highlight>;
export type NotificationRecord = z.infer<typeof Notification>;
export type OnlineRegistrationRecord = z.infer<typeof OnlineRegistration>;
export type NewsRecord = z.infer<typeof News>;
export type EventRecord = z.infer<typeof Event>;
export type MessageRecord = z.infer<typeof Message>;
export type GalleryRecord = z.infer<typeof Gallery>;
export type VideoRecord = z.infer<typeof Video>;
export type TestimonialRecord = z.infer<typeof Testimonial>;
export type CircularRecord = z.infer<typeof Circular>;
export type MediaRecord = z.infer<typeof Media>;

/**
 * Input of a record (import file, staff form): the API shape where `_id` is
 * optional and derived fields (news `date`) are left out.
 */
export const contentInputSchemas = {
  highlight: Highlight.extend({ _id: Id.optional(), fromDate: InputDate }),
  notification: Notification.extend({
    _id: Id.optional(),
    startsAt: InputDate.nullish(),
    endsAt: InputDate.nullish(),
  }),
  onlineRegistration: OnlineRegistration.extend({ _id: Id.optional() }),
  news: News.omit({ date: true }).extend({ _id: Id.optional(), fromDate: InputDate }),
  // Start and end times, or the older free-text `time` (read into them when it names clock times).
  event: Event.extend({
    _id: Id.optional(),
    date: InputDate,
    time: Event.shape.time.default(""),
    startTime: Clock.default(""),
    endTime: Clock.default(""),
  })
    .refine((e) => !e.endTime || (e.startTime !== "" && e.endTime > e.startTime), {
      path: ["endTime"],
      message: "must be after the start time",
    })
    .transform((e) => ({ ...e, ...eventTimes(e) })),
  message: Message.extend({ _id: Id.optional() }),
  gallery: Gallery.extend({ _id: AlbumId.optional(), date: InputDate }),
  // YouTube watch, share and Shorts links all become the one watch address.
  video: Video.extend({ _id: Id.optional(), date: InputDate }).transform((v, ctx) => {
    const answer = videoAddressFrom(v.videoUrl);
    if (answer.ok) return { ...v, videoUrl: answer.value };
    ctx.addIssue({ code: "custom", path: ["videoUrl"], message: answer.message });
    return z.NEVER;
  }),
  testimonial: Testimonial.extend({ _id: Id.optional(), rating: Testimonial.shape.rating.default(5) }),
  circular: Circular.extend({ _id: Id.optional(), date: InputDate, text: Text.default("") }),
  media: Media.extend({ _id: Id.optional(), date: InputDate }),
} satisfies Record<ContentKind, unknown>;

export type ContentInput<K extends ContentKind> = z.input<(typeof contentInputSchemas)[K]>;

/** A photo of a static or tabbed page (spec section 2), kept in the store. */
export const PagePhoto = z.object({
  page: z.string().min(1).max(100),
  tab: z.string().max(200).default(""),
  file: FileRef,
  alt: z.string().max(300).default(""),
});
export type PagePhotoRecord = z.infer<typeof PagePhoto> & { position: number };

export const TransferCertificateInput = z.object({
  admissionNo: z.string().trim().min(1).max(50),
  studentName: z.string().trim().min(1).max(200),
  file: FileRef,
});
