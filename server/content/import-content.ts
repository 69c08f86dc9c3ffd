import fsp from "node:fs/promises";
import path from "node:path";
import { contentFileFields, PagePhoto, TransferCertificateInput } from "../../contract/content.ts";
import type { SchoolProfile } from "../../contract/school-profile.ts";
import { profileParts } from "../../contract/text-translations.ts";
import type { ItemTranslation } from "../../contract/translations.ts";
import type { Db } from "../db/client.ts";
import { checkDisclosure, writeDisclosure } from "../disclosure/disclosure-transfer.ts";
import { checkImportMenu, checkImportPages, writeImportPages } from "../pages/import-pages.ts";
import type { PageRepository } from "../pages/page-repository.ts";
import type { FileRepository } from "../storage/file-repository.ts";
import { writeMenuTranslations } from "../translations/menu-transfer.ts";
import { checkTextTranslations, type TextTranslations, writeTextTranslations } from "../translations/text-transfer.ts";
import { TranslationRepository } from "../translations/translation-repository.ts";
import type { ContentRepository } from "./content-repository.ts";
import { newId } from "./content-repository.ts";
import {
  checkContentRecords,
  checkImageItems,
  checkImportProfile,
  type ImportRecords,
  importKinds,
  PLACEHOLDER_ID,
} from "./import-check.ts";
import { importFiles } from "./import-files.ts";
import { ProfileRepository } from "./profile-repository.ts";
import type { SchoolRepository } from "./school-repository.ts";

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

interface ImportOptions {
  replace?: boolean;
  defaultSchool: string;
  schoolName?: string /** Ignore the file's schoolCode (demo content). */;
  forceSchool?: string;
}

/** Stores one checked file (once, however often the import names it) and gives its id. */
type FileId = (rel: string, priv?: boolean) => Promise<string>;

/** Writes the checked items of one key of the file; `replace` first clears what the school had. */
type WriteItems = (
  trx: Db,
  school: string,
  items: Record<string, string>[],
  replace: boolean,
  fileId: FileId,
) => Promise<void>;

/**
 * Loads a content file (see README "Content import"). Everything is checked
 * first — every record against its schema and every referenced file on disk —
 * and then written in one transaction, so a bad file changes nothing.
 */
export async function importContent(deps: ImportDeps, jsonPath: string, opts: ImportOptions): Promise<ImportSummary> {
  const checked = await checkImport(deps, jsonPath, opts);
  const { code, doc, profiles, school, fileData } = checked;
  const written: string[] = [];
  const counts: Record<string, number> = {};
  const images: string[] = [];
  try {
    // Announced after the commit (ContentChanges): visitors see the whole import or none of it.
    await deps.schools.transaction(deps.db, async (trx) => {
      await ensureSchool(trx, code, school?.profile.name ?? opts.schoolName ?? code);
      const ids = new Map<string, string>();
      const fileId: FileId = async (rel, priv = false) => {
        const key = `${priv ? "p:" : ""}${rel}`;
        const known = ids.get(key);
        if (known) return known;
        const stored = await deps.files.save(code, fileData.get(rel) as Buffer, rel, { private: priv, db: trx });
        written.push(stored.id);
        if (!priv && stored.mime !== "application/pdf") images.push(stored.id);
        ids.set(key, stored.id);
        return stored.id;
      };
      const replace = Boolean(opts.replace);
      await writeRecords(deps, trx, code, { ...checked, replace, fileId, counts });
      if (doc.transferCertificates !== undefined) {
        await writeCertificates(trx, code, checked.tcs as Record<string, string>[], replace, fileId);
        counts.transferCertificates = checked.tcs.length;
      }
      if (doc.pagePhotos !== undefined) {
        await writePagePhotos(trx, code, checked.photos as Record<string, string>[], replace, fileId);
        counts.pagePhotos = checked.photos.length;
      }
      if (school) {
        const { profile, logoPath } = school;
        const logo = logoPath === null ? profile.logo : logoPath ? await fileId(logoPath) : "";
        const saved = await profiles.save(code, { ...profile, logo }, trx);
        if (saved.status !== "saved") throw new ImportError(Object.values(saved.errors));
        if (school.texts)
          await writeTextTranslations(trx, deps.schools, code, "school", school.texts, profileParts(saved.profile));
        counts.school = 1;
      }
      if (checked.disclosure) {
        counts.disclosure = await writeDisclosure(trx, code, checked.disclosure, replace, fileId, deps.schools);
      }
      if (deps.pages && (doc.pages !== undefined || checked.menu)) {
        await writeImportPages(deps.pages, trx, code, checked.pages, replace, checked.menu, deps.schools);
        if (doc.pages !== undefined) counts.pages = checked.pages.length;
      }
      if (deps.pages) await writeMenuTranslations(trx, deps.schools, code, doc.menuTranslations, deps.pages);
      // Written partly past the repositories (the disclosure): the whole school changed.
      await deps.schools.changed(code, trx);
    });
  } catch (e) {
    // The transaction rolled back; files written for it would be orphans.
    await Promise.all(written.map((id) => deps.files.removeIfUnreferenced(code, id)));
    throw e;
  }
  for (const id of new Set(images)) deps.onImage?.(id, code);
  return { schoolCode: code, counts, files: new Set(written).size };
}

