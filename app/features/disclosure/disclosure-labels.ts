import type { DisclosureItem, FieldDef } from "../../../contract/disclosure-items.ts";
import type { MessageKey, Translate } from "../../i18n/i18n-context.tsx";

/**
 * An item's name in the reader's language: CBSE's English heading (contract/disclosure-items.ts)
 * is the English catalogue's message, and Marathi and Hindi ship theirs (catalogues.test.ts
 * checks every item has one).
 */
const itemLabel = (t: Translate, item: DisclosureItem) => t(`disclosure.item.${item.key}` as MessageKey);

/** An item's parts and table columns named in the reader's language, the same way ("Name", "Designation", "Tuition fee"…). */
export function inReadersLanguage(t: Translate, item: DisclosureItem): DisclosureItem {
  const named = (f: FieldDef): FieldDef => ({ ...f, label: t(`disclosure.field.${item.key}.${f.name}` as MessageKey) });
  const label = itemLabel(t, item);
  if (item.kind === "fields") return { ...item, label, fields: item.fields.map(named) };
  if (item.kind === "table") return { ...item, label, columns: item.columns.map(named) };
  return { ...item, label };
}
