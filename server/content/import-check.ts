import type { z } from "zod";
import { type ContentKind, contentFileFields, contentInputSchemas } from "../../contract/content.ts";
import { profileErrors, SchoolProfile } from "../../contract/school-profile.ts";
import { blankProfile } from "../../contract/school-view.ts";
import { ScheduleTimes } from "../../contract/staff.ts";
import { checkItemTranslations, type ItemTranslation } from "../../contract/translations.ts";
import type { CheckFile } from "./import-files.ts";
import type { ProfileRepository } from "./profile-repository.ts";
import type { SchoolRepository } from "./school-repository.ts";

/** Keys of the import file and the content kind each holds. */
export const importKinds = {
  highlights: "highlight",
  notifications: "notification",
  onlineRegistrations: "onlineRegistration",
  news: "news",
  events: "event",
  messages: "message",
  galleries: "gallery",
  videos: "video",
  testimonials: "testimonial",
  circulars: "circular",
  media: "media",
} as const satisfies Record<string, ContentKind>;

type ImportKey = keyof typeof importKinds;

/** What the schema sees in place of each file until the file is stored and has its id. */
export const PLACEHOLDER_ID = "pending/import";

/** One kind's records of the file, checked; each item's translations kept apart in `translations`. */
export interface ImportRecords {
  key: ImportKey;
  kind: ContentKind;
  items: Record<string, unknown>[];
}

/**
 * Checks every content kind's list (each record against its kind's schema, its
 * times and its files). Problems go on the list; nothing is written.
 */
export async function checkContentRecords(
  doc: Record<string, unknown>,
  problems: string[],
  checkFile: CheckFile,
): Promise<{ records: ImportRecords[]; translations: Map<Record<string, unknown>, Record<string, ItemTranslation>> }> {
  const records: ImportRecords[] = [];
  const translations = new Map<Record<string, unknown>, Record<string, ItemTranslation>>();
  for (const [key, kind] of Object.entries(importKinds) as [ImportKey, ContentKind][]) {
    if (doc[key] === undefined) continue;
    const list = doc[key];
    if (!Array.isArray(list)) {
      problems.push(`${key}: must be a list`);
      continue;
    }
    const items: Record<string, unknown>[] = [];
    for (const [i, item] of list.entries()) {
      const where = `${key}[${i}]`;
      if (!item || typeof item !== "object") {
        problems.push(`${where}: must be an object`);
        continue;
      }
      const rec = { ...(item as Record<string, unknown>) };
      // The item in Marathi and Hindi (issue 29): kept apart from the record, stored after it.
      const translated = checkItemTranslations(kind, rec.translations, `${where}.translations`);
      problems.push(...translated.problems);
      delete rec.translations;
      if (Object.keys(translated.translations).length) translations.set(rec, translated.translations);
      await checkRecord(kind, rec, where, problems, checkFile);
      items.push(rec);
    }
    records.push({ key, kind, items });
  }
  return { records, translations };
}

/** One record's times, files and fields; its file fields become lists of paths. */
async function checkRecord(
  kind: ContentKind,
  rec: Record<string, unknown>,
  where: string,
  problems: string[],
  checkFile: CheckFile,
): Promise<void> {
  // "Publish at" / "Remove at" (issue 31): optional, ISO 8601 with an offset.
  const times = ScheduleTimes.safeParse({ publishAt: rec.publishAt, removeAt: rec.removeAt });
  if (!times.success)
    for (const issue of times.error.issues) problems.push(`${where}.${issue.path.join(".")}: ${issue.message}`);
  else if (
    times.data.publishAt &&
    times.data.removeAt &&
    Date.parse(times.data.removeAt) <= Date.parse(times.data.publishAt)
  )
    problems.push(`${where}.removeAt: must be after publishAt`);
  for (const field of contentFileFields[kind]) {
    const v = rec[field] ?? [];
    if (!Array.isArray(v)) {
      problems.push(`${where}.${field}: must be a list of file paths`);
      continue;
    }
    for (const [j, f] of v.entries()) await checkFile(`${where}.${field}[${j}]`, f);
    rec[field] = v;
  }
  // Files are checked above; the schema sees a valid stand-in id for each.
  const probe = { ...rec };
  for (const field of contentFileFields[kind])
    if (Array.isArray(probe[field])) probe[field] = (probe[field] as unknown[]).map(() => PLACEHOLDER_ID);
  const parsed = (contentInputSchemas[kind] as z.ZodType).safeParse(probe);
  if (!parsed.success)
    for (const issue of parsed.error.issues) problems.push(`${where}.${issue.path.join(".")}: ${issue.message}`);
}

