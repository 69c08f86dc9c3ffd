import type { MenuGroupData } from "../../contract/pages.ts";
import type { ContentChanges } from "../content/school-repository.ts";
import type { Db } from "../db/client.ts";
import { checkTextTranslations, writeTextTranslations } from "./text-transfer.ts";

/**
 * Writes an import file's `menuTranslations` (issue 29: the menu's own names
 * in Marathi and Hindi, beside `menu` as the school's details' are under
 * school.translations), inside the import's transaction and after its menu:
 * each translation remembers the menu's names as they are then. The file was
 * checked before anything was written (import-content.ts); without the key,
 * the stored translations stay.
 */
export async function writeMenuTranslations(
  trx: Db,
  changes: ContentChanges,
  school: string,
  value: unknown,
  pages: { menu(school: string, db: Db): Promise<MenuGroupData[] | null> },
): Promise<void> {
  const translations = checkTextTranslations(value, "menuTranslations", []);
  if (!translations) return;
  const names = ((await pages.menu(school, trx)) ?? []).flatMap((g) => [g.label, ...g.links.map((l) => l.label)]);
  const parts = [...new Set(names)].map((name) => ({ key: name, label: name, english: name }));
  await writeTextTranslations(trx, changes, school, "menu", translations, parts);
}
