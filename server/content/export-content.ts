import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { type ContentKind, contentFileFields } from "../../contract/content.ts";
import { markupBlocks } from "../../contract/pages.ts";
import type { PageTranslation } from "../../contract/translations.ts";
import { exportDisclosure } from "../disclosure/disclosure-transfer.ts";
import type { Services } from "../services.ts";
import { exportTextTranslations } from "../translations/text-transfer.ts";
import { importKinds } from "./import-check.ts";

/** What a section of the export gets: the school, and a way to copy a stored file beside content.json. */
interface ExportContext {
  services: Services;
  school: string;
  /** Copies the stored file into the export folder once; answers its path relative to content.json. */
  file(id: string): Promise<string>;
}

/**
 * One part of the export: the keys of the import file (README "Content
 * import") it fills. The export is the list below, so another part (the
 * pages as data) is one more entry.
 */
interface ExportSection {
  name: string;
  write(ctx: ExportContext): Promise<Record<string, unknown>>;
}

/** The school profile (key `school`); the logo becomes a file path like any other. */
const schoolSection: ExportSection = {
  name: "school",
  async write({ services, school, file }) {
    const profile = await services.profiles.stored(school);
    if (!profile) return {};
    // Its texts in other languages (issue 29), as the import reads them.
    const translations = await exportTextTranslations(services, school, "school");
    return {
      school: {
        ...profile,
        logo: profile.logo ? await file(profile.logo) : "",
        ...(translations ? { translations } : {}),
      },
    };
  },
};

/**
 * Every content kind, published records only (drafts are not part of the
 * site, and the import format has no status), in the order the site shows
 * them, ids kept so addresses such as /sub-gallery?id=… stay the same.
 */
const contentSection: ExportSection = {
  name: "content",
  async write({ services, school, file }) {
    const out: Record<string, unknown> = {};
    // The items' translations (issue 29), by kind and id, written back as the import reads them.
    const translated = new Map<string, Record<string, unknown>>();
    for (const t of await services.translations.all(school)) {
      if (t.kind === "page") continue;
      const key = `${t.kind} ${t.itemId}`;
      translated.set(key, { ...translated.get(key), [t.lang]: t.fields });
    }
    for (const [key, kind] of Object.entries(importKinds) as [string, ContentKind][]) {
      const { items: all } = await services.content.staffList(school, kind, { page: 1, pageSize: 1_000_000 });
      // Published records, and drafts waiting for their "Publish at" (issue 31), which carry it.
      const items = all.filter((i) => i.status === "published" || (i.status === "draft" && i.publishAt));
      const records = [];
      for (const item of items) {
        // Publishing bookkeeping (when it went live, withdrawal) belongs to this
        // site: the importing site publishes the record when it imports it.
        const {
          status: _s,
          position: _p,
          updatedAt: _u,
          publishedAt: _pa,
          withdrawnAt: _w,
          replacedBy: _r,
          publishAt,
          removeAt,
          ...rec
        } = item as unknown as Record<string, unknown>;
        // Times still to come travel with the record (ISO 8601 with offset; issue 31).
        if (publishAt) rec.publishAt = publishAt;
        if (removeAt) rec.removeAt = removeAt;
        // Derived on the way out (news `date` mirrors fromDate); the import computes it again.
        if (kind === "news") delete rec.date;
        if (kind === "notification") {
          if (rec.startsAt == null) delete rec.startsAt;
          if (rec.endsAt == null) delete rec.endsAt;
        }
        for (const field of contentFileFields[kind]) {
          rec[field] = await Promise.all(((rec[field] as string[]) ?? []).map((id) => file(id)));
        }
        const translations = translated.get(`${kind} ${String(rec._id)}`);
        if (translations) rec.translations = translations;
        records.push(rec);
      }
      out[key] = records;
    }
    return out;
  },
};

/** Photos of the static and tabbed pages, per page and tab in their order. */
const pagePhotosSection: ExportSection = {
  name: "pagePhotos",
  async write({ services, school, file }) {
    const rows = await services.database.db
      .selectFrom("pagePhotos")
      .select(["page", "tab", "file", "alt"])
      .where("schoolCode", "=", school)
      .orderBy("page")
      .orderBy("tab")
      .orderBy("position")
      .orderBy("id")
      .execute();
    const pagePhotos = [];
    for (const r of rows) pagePhotos.push({ page: r.page, tab: r.tab, file: await file(r.file), alt: r.alt });
    return { pagePhotos };
  },
};

/**
 * Pages as data (key `pages`, the home page's texts included): the published
 * version of each page (drafts are not part of the site), and the whole
 * header menu (key `menu`) as the school arranged it, with its names' translations
 * (key `menuTranslations`).
 */
