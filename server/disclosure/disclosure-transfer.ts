import { disclosureErrors, itemSchema, SettingsRequest } from "../../contract/disclosure.ts";
import {
  applicableItems,
  type DisclosureItem,
  type DisclosureSettings,
  disclosureItemByKey,
  type FieldDef,
  type ItemValue,
} from "../../contract/disclosure-items.ts";
import { disclosureParts } from "../../contract/text-translations.ts";
import type { ContentChanges } from "../content/school-repository.ts";
import type { Db } from "../db/client.ts";
import { checkTextTranslations, type TextTranslations, writeTextTranslations } from "../translations/text-transfer.ts";
import { DisclosureRepository } from "./disclosure-repository.ts";

/**
 * The Mandatory Public Disclosure in the import/export file (key
 * `disclosure`): `{settings: {board, otherBoardPage, hasClassXII}, items:
 * {key: value}}`, each value as the staff API takes it (dates as stored,
 * YYYY-MM-DD, or as staff type them, dd/mm/yyyy) with every PDF as a file
 * path beside content.json instead of a stored id; `translations` its free
 * texts in Marathi and Hindi (issue 29: `{ "mr": { "principal.qualification": "…" } }`).
 */
interface DisclosureFile {
  settings?: unknown;
  items?: unknown;
  translations?: unknown;
}

/** Replaces every file reference of an item's value (documents, PDF fields, table rows and the table's PDF). */
function mapFiles(item: DisclosureItem, value: ItemValue, map: (ref: string) => string): ItemValue {
  const v = value as Record<string, unknown>;
  const one = (ref: unknown) => (typeof ref === "string" && ref !== "" ? map(ref) : ref);
  const fields = (record: Record<string, unknown>, defs: readonly FieldDef[]) => {
    const out = { ...record };
    for (const f of defs) if (f.type === "file") out[f.name] = one(out[f.name]);
    return out;
  };
  switch (item.kind) {
    case "document":
    case "file":
      return { ...v, file: one(v.file) } as ItemValue;
    case "fields":
      return fields(v, item.fields) as ItemValue;
    case "table": {
      const rows = Array.isArray(v.rows)
        ? v.rows.map((r) => (r && typeof r === "object" ? fields(r as Record<string, unknown>, item.columns) : r))
        : v.rows;
      return { ...v, rows, ...("file" in v ? { file: one(v.file) } : {}) } as ItemValue;
    }
    default:
      return value;
  }
}

/** The value with each file reference replaced by what `swap` answers for it (a path for an id, or back). */
async function swapFiles(
  item: DisclosureItem,
  value: ItemValue,
  swap: (ref: string) => Promise<string>,
): Promise<ItemValue> {
  const refs: string[] = [];
  mapFiles(item, value, (ref) => {
    refs.push(ref);
    return ref;
  });
  const swapped = new Map<string, string>();
  for (const ref of refs) if (!swapped.has(ref)) swapped.set(ref, await swap(ref));
  return mapFiles(item, value, (ref) => swapped.get(ref) as string);
}

/** The export's `disclosure` key: settings and every stored item, PDFs copied beside content.json. */
export async function exportDisclosure(
  db: Db,
  school: string,
  file: (id: string) => Promise<string>,
): Promise<{ settings: DisclosureSettings; items: Record<string, ItemValue> } | null> {
  const repo = new DisclosureRepository(db);
  if (!(await repo.any(school))) return null;
  const stored = await repo.read(school);
  const items: Record<string, ItemValue> = {};
  for (const key of Object.keys(stored.values)) {
    const item = disclosureItemByKey.get(key) as DisclosureItem;
    const value = stored.values[key] as ItemValue;
    items[key] = await swapFiles(item, value, file);
  }
  return { settings: stored.settings, items };
}

/** One checked item of an import: its key and value, file references still the file's paths. */
interface CheckedItem {
  item: DisclosureItem;
  value: ItemValue;
}

