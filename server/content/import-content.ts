import fsp from "node:fs/promises";
import path from "node:path";
import type { z } from "zod";
import {
  type ContentKind,
  contentFileFields,
  contentInputSchemas,
  PagePhoto,
  TransferCertificateInput,
} from "../../contract/content.ts";
import { profileErrors, SchoolProfile } from "../../contract/school-profile.ts";
import { blankProfile } from "../../contract/school-view.ts";
import { ScheduleTimes } from "../../contract/staff.ts";
import { checkItemTranslations, type ItemTranslation } from "../../contract/translations.ts";
import type { Db } from "../db/client.ts";
import { checkDisclosure, writeDisclosure } from "../disclosure/disclosure-transfer.ts";
import { checkImportMenu, checkImportPages, writeImportPages } from "../pages/import-pages.ts";
import type { PageRepository } from "../pages/page-repository.ts";
import type { FileRepository } from "../storage/file-repository.ts";
import { sniffType } from "../storage/file-store.ts";
import { cleanImportedFile } from "../storage/upload-processing.ts";
import { TranslationRepository } from "../translations/translation-repository.ts";
import type { ContentRepository } from "./content-repository.ts";
import { newId } from "./content-repository.ts";
import { ProfileRepository } from "./profile-repository.ts";
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

export class ImportError extends Error {
  constructor(readonly problems: string[]) {
    super(`Import refused, nothing was written:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  }
}

interface ImportDeps {
  db: Db;
  content: ContentRepository;
  files: FileRepository;
  schools: SchoolRepository;
  /** The profile store (services.profiles); one is made on the same database when absent. */
  profiles?: ProfileRepository;
  /** Pages as data (the `pages` key); without it the key is refused. */
  pages?: PageRepository;
  /** Called for each stored image, e.g. to queue its AVIF copies. */
  onImage?: (id: string, school: string) => void;
}

interface ImportSummary {
  schoolCode: string;
  counts: Record<string, number>;
  files: number;
}

const PLACEHOLDER_ID = "pending/import";

/**
 * Loads a content file (see README "Content import"). Everything is checked
 * first — every record against its schema and every referenced file on disk —
 * and then written in one transaction, so a bad file changes nothing.
 */
export async function importContent(
  deps: ImportDeps,
  jsonPath: string,
  opts: {
    replace?: boolean;
    defaultSchool: string;
    schoolName?: string /** Ignore the file's schoolCode (demo content). */;
    forceSchool?: string;
  },
): Promise<ImportSummary> {
  const baseDir = path.dirname(path.resolve(jsonPath));
  let raw: unknown;
  try {
    raw = JSON.parse(await fsp.readFile(jsonPath, "utf8"));
  } catch (e) {
    throw new ImportError([`${jsonPath}: ${(e as Error).message}`]);
  }
  if (!raw || typeof raw !== "object" || Array.isArray(raw))
    throw new ImportError(["the file must hold a JSON object"]);
  const doc = raw as Record<string, unknown>;
  const problems: string[] = [];
  const allowed = new Set([
    "schoolCode",
    "school",
    "transferCertificates",
    "pagePhotos",
    "disclosure",
    ...Object.keys(importKinds),
  ]);
  if (deps.pages) for (const key of ["pages", "menu"]) allowed.add(key);
  for (const key of Object.keys(doc)) if (!allowed.has(key)) problems.push(`${key}: unknown kind`);

  const schoolCode = opts.forceSchool ?? (doc.schoolCode === undefined ? opts.defaultSchool : doc.schoolCode);
  if (typeof schoolCode !== "string" || !/^[a-z0-9][a-z0-9-]{0,31}$/i.test(schoolCode)) {
    problems.push("schoolCode: must be letters, digits and dashes");
  }

  // Every referenced file, read once: relative path → bytes.
  const fileData = new Map<string, Buffer>();
  const checkFile = async (where: string, rel: unknown, opts2: { imageOnly?: boolean; pdfOnly?: boolean } = {}) => {
    if (typeof rel !== "string" || rel.trim() === "") {
      problems.push(`${where}: must be a file path`);
      return;
    }
    if (fileData.has(rel)) return;
    // Only files inside the JSON file's folder: no absolute paths, no way up.
    const abs = path.resolve(baseDir, rel);
    const inside = path.relative(baseDir, abs);
    if (path.isAbsolute(rel) || inside === "" || inside.startsWith("..") || path.isAbsolute(inside)) {
      problems.push(`${where}: ${rel} is outside the folder of the import file`);
      return;
    }
    let data: Buffer;
    try {
      // A symlink (or a linked folder on the way) may lead out of the folder:
      // what counts is where the file really is, and only a regular file there.
      const real = await fsp.realpath(abs);
      const realInside = path.relative(await fsp.realpath(baseDir), real);
      if (realInside === "" || realInside.startsWith("..") || path.isAbsolute(realInside)) {
        problems.push(`${where}: ${rel} is a link to a file outside the folder of the import file`);
        return;
      }
      if (!(await fsp.stat(real)).isFile()) {
        problems.push(`${where}: ${rel} is not a file`);
        return;
      }
      data = await fsp.readFile(real);
    } catch {
      problems.push(`${where}: file not found: ${rel}`);
      return;
    }
    const type = sniffType(data);
    if (!type) problems.push(`${where}: ${rel} is not a JPEG, PNG, WebP or PDF file`);
    else if (opts2.imageOnly && type.mime === "application/pdf") problems.push(`${where}: ${rel} must be an image`);
    else if (opts2.pdfOnly && type.mime !== "application/pdf") problems.push(`${where}: ${rel} must be a PDF`);
    else {
      // The same cleaning as a staff upload: no EXIF, GPS or camera data is published.
      const cleaned = await cleanImportedFile(data);
      if (typeof cleaned === "string") problems.push(`${where}: ${rel}: ${cleaned}`);
      else fileData.set(rel, cleaned);
    }
  };

  const records: { key: ImportKey; kind: ContentKind; items: Record<string, unknown>[] }[] = [];
  const itemTranslations = new Map<Record<string, unknown>, Record<string, ItemTranslation>>();
  for (const [key, kind] of Object.entries(importKinds) as [ImportKey, ContentKind][]) {
    if (doc[key] === undefined) continue;
    const list = doc[key];
    if (!Array.isArray(list)) {
      problems.push(`${key}: must be a list`);
      continue;
    }
    const schema = contentInputSchemas[kind] as z.ZodType;
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
      if (Object.keys(translated.translations).length) itemTranslations.set(rec, translated.translations);
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
      const parsed = schema.safeParse(probe);
      if (!parsed.success)
        for (const issue of parsed.error.issues) problems.push(`${where}.${issue.path.join(".")}: ${issue.message}`);
      items.push(rec);
    }
    records.push({ key, kind, items });
  }

  // Certificates and page photos: each item checked by its schema, its one file an image.
  const imageItems = async (key: "transferCertificates" | "pagePhotos", schema: z.ZodType) => {
    const items = listOf(doc[key], key, problems);
    for (const [i, item] of items.entries()) {
      const parsed = schema.safeParse({ ...(item as object), file: PLACEHOLDER_ID });
      if (!parsed.success)
        for (const issue of parsed.error.issues)
          problems.push(`${key}[${i}].${issue.path.join(".")}: ${issue.message}`);
      await checkFile(`${key}[${i}].file`, (item as Record<string, unknown>)?.file, { imageOnly: true });
    }
    return items;
  };
  const tcs = await imageItems("transferCertificates", TransferCertificateInput);
  const photos = await imageItems("pagePhotos", PagePhoto);

  // The school profile (README "Content import", key `school`); its logo is a file path like any other.
  // Fields the file leaves out keep the school's current values (a new school's are the defaults).
  let profile: SchoolProfile | null = null;
  /** The logo's file beside content.json; null when the file does not name one (the current logo stays). */
  let logoPath: string | null = null;
  const profiles = deps.profiles ?? new ProfileRepository(deps.db, deps.schools);
  if (doc.school !== undefined) {
    const given = doc.school as Record<string, unknown> | null;
    if (!given || typeof given !== "object" || Array.isArray(given)) problems.push("school: must be an object");
    else if (typeof schoolCode === "string") {
      const hasLogo = Object.hasOwn(given, "logo");
      const logo = hasLogo && typeof given.logo === "string" ? given.logo.trim() : "";
      if (logo) await checkFile("school.logo", logo, { imageOnly: true });
      const current = await currentProfile(profiles, deps.schools, schoolCode, given.name, opts.schoolName);
      const merged = mergeGiven(current as unknown as Record<string, unknown>, given);
      const parsed = SchoolProfile.safeParse({ ...merged, logo: hasLogo ? (logo ? "pending/import.png" : "") : "" });
      if (!parsed.success)
        for (const [where, message] of Object.entries(profileErrors(parsed.error)))
          problems.push(`school.${where}: ${message}`);
      else {
        profile = { ...parsed.data, logo: hasLogo ? logo : current.logo };
        logoPath = hasLogo ? logo : null;
      }
    }
  }
  const disclosure = await checkDisclosure(
    doc.disclosure,
    problems,
    (where, rel) => checkFile(where, rel, { pdfOnly: true }),
    PLACEHOLDER_ID,
  );
  const pages = checkImportPages(doc.pages, problems);
  const menu = checkImportMenu(doc.menu, problems);

  if (problems.length)
    throw new ImportError(
      problems.slice(0, 50).concat(problems.length > 50 ? [`… and ${problems.length - 50} more`] : []),
    );

  const school = schoolCode as string;
  const written: string[] = [];
  const counts: Record<string, number> = {};
  const images: string[] = [];
  try {
    // Announced after the commit (ContentChanges): visitors see the whole import or none of it.
    await deps.schools.transaction(deps.db, async (trx) => {
      const existing = await trx.selectFrom("schools").select("code").where("code", "=", school).executeTakeFirst();
      if (!existing) {
        await trx
          .insertInto("schools")
          .values({
            code: school,
            name: profile?.name ?? opts.schoolName ?? school,
            contentVersion: 1,
            createdAt: new Date().toISOString(),
          })
          .execute();
      }
      const ids = new Map<string, string>();
      const fileId = async (rel: string, priv = false) => {
        const key = `${priv ? "p:" : ""}${rel}`;
        const known = ids.get(key);
        if (known) return known;
        const data = fileData.get(rel) as Buffer;
        const stored = await deps.files.save(school, data, rel, { private: priv, db: trx });
        written.push(stored.id);
        if (!priv && stored.mime !== "application/pdf") images.push(stored.id);
        ids.set(key, stored.id);
        return stored.id;
      };

      const translations = new TranslationRepository(trx, deps.schools);
      for (const { key, kind, items } of records) {
        if (opts.replace) {
          await deps.content.deleteAll(school, kind, trx);
          await translations.clear(school, trx, kind);
        }
        for (const [i, item] of items.entries()) {
          const rec = { ...item };
          for (const field of contentFileFields[kind]) {
            rec[field] = await Promise.all((rec[field] as string[]).map((f) => fileId(f)));
          }
          const { publishAt, removeAt } = rec as { publishAt?: string | null; removeAt?: string | null };
          delete rec.publishAt;
          delete rec.removeAt;
          // A time still to come keeps the item a draft until then; one passed publishes it now.
          const later = publishAt ? Date.parse(publishAt) > Date.now() : false;
          // biome-ignore lint/suspicious/noExplicitAny: validated above against the same schema
          const id = await deps.content.create(school, kind, rec as any, {
            db: trx,
            position: i,
            status: later ? "draft" : "published",
            publishAt: later ? publishAt : null,
            removeAt: removeAt || null,
          });
          // Made from the English as imported: a later change of it marks the translation out of date.
          const source = Object.fromEntries(Object.entries(rec).filter(([, v]) => typeof v === "string"));
          for (const [lang, fields] of Object.entries(itemTranslations.get(item) ?? {}))
            await translations.put(school, { kind, itemId: id, lang: lang as "mr" | "hi", fields, source }, null, trx);
        }
        counts[key] = items.length;
      }
      if (doc.transferCertificates !== undefined) {
        if (opts.replace) await trx.deleteFrom("transferCertificates").where("schoolCode", "=", school).execute();
        const now = new Date().toISOString();
        for (const tc of tcs as Record<string, string>[]) {
          const v = TransferCertificateInput.parse({ ...tc, file: PLACEHOLDER_ID });
          await trx
            .insertInto("transferCertificates")
            .values({
              id: newId(),
              schoolCode: school,
              admissionNo: v.admissionNo,
              studentName: v.studentName,
              file: await fileId(tc.file, true),
              revokedAt: null,
              createdAt: now,
              updatedAt: now,
            })
            .execute();
        }
        counts.transferCertificates = tcs.length;
      }
      if (doc.pagePhotos !== undefined) {
        if (opts.replace) await trx.deleteFrom("pagePhotos").where("schoolCode", "=", school).execute();
        const positions = new Map<string, number>();
        for (const p of photos as Record<string, string>[]) {
          const v = PagePhoto.parse({ ...p, file: PLACEHOLDER_ID });
          const slot = `${v.page}\u0000${v.tab}`;
          const position = (positions.get(slot) ?? 0) + 1;
          positions.set(slot, position);
          await trx
            .insertInto("pagePhotos")
            .values({ schoolCode: school, page: v.page, tab: v.tab, position, file: await fileId(p.file), alt: v.alt })
            .execute();
        }
        counts.pagePhotos = photos.length;
      }
      if (profile) {
        const logo = logoPath === null ? profile.logo : logoPath ? await fileId(logoPath) : "";
        const saved = await profiles.save(school, { ...profile, logo }, trx);
        if (saved.status !== "saved") throw new ImportError(Object.values(saved.errors));
        counts.school = 1;
      }
      if (disclosure) {
        counts.disclosure = await writeDisclosure(trx, school, disclosure, Boolean(opts.replace), (rel) => fileId(rel));
      }
      if (deps.pages && (doc.pages !== undefined || menu)) {
        await writeImportPages(deps.pages, trx, school, pages, Boolean(opts.replace), menu, deps.schools);
        if (doc.pages !== undefined) counts.pages = pages.length;
      }
      // Written partly past the repositories (the disclosure): the whole school changed.
      await deps.schools.changed(school, trx);
    });
  } catch (e) {
    // The transaction rolled back; files written for it would be orphans.
    await Promise.all(written.map((id) => deps.files.removeIfUnreferenced(school, id)));
    throw e;
  }
  for (const id of new Set(images)) deps.onImage?.(id, school);
  return { schoolCode: school, counts, files: new Set(written).size };
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
