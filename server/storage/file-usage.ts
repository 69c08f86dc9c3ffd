import { sql } from "kysely";
import { contentFileFields, contentKinds } from "../../contract/content.ts";
import { kindTable } from "../content/content-rows.ts";
import type { Db } from "../db/client.ts";
import { placeKey, placesInUse } from "../pages/photo-places.ts";
import type { FileStore } from "./file-store.ts";
import { variantWidths } from "./image-variants.ts";

/**
 * Which stored files are in use, and removing one that is not. The same
 * bytes uploaded twice keep one id (FileRepository dedupes), so a file is
 * only deleted once nothing refers to it any more.
 */
export class FileUsage {
  constructor(
    private readonly db: Db,
    private readonly store: FileStore,
  ) {}

  /** The files table rows of these ids that belong to the school (others are left out). */
  async known(school: string, ids: string[]): Promise<Map<string, { mime: string }>> {
    const out = new Map<string, { mime: string }>();
    const unique = [...new Set(ids)];
    for (let i = 0; i < unique.length; i += 500) {
      const rows = await this.db
        .selectFrom("files")
        .select(["id", "mime"])
        .where("schoolCode", "=", school)
        .where("id", "in", unique.slice(i, i + 500))
        .execute();
      for (const r of rows) out.set(r.id, { mime: r.mime });
    }
    return out;
  }

  /** Whether any content record, page photo, certificate or the profile (logo) of the school refers to the file. */
  async isReferenced(school: string, id: string): Promise<boolean> {
    const db = this.db;
    if (await this.onAPage(school, id)) return true;
    const certificate = await db
      .selectFrom("transferCertificates")
      .select("id")
      .where("schoolCode", "=", school)
      .where("file", "=", id)
      .executeTakeFirst();
    if (certificate) return true;
    // Lists of file ids are JSON text: look for the quoted id, with LIKE's wildcards escaped.
    const pattern = `%${JSON.stringify(id).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    if (
      await db
        .selectFrom("disclosureItems")
        .select("key")
        .where("schoolCode", "=", school)
        .where(sql<boolean>`${sql.ref("value")} like ${pattern} escape '\\'`)
        .executeTakeFirst()
    )
      return true;
    for (const kind of contentKinds) {
      for (const field of contentFileFields[kind]) {
        const hit = await db
          // biome-ignore lint/suspicious/noExplicitAny: the table is chosen at run time
          .selectFrom(kindTable[kind] as any)
          .select("_id")
          .where("schoolCode", "=", school)
          .where(sql<boolean>`${sql.ref(field)} like ${pattern} escape '\\'`)
          .executeTakeFirst();
        if (hit) return true;
      }
    }
    // The school's logo (profile JSON, migration 005).
    const logo = await db
      .selectFrom("schools")
      .select("code")
      .where("code", "=", school)
      .where(sql<boolean>`${sql.ref("profile")} like ${pattern} escape '\\'`)
      .executeTakeFirst();
    return Boolean(logo);
  }

  /**
   * Whether a page photo uses the file: one on the site, or one waiting for
   * its page to be published; a photo left in a photo part that was never
   * saved (no page's draft shows its set) does not (issue 26).
   */
  private async onAPage(school: string, id: string): Promise<boolean> {
    const rows = await this.db
      .selectFrom("pagePhotos")
      .select(["page", "tab", "pending"])
      .where("schoolCode", "=", school)
      .where("file", "=", id)
      .execute();
    if (rows.some((r) => r.pending !== 1)) return true;
    if (!rows.length) return false;
    const used = await placesInUse(this.db, school);
    return rows.some((r) => used.has(placeKey(r.page, r.tab)));
  }

  /** Deletes the file's row, bytes and resized copies when nothing refers to it; true when deleted. */
  async removeIfUnused(school: string, id: string, opts: { olderThan?: Date } = {}): Promise<boolean> {
    if (await this.isReferenced(school, id)) return false;
    let query = this.db.deleteFrom("files").where("schoolCode", "=", school).where("id", "=", id);
    // The sweep re-checks the age in the delete itself: a file stored again
    // since it was listed has a new date and stays.
    if (opts.olderThan) query = query.where("createdAt", "<", opts.olderThan.toISOString());
    const result = await query.executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) return false;
    // Photos a never-saved photo part left go with their file.
    await this.db.deleteFrom("pagePhotos").where("schoolCode", "=", school).where("file", "=", id).execute();
    const store = this.store.forSchool(school);
    await store.remove(id);
    await store.removeVariants(id, variantWidths, ["webp", "avif"]);
    return true;
  }

  /**
   * Deletes stored files that nothing uses and that are older than the
   * cutoff: uploads a staff member never saved into a record, and files of
   * records changed outside the staff pages. The grace period keeps an upload
   * whose form is still being filled in.
   */
  async sweep(olderThan: Date): Promise<{ checked: number; removed: number }> {
    const rows = await this.db
      .selectFrom("files")
      .select(["schoolCode", "id"])
      .where("createdAt", "<", olderThan.toISOString())
      .execute();
    let removed = 0;
    for (const row of rows) if (await this.removeIfUnused(row.schoolCode, row.id, { olderThan })) removed++;
    return { checked: rows.length, removed };
  }
}

/** How long an unused upload is kept before the sweep deletes it. */
export const UNUSED_FILE_GRACE_MS = 24 * 60 * 60 * 1000;