/** Certificates and page photos: each item checked by its schema, its one file an image. */
export async function checkImageItems(
  doc: Record<string, unknown>,
  key: "transferCertificates" | "pagePhotos",
  schema: z.ZodType,
  problems: string[],
  checkFile: CheckFile,
): Promise<unknown[]> {
  const items = listOf(doc[key], key, problems);
  for (const [i, item] of items.entries()) {
    const parsed = schema.safeParse({ ...(item as object), file: PLACEHOLDER_ID });
    if (!parsed.success)
      for (const issue of parsed.error.issues) problems.push(`${key}[${i}].${issue.path.join(".")}: ${issue.message}`);
    await checkFile(`${key}[${i}].file`, (item as Record<string, unknown>)?.file, { imageOnly: true });
  }
  return items;
}

/**
 * The school profile (README "Content import", key `school`); its logo is a file
 * path like any other. Fields the file leaves out keep the school's current
 * values (a new school's are the defaults). `logoPath` is the logo's file beside
 * content.json, null when the file does not name one (the current logo stays).
 */
export async function checkImportProfile(
  fields: Record<string, unknown>,
  schoolCode: string,
  stores: { profiles: ProfileRepository; schools: SchoolRepository; schoolName?: string },
  problems: string[],
  checkFile: CheckFile,
): Promise<{ profile: SchoolProfile; logoPath: string | null } | null> {
  const hasLogo = Object.hasOwn(fields, "logo");
  const logo = hasLogo && typeof fields.logo === "string" ? fields.logo.trim() : "";
  if (logo) await checkFile("school.logo", logo, { imageOnly: true });
  const current = await currentProfile(stores.profiles, stores.schools, schoolCode, fields.name, stores.schoolName);
  const merged = mergeGiven(current as unknown as Record<string, unknown>, fields);
  const parsed = SchoolProfile.safeParse({ ...merged, logo: hasLogo ? (logo ? "pending/import.png" : "") : "" });
  if (!parsed.success) {
    for (const [where, message] of Object.entries(profileErrors(parsed.error)))
      problems.push(`school.${where}: ${message}`);
    return null;
  }
  return { profile: { ...parsed.data, logo: hasLogo ? logo : current.logo }, logoPath: hasLogo ? logo : null };
}

/** The profile an import's `school` key completes: the stored one, else the defaults named after the school. */
async function currentProfile(
  profiles: ProfileRepository,
  schools: SchoolRepository,
  code: string,
  givenName: unknown,
  fallbackName: string | undefined,
): Promise<SchoolProfile> {
  const stored = await profiles.stored(code);
  if (stored) return stored;
  if (typeof givenName === "string" && givenName.trim()) return blankProfile(givenName.trim());
  if (await schools.exists(code)) return profiles.get(code);
  return blankProfile(fallbackName ?? code);
}

/** `given` over `current`: objects field by field (address, links, colours…), lists and values whole. */
function mergeGiven(current: Record<string, unknown>, given: Record<string, unknown>): Record<string, unknown> {
  const out = { ...current };
  const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === "object" && !Array.isArray(v);
  for (const [key, value] of Object.entries(given)) {
    out[key] = isObject(value) && isObject(current[key]) ? mergeGiven(current[key], value) : value;
  }
  return out;
}

function listOf(v: unknown, key: string, problems: string[]): unknown[] {
  if (v === undefined) return [];
  if (!Array.isArray(v)) {
    problems.push(`${key}: must be a list`);
    return [];
  }
  return v;
}