interface CheckedDisclosure {
  settings: DisclosureSettings | null;
  items: CheckedItem[];
  /** Its free texts in Marathi and Hindi (issue 29), when the file gives them. */
  translations?: TextTranslations;
}

/**
 * Checks the `disclosure` key of an import file. Every problem goes into
 * `problems` (named by its place in the file); `checkFile` checks each PDF
 * path. The values are checked by the staff API's own rules.
 */
export async function checkDisclosure(
  given: unknown,
  problems: string[],
  checkFile: (where: string, rel: unknown) => Promise<void>,
  placeholderId: string,
): Promise<CheckedDisclosure | null> {
  if (given === undefined) return null;
  if (!given || typeof given !== "object" || Array.isArray(given)) {
    problems.push("disclosure: must be an object with settings and items");
    return null;
  }
  const doc = given as DisclosureFile;
  for (const key of Object.keys(doc))
    if (key !== "settings" && key !== "items" && key !== "translations")
      problems.push(`disclosure.${key}: unknown key`);
  const translations = checkTextTranslations(doc.translations, "disclosure.translations", problems);
  let settings: DisclosureSettings | null = null;
  if (doc.settings !== undefined) {
    const parsed = SettingsRequest.safeParse(doc.settings);
    if (parsed.success) settings = parsed.data;
    else
      for (const [where, message] of Object.entries(disclosureErrors(parsed.error)))
        problems.push(`disclosure.settings.${where}: ${message}`);
  }
  const items: CheckedItem[] = [];
  if (doc.items !== undefined) {
    if (!doc.items || typeof doc.items !== "object" || Array.isArray(doc.items)) {
      problems.push("disclosure.items: must be an object of items by their key");
      return { settings, items };
    }
    for (const [key, value] of Object.entries(doc.items as Record<string, unknown>)) {
      const where = `disclosure.items.${key}`;
      const item = disclosureItemByKey.get(key);
      const schema = item ? itemSchema(item) : null;
      if (!item || !schema) {
        problems.push(`${where}: ${item ? "comes from the school's details (key school)" : "there is no such item"}`);
        continue;
      }
      if (!value || typeof value !== "object" || Array.isArray(value)) {
        problems.push(`${where}: must be an object`);
        continue;
      }
      const paths: string[] = [];
      const probe = mapFiles(item, value as ItemValue, (rel) => {
        paths.push(rel);
        return placeholderId;
      });
      for (const rel of paths) await checkFile(`${where}`, rel);
      const parsed = schema.safeParse(probe);
      if (!parsed.success) {
        for (const [field, message] of Object.entries(disclosureErrors(parsed.error)))
          problems.push(`${where}${field === "_" ? "" : `.${field}`}: ${message}`);
        continue;
      }
      items.push({ item, value: value as ItemValue });
    }
  }
  return { settings, items, translations };
}

/**
 * Writes a checked disclosure in the import's transaction: with `replace`
 * the school's disclosure is exactly the file's, else the file's items and
 * settings replace those stored and the rest stay.
 */
export async function writeDisclosure(
  trx: Db,
  school: string,
  checked: CheckedDisclosure,
  replace: boolean,
  fileId: (rel: string) => Promise<string>,
  changes: ContentChanges,
): Promise<number> {
  const repo = new DisclosureRepository(trx);
  if (replace) await repo.deleteAll(school);
  if (checked.settings) await repo.saveSettings(school, checked.settings, null, trx);
  for (const { item, value } of checked.items) {
    const stored = (itemSchema(item) as NonNullable<ReturnType<typeof itemSchema>>).parse(
      await swapFiles(item, value, fileId),
    );
    await repo.saveItem(school, item.key, stored, null, trx);
  }
  if (checked.translations) {
    // Made from the English as imported: a later change of it marks the text out of date.
    const now = await repo.read(school);
    const english = disclosureParts(applicableItems(now.settings), now.values);
    await writeTextTranslations(trx, changes, school, "disclosure", checked.translations, english);
  }
  return checked.items.length;
}
