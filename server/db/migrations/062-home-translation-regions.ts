import type { Kysely } from "kysely";
import { namedHomeBlocks } from "../../../contract/blocks/region.ts";
import type { Block } from "../../../contract/page-blocks.ts";
import { regionsByPosition } from "../../../contract/translations.ts";
import { up as homePagesInRegions } from "./041-home-regions.ts";

/**
 * A home page imported with translations (issue 29) kept its parts by
 * position, and so did its translations, matched part by part with the
 * English by place. Since the home page's parts stand in named regions
 * (migration 041), a translation is matched by region name instead: the
 * stored home pages are put in their regions again (those imported since
 * 041), and each stored home translation's parts go into the region where
 * the English part at their position went, with the English it was made
 * from. A translation already in regions is left as it is.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow the current schema type
export async function up(db: Kysely<any>): Promise<void> {
  await homePagesInRegions(db);
  const rows = await db
    .selectFrom("translations")
    .select(["schoolCode", "kind", "itemId", "lang", "fields", "source"])
    .where("kind", "=", "page")
    .where("itemId", "=", "home")
    .execute();
  for (const row of rows) {
    const fields = JSON.parse(String(row.fields)) as { blocks?: (Block | null)[] };
    const source = JSON.parse(String(row.source)) as { blocks?: Block[] };
    const english = source.blocks ?? [];
    if (!fields.blocks || english.some((b) => b?.type === "region") || fields.blocks.some((b) => b?.type === "region"))
      continue;
    fields.blocks = regionsByPosition(english, fields.blocks, namedHomeBlocks);
    source.blocks = namedHomeBlocks(english);
    await db
      .updateTable("translations")
      .set({ fields: JSON.stringify(fields), source: JSON.stringify(source) })
      .where("schoolCode", "=", row.schoolCode)
      .where("kind", "=", row.kind)
      .where("itemId", "=", row.itemId)
      .where("lang", "=", row.lang)
      .execute();
  }
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(_db: Kysely<any>): Promise<void> {
  // The regions are how the home page is read: nothing to undo.
}
