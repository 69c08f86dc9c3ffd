import { z } from "zod";
import { namedHomeBlocks } from "../../contract/blocks/region.ts";
import type { Lang } from "../../contract/languages.ts";
import { type MenuGroupData, MenuGroupSchema, PageImport } from "../../contract/pages.ts";
import { type PageTranslation, regionsByPosition } from "../../contract/translations.ts";
import type { ContentChanges } from "../content/school-repository.ts";
import type { Db } from "../db/client.ts";
import { TranslationRepository } from "../translations/translation-repository.ts";
import type { PageRepository } from "./page-repository.ts";

/**
 * The import file's `pages` list (README "Content import"): each page is
 * checked against the block schemas before anything is written; addresses
 * must be unique within the file.
 */
export function checkImportPages(raw: unknown, problems: string[]): PageImport[] {
  if (raw === undefined) return [];
  if (!Array.isArray(raw)) {
    problems.push("pages: must be a list");
    return [];
  }
  const out: PageImport[] = [];
  const seen = new Set<string>();
  for (const [i, item] of raw.entries()) {
    const parsed = PageImport.safeParse(item);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) problems.push(`pages[${i}].${issue.path.join(".")}: ${issue.message}`);
      continue;
    }
    if (seen.has(parsed.data.slug)) problems.push(`pages[${i}].slug: ${parsed.data.slug} appears twice`);
    seen.add(parsed.data.slug);
    // A home page written by position (older files) is stored in its named regions, as the editor shows it,
    // and so are its translations: each part goes to the region of the English part at its place.
    out.push(parsed.data.slug === "home" ? homeInRegions(parsed.data) : parsed.data);
  }
  return out;
}

/** A home page and its translations in named regions (a file in regions already is kept as it is). */
function homeInRegions(page: PageImport): PageImport {
  const byPosition = page.blocks;
  if (byPosition.some((b) => b.type === "region")) return page;
  const translations = page.translations
    ? Object.fromEntries(
        Object.entries(page.translations).map(([lang, t]) => [
          lang,
          t.blocks && !t.blocks.some((b) => b?.type === "region")
            ? { ...t, blocks: regionsByPosition(byPosition, t.blocks, namedHomeBlocks) }
            : t,
        ]),
      )
    : undefined;
  return { ...page, blocks: namedHomeBlocks(byPosition), ...(translations ? { translations } : {}) };
}

const ImportMenu = z.array(MenuGroupSchema).max(30);

/**
 * The import file's optional `menu` (what `npm run export` writes): the
 * whole header menu, groups and entries in order, set after the pages so an
 * export imports back to the same menu.
 */
export function checkImportMenu(raw: unknown, problems: string[]): MenuGroupData[] | undefined {
  if (raw === undefined) return undefined;
  const parsed = ImportMenu.safeParse(raw);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) problems.push(`menu.${issue.path.join(".")}: ${issue.message}`);
  return undefined;
}

/** Writes checked pages inside the import's transaction; with replace, the school's other pages and its menu go. */
export async function writeImportPages(
  repo: PageRepository,
  trx: Db,
  school: string,
  pages: PageImport[],
  replace: boolean,
  menu: MenuGroupData[] | undefined,
  changes: ContentChanges,
): Promise<void> {
  const translations = new TranslationRepository(trx, changes);
  if (replace) {
    await translations.clear(school, trx, "page");
    await trx.deleteFrom("pageRevisions").where("schoolCode", "=", school).execute();
    await trx.deleteFrom("pages").where("schoolCode", "=", school).execute();
    await trx.deleteFrom("menuEntries").where("schoolCode", "=", school).execute();
  }
  for (const page of pages) {
    await repo.importPage(school, page, trx);
    // Each translation remembers the English it was made from (what the file holds beside it).
    const source = { title: page.title, description: page.description ?? "", blocks: page.blocks };
    for (const [lang, fields] of Object.entries(page.translations ?? {}) as [Lang, PageTranslation][]) {
      await translations.put(school, { kind: "page", itemId: page.slug, lang, fields, source }, null, trx);
    }
  }
  if (menu) await repo.setMenu(school, menu, trx);
}
