import { z } from "zod";
import { type ContentKind, contentFileFields, contentInputSchemas } from "../../contract/content.ts";
import { fieldErrors } from "../../contract/enquiry.ts";
import { noticeOfPath, noticePath } from "../../contract/notices.ts";
import { ScheduleTimes } from "../../contract/staff.ts";
import { ContentKindParam, PublishStatus } from "../../contract/staff-content.ts";
import { contentSearchField } from "../content/content-rows.ts";
import type { FileUsage } from "../storage/file-usage.ts";

/** What staff requests to the content API hold, checked (server/admin/content-admin-routes.ts answers them). */
export const ItemParams = z.object({ kind: ContentKindParam, id: z.string().min(1).max(64) });
export const KindParams = z.object({ kind: ContentKindParam });
export const WithdrawBody = z.object({ replacedBy: z.string().max(2000).nullish() }).nullish();

/** Fields whose files are shown as pictures, so they must be images. */
const imageFields: Partial<Record<ContentKind, readonly string[]>> = {
  notification: ["image"],
  event: ["images"],
  message: ["attachments"],
  gallery: ["attachments"],
  testimonial: ["attachments"],
  media: ["attachments"],
};

export const contentMessages = {
  unknownKind: "There is no such kind of content.",
  gone: "This item no longer exists.",
  fileMissing: (id: string) => `The file ${id} is not stored here; upload it again.`,
  notImage: (id: string) => `${id} is not an image (JPEG, PNG or WebP).`,
  endsBeforeStart: "The end date must not be before the start date.",
  reorderMismatch: "The list has changed since it was loaded. Reload it and try again.",
  notWithdrawable: "Only a published news item, event, circular or notification can be withdrawn.",
  badReplacement: "Choose a published notice of this website as the replacement, or none.",
  removeBeforePublish: "The time to remove it must be after the time to publish it.",
} as const;

/** A content save as the staff sent it, checked: the kind's input, a status and the times asked for. */
export interface ContentBody {
  input: Record<string, unknown>;
  status: "published" | "draft" | undefined;
  notifyParents: boolean | undefined;
  /** undefined: not sent, left as it is; null: cleared. */
  times: { publishAt: string | null | undefined; removeAt: string | null | undefined };
}

/** The file ids a record refers to, in its file fields (contract/content.ts). */
export function fileIdsOf(kind: ContentKind, record: Record<string, unknown>): string[] {
  return contentFileFields[kind].flatMap((field) => {
    const value = record[field];
    if (typeof value === "string") return value ? [value] : [];
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
  });
}

/** The words an audit entry names a record by. */
export const labelOf = (kind: ContentKind, data: Record<string, unknown>) =>
  String(data[contentSearchField[kind]] ?? "").slice(0, 200);

/**
 * The body as the kind's input plus a status; the id comes from the path.
 * Checks that every referenced file is one of the school's public files
 * (and an image where a picture is shown). The errors by field otherwise.
 */
export async function checkContentBody(
  usage: FileUsage,
  school: string,
  kind: ContentKind,
  body: unknown,
): Promise<{ body: ContentBody } | { errors: Record<string, string> }> {
  const raw = body && typeof body === "object" && !Array.isArray(body) ? { ...(body as Record<string, unknown>) } : {};
  const status = raw.status === undefined ? undefined : PublishStatus.safeParse(raw.status);
  const timesParsed = ScheduleTimes.safeParse({ publishAt: raw.publishAt, removeAt: raw.removeAt });
  delete raw.status;
  delete raw._id;
  // Notices: "Notify parents" (issue 30), kept beside the record's fields, not in them.
  const notify = raw.notifyParents;
  delete raw.notifyParents;
  delete raw.publishAt;
  delete raw.removeAt;
  const parsed = contentInputSchemas[kind].safeParse(raw);
  const errors: Record<string, string> = parsed.success ? {} : fieldErrors(parsed.error);
  if (status && !status.success) errors.status = "must be published or draft";
  if (notify !== undefined && typeof notify !== "boolean") errors.notifyParents = "must be true or false";
  if (!timesParsed.success) Object.assign(errors, fieldErrors(timesParsed.error));
  const times = timesParsed.success ? timesParsed.data : {};
  if (times.publishAt && times.removeAt && Date.parse(times.removeAt) <= Date.parse(times.publishAt))
    errors.removeAt = contentMessages.removeBeforePublish;
  if (!parsed.success || Object.keys(errors).length) return { errors };
  const data = parsed.data as Record<string, unknown>;
  if (kind === "notification" && data.startsAt && data.endsAt && String(data.endsAt) < String(data.startsAt)) {
    errors.endsAt = contentMessages.endsBeforeStart;
  }
  Object.assign(errors, await fileErrors(usage, school, kind, data));
  if (Object.keys(errors).length) return { errors };
  return {
    body: {
      input: data,
      status: status?.success ? status.data : undefined,
      notifyParents: typeof notify === "boolean" ? notify : undefined,
      times: {
        publishAt: times.publishAt === undefined ? undefined : times.publishAt || null,
        removeAt: times.removeAt === undefined ? undefined : times.removeAt || null,
      },
    },
  };
}

/** A file field naming a file the school does not have (or not an image where a picture is shown): its first such file. */
async function fileErrors(
  usage: FileUsage,
  school: string,
  kind: ContentKind,
  data: Record<string, unknown>,
): Promise<Record<string, string>> {
  const errors: Record<string, string> = {};
  const fields = contentFileFields[kind];
  const ids = fields.flatMap((f) => (data[f] as string[] | undefined) ?? []);
  const known = await usage.known(
    school,
    ids.filter((id) => !id.startsWith("private/")),
  );
  for (const field of fields) {
    for (const id of (data[field] as string[] | undefined) ?? []) {
      const file = known.get(id);
      if (!file) errors[field] ??= contentMessages.fileMissing(id);
      else if (imageFields[kind]?.includes(field) && !file.mime.startsWith("image/"))
        errors[field] ??= contentMessages.notImage(id);
    }
  }
  return errors;
}

/**
 * The status a save leaves and the times it sets. A "Publish at" still to
 * come (or any, on a draft) keeps the item a draft until then; on an item
 * staying live it means nothing and is cleared.
 */
export function planSave(body: ContentBody, liveBefore: boolean, now: Date) {
  const wanted = body.status ?? "published";
  let { publishAt, removeAt } = body.times;
  let status: "published" | "draft" | undefined = body.status;
  if (publishAt) {
    const later = Date.parse(publishAt) > now.getTime();
    if (liveBefore && wanted === "published") publishAt = null;
    else if (later || wanted === "draft") status = "draft";
    else publishAt = null;
  }
  return { status, times: { publishAt, removeAt } };
}

/**
 * The notice a withdrawn one points to, from the address as staff may paste
 * it (the full address or the path): its path, or undefined when it names no
 * other published notice (`isLive` asks the content store).
 */
export async function replacementPath(
  raw: string,
  own: { kind: ContentKind; id: string },
  isLive: (kind: ContentKind, id: string) => Promise<boolean>,
): Promise<string | undefined> {
  let path = raw;
  try {
    path = new URL(raw, "http://x").pathname;
  } catch {
    path = "";
  }
  const named = noticeOfPath(path);
  if (!named || (named.kind === own.kind && named.id === own.id)) return undefined;
  return (await isLive(named.kind, named.id)) ? noticePath(named.kind, named.id) : undefined;
}
