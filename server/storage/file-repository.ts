import path from "node:path";
import sharp from "sharp";
import type { Db } from "../db/client.ts";
import { type FileStore, newFileId, sha256, sniffType } from "./file-store.ts";

interface StoredFile {
  id: string;
  mime: string;
  bytes: number;
  width: number | null;
  height: number | null;
}

/** Records stored files; the same bytes stored twice for a school keep one id. */
export class FileRepository {
  constructor(
    private readonly db: Db,
    private readonly store: FileStore,
  ) {}

  async save(
    school: string,
    data: Buffer,
    originalName: string,
    opts: { private?: boolean; db?: Db } = {},
  ): Promise<StoredFile> {
    const type = sniffType(data);
    if (!type) throw new Error(`${originalName}: not a JPEG, PNG, WebP or PDF file`);
    const db = opts.db ?? this.db;
    const hash = sha256(data);
    const prefix = opts.private ? "private/" : "";
    const existing = await db
      .selectFrom("files")
      .selectAll()
      .where((eb) => eb.and({ schoolCode: school, sha256: hash }))
      .execute();
    const same = existing.find((f) => f.id.startsWith("private/") === Boolean(opts.private));
    if (same) {
      // Stored again now: the unused-file sweep's grace period starts again,
      // or an old unused copy would be swept minutes after this upload.
      await db.updateTable("files").set({ createdAt: new Date().toISOString() }).where("id", "=", same.id).execute();
      return { id: same.id, mime: same.mime, bytes: same.bytes, width: same.width, height: same.height };
    }

    let width: number | null = null;
    let height: number | null = null;
    if (type.mime !== "application/pdf") {
      const meta = await sharp(data, { limitInputPixels: 50_000_000 }).metadata();
      width = meta.width ?? null;
      height = meta.height ?? null;
    }
    const id = newFileId(type.ext, prefix);
    // Each school's files under its own prefix (the same place for the configured school).
    await this.store.forSchool(school).write(id, data);
    await db
      .insertInto("files")
      .values({
        id,
        schoolCode: school,
        mime: type.mime,
        bytes: data.length,
        width,
        height,
        originalName: path.basename(originalName).slice(0, 200),
        sha256: hash,
        createdAt: new Date().toISOString(),
      })
      .execute();
    return { id, mime: type.mime, bytes: data.length, width, height };
  }

  /** Deletes the bytes of a file id that no database row records (after a rolled-back import). */
  async removeIfUnreferenced(school: string, id: string): Promise<void> {
    const row = await this.db.selectFrom("files").select("id").where("id", "=", id).executeTakeFirst();
    if (!row) await this.store.forSchool(school).remove(id);
  }

  async dimensions(ids: string[]): Promise<Map<string, { width: number; height: number }>> {
    const out = new Map<string, { width: number; height: number }>();
    if (ids.length === 0) return out;
    for (let i = 0; i < ids.length; i += 500) {
      const rows = await this.db
        .selectFrom("files")
        .select(["id", "width", "height"])
        .where("id", "in", ids.slice(i, i + 500))
        .execute();
      for (const r of rows) if (r.width && r.height) out.set(r.id, { width: r.width, height: r.height });
    }
    return out;
  }
}
