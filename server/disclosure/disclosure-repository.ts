import {
  type DisclosureSettings,
  type DisclosureValues,
  defaultSettings,
  disclosureItemByKey,
  type ItemValue,
} from "../../contract/disclosure-items.ts";
import type { Db } from "../db/client.ts";

const SETTINGS_KEY = "_settings";

export interface StoredDisclosure {
  values: DisclosureValues;
  settings: DisclosureSettings;
  /** When each item was last saved (ISO) and by whom. */
  updated: Record<string, { at: string; by: string | null }>;
}

/**
 * The disclosure's stored items: one row per school and item, the value as
 * JSON. Unknown keys (an item dropped from the format) are ignored on read.
 */
export class DisclosureRepository {
  constructor(private readonly db: Db) {}

  async read(school: string): Promise<StoredDisclosure> {
    const rows = await this.db
      .selectFrom("disclosureItems")
      .select(["key", "value", "updatedAt", "updatedBy"])
      .where("schoolCode", "=", school)
      .execute();
    const out: StoredDisclosure = { values: {}, settings: { ...defaultSettings }, updated: {} };
    for (const r of rows) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(r.value);
      } catch {
        continue;
      }
      if (r.key === SETTINGS_KEY) out.settings = { ...defaultSettings, ...(parsed as Partial<DisclosureSettings>) };
      else if (disclosureItemByKey.has(r.key)) {
        out.values[r.key] = parsed as ItemValue;
        out.updated[r.key] = { at: r.updatedAt, by: r.updatedBy };
      }
    }
    return out;
  }

  async saveItem(school: string, key: string, value: ItemValue, by: string | null, db: Db = this.db): Promise<void> {
    await this.upsert(db, school, key, JSON.stringify(value), by);
  }

  async saveSettings(school: string, settings: DisclosureSettings, by: string | null, db: Db = this.db) {
    await this.upsert(db, school, SETTINGS_KEY, JSON.stringify(settings), by);
  }

  /** Whether the school ever saved anything of its disclosure (settings or an item). */
  async any(school: string): Promise<boolean> {
    const row = await this.db
      .selectFrom("disclosureItems")
      .select("key")
      .where("schoolCode", "=", school)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  async deleteAll(school: string, db: Db = this.db): Promise<void> {
    await db.deleteFrom("disclosureItems").where("schoolCode", "=", school).execute();
  }

  /** Replaces everything (the demo loader). */
  async replaceAll(school: string, values: DisclosureValues, settings: DisclosureSettings): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom("disclosureItems").where("schoolCode", "=", school).execute();
      await this.saveSettings(school, settings, null, trx);
      for (const [key, value] of Object.entries(values)) if (value) await this.saveItem(school, key, value, null, trx);
    });
  }

  private async upsert(db: Db, school: string, key: string, value: string, by: string | null) {
    const updatedAt = new Date().toISOString();
    await db
      .insertInto("disclosureItems")
      .values({ schoolCode: school, key, value, updatedAt, updatedBy: by })
      .onConflict((oc) => oc.columns(["schoolCode", "key"]).doUpdateSet({ value, updatedAt, updatedBy: by }))
      .execute();
  }
}
