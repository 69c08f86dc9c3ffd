import type { Lang } from "../../contract/languages.ts";
import type { ContentChanges } from "../content/school-repository.ts";
import type { Db } from "../db/client.ts";

/** A stored translation: what was translated into what, and the English it was made from. */
interface StoredTranslation<F> {
  kind: string;
  itemId: string;
  lang: Lang;
  fields: F;
  source: F;
  updatedAt: string;
}

const parse = <T>(text: string, fallback: T): T => {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
};

/**
 * The school's own words in other languages (migration 060): pages by
 * address, items by id. Every write announces itself through ContentChanges
 * once committed, so visitors see a saved translation at once.
 */
export class TranslationRepository {
  constructor(
    private readonly db: Db,
    private readonly changes: ContentChanges,
  ) {}

  async get<F>(school: string, kind: string, itemId: string, lang: Lang, db: Db = this.db) {
    const row = await db
      .selectFrom("translations")
      .selectAll()
      .where((eb) => eb.and({ schoolCode: school, kind, itemId, lang }))
      .executeTakeFirst();
    return row ? toStored<F>(row) : null;
  }

  /** Every translation of one kind into one language, by item id. */
  async ofKind<F>(school: string, kind: string, lang: Lang): Promise<Map<string, StoredTranslation<F>>> {
    const rows = await this.db
      .selectFrom("translations")
      .selectAll()
      .where((eb) => eb.and({ schoolCode: school, kind, lang }))
      .execute();
    return new Map(rows.map((r) => [r.itemId, toStored<F>(r)]));
  }

  /** Every translation of the school (export). */
  async all<F>(school: string, db: Db = this.db): Promise<StoredTranslation<F>[]> {
    const rows = await db.selectFrom("translations").selectAll().where("schoolCode", "=", school).execute();
    return rows.map((r) => toStored<F>(r));
  }

  /** Stores a translation made from `source` (the English as it is now), replacing the one before. */
  async put<F>(
    school: string,
    t: { kind: string; itemId: string; lang: Lang; fields: F; source: F },
    updatedBy: string | null,
    db: Db = this.db,
  ): Promise<void> {
    const values = {
      fields: JSON.stringify(t.fields),
      source: JSON.stringify(t.source),
      updatedBy,
      updatedAt: new Date().toISOString(),
    };
    await db
      .insertInto("translations")
      .values({ schoolCode: school, kind: t.kind, itemId: t.itemId, lang: t.lang, ...values })
      .onConflict((oc) => oc.columns(["schoolCode", "kind", "itemId", "lang"]).doUpdateSet(values))
      .execute();
    await this.changes.changed(school, db);
  }

  /** Forgets the school's translations (an import that replaces everything), or those of one kind. */
  async clear(school: string, db: Db = this.db, kind?: string): Promise<void> {
    let q = db.deleteFrom("translations").where("schoolCode", "=", school);
    if (kind) q = q.where("kind", "=", kind);
    await q.execute();
    await this.changes.changed(school, db);
  }
}

function toStored<F>(row: {
  kind: string;
  itemId: string;
  lang: string;
  fields: string;
  source: string;
  updatedAt: string;
}): StoredTranslation<F> {
  return {
    kind: row.kind,
    itemId: row.itemId,
    lang: row.lang as Lang,
    fields: parse<F>(row.fields, {} as F),
    source: parse<F>(row.source, {} as F),
    updatedAt: row.updatedAt,
  };
}