const pagesSection: ExportSection = {
  name: "pages",
  async write({ services, school }) {
    const rows = await services.database.db
      .selectFrom("pages")
      .select(["slug", "publishedAt", "publishAt", "removeAt"])
      .where("schoolCode", "=", school)
      // Live pages, and pages waiting for their "Publish at" (issue 31).
      .where((eb) => eb.or([eb("publishedAt", "is not", null), eb("publishAt", "is not", null)]))
      .orderBy("slug")
      .execute();
    const pages = [];
    // Translations of the pages (issue 29), by address and language.
    const translated = new Map<string, Record<string, unknown>>();
    for (const t of await services.translations.all<PageTranslation>(school)) {
      if (t.kind !== "page") continue;
      // Written as the import file holds them: rich text as markup text.
      const fields = t.fields.blocks ? { ...t.fields, blocks: markupBlocks(t.fields.blocks) } : t.fields;
      translated.set(t.itemId, { ...translated.get(t.itemId), [t.lang]: fields });
    }
    for (const row of rows) {
      const page = await exportedPage(services, school, row);
      const translations = translated.get(row.slug);
      if (page) pages.push({ ...page, ...(translations ? { translations } : {}) });
    }
    const menu = await services.pages.menu(school);
    // The menu names' translations (issue 29), beside the menu as the import file takes them.
    const menuTranslations = await exportTextTranslations(services, school, "menu");
    return { pages, ...(menu ? { menu } : {}), ...(menuTranslations ? { menuTranslations } : {}) };
  },
};

/**
 * A page as the import file holds it: the live version (with its "Remove
 * at"), or a page not yet live with its draft and both times.
 */
async function exportedPage(
  services: Services,
  school: string,
  row: { slug: string; publishedAt: string | null; publishAt?: string | null; removeAt?: string | null },
) {
  const times = row.removeAt ? { removeAt: row.removeAt } : {};
  if (row.publishedAt) {
    const page = await services.pages.published(school, row.slug);
    if (!page) return null;
    const { title, description, trail, blocks } = page;
    return { slug: page.slug, title, description, trail, blocks: markupBlocks(blocks), ...times };
  }
  const page = await services.pages.get(school, row.slug);
  if (!page || !row.publishAt) return null;
  const { title, description, blocks } = page.draft;
  const words = { title, description, trail: page.trail, blocks: markupBlocks(blocks) };
  return { slug: page.slug, ...words, publishAt: row.publishAt, ...times };
}

/** Transfer certificates still valid (revoked ones stay out of the site and of the export). */
const certificatesSection: ExportSection = {
  name: "transferCertificates",
  async write({ services, school, file }) {
    const rows = await services.database.db
      .selectFrom("transferCertificates")
      .select(["admissionNo", "studentName", "file"])
      .where("schoolCode", "=", school)
      .where("revokedAt", "is", null)
      .orderBy("createdAt")
      .orderBy("admissionNo")
      .execute();
    const transferCertificates = [];
    for (const r of rows)
      transferCertificates.push({ admissionNo: r.admissionNo, studentName: r.studentName, file: await file(r.file) });
    return { transferCertificates };
  },
};

/** The Mandatory Public Disclosure (key `disclosure`): its settings and items, PDFs copied beside content.json. */
const disclosureSection: ExportSection = {
  name: "disclosure",
  async write({ services, school, file }) {
    const disclosure = await exportDisclosure(services.database.db, school, file);
    // Its free texts in other languages (issue 29), as the import reads them.
    const translations = await exportTextTranslations(services, school, "disclosure");
    return disclosure ? { disclosure: { ...disclosure, ...(translations ? { translations } : {}) } } : {};
  },
};

/** The sections of `npm run export`, in the order they appear in content.json. */
const exportSections: ExportSection[] = [
  schoolSection,
  contentSection,
  pagePhotosSection,
  pagesSection,
  certificatesSection,
  disclosureSection,
];

interface ExportSummary {
  jsonPath: string;
  files: number;
  counts: Record<string, number>;
}

/**
 * Writes the whole school into `dir`: content.json in the import format and
 * every file it names beside it (files/…), so `npm run import --
 * DIR/content.json --replace` builds the same site. Certificates are
 * personal data: the folder must be kept as carefully as the database.
 */
export async function exportSchool(
  services: Services,
  dir: string,
  opts: { school: string; sections?: ExportSection[] },
): Promise<ExportSummary> {
  const school = opts.school;
  const root = path.resolve(dir);
  await fsp.mkdir(root, { recursive: true });
  const copied = new Map<string, string>();
  const file = async (id: string) => {
    const known = copied.get(id);
    if (known) return known;
    const from = await services.store.open(id, { allowPrivate: true });
    if (!from) throw new Error(`stored file ${id} is missing from the file store`);
    const rel = `files/${id}`;
    await fsp.mkdir(path.dirname(path.join(root, rel)), { recursive: true });
    await pipeline(from.stream, fs.createWriteStream(path.join(root, rel)));
    copied.set(id, rel);
    return rel;
  };
  const doc: Record<string, unknown> = { schoolCode: school };
  for (const section of opts.sections ?? exportSections) {
    Object.assign(doc, await section.write({ services, school, file }));
  }
  const jsonPath = path.join(root, "content.json");
  await fsp.writeFile(jsonPath, `${JSON.stringify(doc, null, 2)}\n`);
  const counts: Record<string, number> = {};
  for (const [key, value] of Object.entries(doc)) if (Array.isArray(value)) counts[key] = value.length;
  if (doc.school) counts.school = 1;
  if (doc.disclosure) counts.disclosure = Object.keys((doc.disclosure as { items: object }).items).length;
  return { jsonPath, files: copied.size, counts };
}