/** Reads and checks the whole file and every file it names; throws ImportError listing the problems. */
async function checkImport(deps: ImportDeps, jsonPath: string, opts: ImportOptions) {
  const doc = await readImportFile(jsonPath);
  const problems: string[] = [];
  const allowed = new Set([
    "schoolCode",
    "school",
    "transferCertificates",
    "pagePhotos",
    "disclosure",
    ...Object.keys(importKinds),
  ]);
  if (deps.pages) for (const key of ["pages", "menu", "menuTranslations"]) allowed.add(key);
  for (const key of Object.keys(doc)) if (!allowed.has(key)) problems.push(`${key}: unknown kind`);

  const schoolCode = opts.forceSchool ?? (doc.schoolCode === undefined ? opts.defaultSchool : doc.schoolCode);
  if (typeof schoolCode !== "string" || !/^[a-z0-9][a-z0-9-]{0,31}$/i.test(schoolCode)) {
    problems.push("schoolCode: must be letters, digits and dashes");
  }

  // Every referenced file, read once: relative path → bytes.
  const { fileData, checkFile } = importFiles(path.dirname(path.resolve(jsonPath)), problems);
  const { records, translations } = await checkContentRecords(doc, problems, checkFile);
  const tcs = await checkImageItems(doc, "transferCertificates", TransferCertificateInput, problems, checkFile);
  const photos = await checkImageItems(doc, "pagePhotos", PagePhoto, problems, checkFile);
  const profiles = deps.profiles ?? new ProfileRepository(deps.db, deps.schools);
  let school: { profile: SchoolProfile; logoPath: string | null; texts?: TextTranslations } | null = null;
  if (doc.school !== undefined) {
    const given = doc.school;
    if (!given || typeof given !== "object" || Array.isArray(given)) problems.push("school: must be an object");
    else if (typeof schoolCode === "string") {
      const stores = { profiles, schools: deps.schools, schoolName: opts.schoolName };
      // The profile's texts in other languages (issue 29) travel beside it, under `translations`.
      const { translations, ...fields } = given as Record<string, unknown>;
      const texts = checkTextTranslations(translations, "school.translations", problems);
      const checked = await checkImportProfile(fields, schoolCode, stores, problems, checkFile);
      school = checked && { ...checked, texts };
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
  checkTextTranslations(doc.menuTranslations, "menuTranslations", problems); // written with the menu

  if (problems.length)
    throw new ImportError(
      problems.slice(0, 50).concat(problems.length > 50 ? [`… and ${problems.length - 50} more`] : []),
    );
  const code = schoolCode as string;
  return { doc, code, fileData, records, translations, tcs, photos, profiles, school, disclosure, pages, menu };
}

/** The import file as a JSON object; anything else refuses the import. */
async function readImportFile(jsonPath: string): Promise<Record<string, unknown>> {
  let raw: unknown;
  try {
    raw = JSON.parse(await fsp.readFile(jsonPath, "utf8"));
  } catch (e) {
    throw new ImportError([`${jsonPath}: ${(e as Error).message}`]);
  }
  if (!raw || typeof raw !== "object" || Array.isArray(raw))
    throw new ImportError(["the file must hold a JSON object"]);
  return raw as Record<string, unknown>;
}

/** A school the import names but the site does not know yet is added. */
async function ensureSchool(trx: Db, code: string, name: string): Promise<void> {
  const existing = await trx.selectFrom("schools").select("code").where("code", "=", code).executeTakeFirst();
  if (existing) return;
  await trx
    .insertInto("schools")
    .values({ code, name, contentVersion: 1, createdAt: new Date().toISOString() })
    .execute();
}

/** Each kind's records in the file's order, with their translations; `replace` first clears the kind. */
async function writeRecords(
  deps: ImportDeps,
  trx: Db,
  school: string,
  w: {
    records: ImportRecords[];
    translations: Map<Record<string, unknown>, Record<string, ItemTranslation>>;
    replace: boolean;
    fileId: FileId;
    counts: Record<string, number>;
  },
): Promise<void> {
  const translations = new TranslationRepository(trx, deps.schools);
  for (const { key, kind, items } of w.records) {
    if (w.replace) {
      await deps.content.deleteAll(school, kind, trx);
      await translations.clear(school, trx, kind);
    }
    for (const [i, item] of items.entries()) {
      const rec = { ...item };
      for (const field of contentFileFields[kind]) {
        rec[field] = await Promise.all((rec[field] as string[]).map((f) => w.fileId(f)));
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
      for (const [lang, fields] of Object.entries(w.translations.get(item) ?? {}))
        await translations.put(school, { kind, itemId: id, lang: lang as "mr" | "hi", fields, source }, null, trx);
    }
    w.counts[key] = items.length;
  }
}

/** Transfer certificates, each PDF or image stored privately (shown only to whoever gives the admission number). */
const writeCertificates: WriteItems = async (trx, school, tcs, replace, fileId) => {
  if (replace) await trx.deleteFrom("transferCertificates").where("schoolCode", "=", school).execute();
  const now = new Date().toISOString();
  for (const tc of tcs) {
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
};

/** Page photos, numbered in the file's order within each page's tab. */
const writePagePhotos: WriteItems = async (trx, school, photos, replace, fileId) => {
  if (replace) await trx.deleteFrom("pagePhotos").where("schoolCode", "=", school).execute();
  const positions = new Map<string, number>();
  for (const p of photos) {
    const v = PagePhoto.parse({ ...p, file: PLACEHOLDER_ID });
    const slot = `${v.page}\u0000${v.tab}`;
    const position = (positions.get(slot) ?? 0) + 1;
    positions.set(slot, position);
    await trx
      .insertInto("pagePhotos")
      .values({ schoolCode: school, page: v.page, tab: v.tab, position, file: await fileId(p.file), alt: v.alt })
      .execute();
  }
};
