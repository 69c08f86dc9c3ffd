import type { ReactNode } from "react";
import type { BlockType, Rich } from "../../../../contract/page-blocks.ts";
import { pagesWords as sw } from "../../../i18n/catalogues/staff/pages.ts";
import { RichEditor } from "../rich/rich-editor.tsx";
import { type Editor, Text } from "./fields.tsx";

/** One field of an item: plain words, or rich text edited with its toolbar. */
interface ItemField<T> {
  name: keyof T & string;
  label: string;
  rich?: boolean;
  help?: string;
}

/**
 * A part made of several items (cards, people, questions, figures, links):
 * each item its own labelled group of fields, with buttons to add and
 * remove one — no "one per line, separated by |" text boxes.
 */
export function Items<T extends object>({
  id,
  noun,
  items,
  fields,
  empty,
  onChange,
  extra,
}: {
  id: string;
  /** "card", "person": names the groups and buttons. */
  noun: string;
  items: T[];
  fields: ItemField<T>[];
  empty: () => T;
  onChange: (items: T[]) => void;
  extra?: (item: T, i: number) => ReactNode;
}) {
  const set = (i: number, next: T) => onChange(items.map((x, j) => (j === i ? next : x)));
  return (
    <div className="part-items">
      {items.map((item, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: items have no id; their place is their name while editing
        <fieldset key={i} className="part-items__item">
          <legend>
            {noun[0].toUpperCase() + noun.slice(1)} {i + 1}
          </legend>
          {fields.map((field) => {
            const fid = `${id}-${i}-${field.name}`;
            const value = item[field.name] as unknown;
            if (field.rich)
              return (
                <div className="admin-field" key={field.name}>
                  <span className="admin-field__label" id={`${fid}-label`}>
                    {field.label}
                  </span>
                  <RichEditor
                    id={fid}
                    label={`${field.label} (${noun} ${i + 1})`}
                    part={{ type: "rich", text: (value as Rich | undefined) ?? [] }}
                    onChange={(p) => set(i, { ...item, [field.name]: p.type === "rich" ? p.text : [] })}
                  />
                </div>
              );
            return (
              <Text
                key={field.name}
                id={fid}
                label={field.label}
                help={field.help}
                value={(value as string | undefined) ?? ""}
                onChange={(v) => set(i, { ...item, [field.name]: v })}
              />
            );
          })}
          {extra?.(item, i)}
          <button
            type="button"
            className="button button--small button--danger"
            onClick={() => onChange(items.filter((_, j) => j !== i))}
          >
            {sw("removeNumbered", { noun, n: i + 1 })}
          </button>
        </fieldset>
      ))}
      <button type="button" className="button button--small" onClick={() => onChange([...items, empty()])}>
        {sw("addA", { noun })}
      </button>
    </div>
  );
}

/**
 * The editor of a part that is a list of items, kept under `key` of the
 * part: `fields` (read at each render, in the staff member's language) and
 * `empty` describe one item.
 */
export function itemsEditor<K extends BlockType, T extends object>(spec: {
  key: string;
  noun: string;
  fields: () => ItemField<T>[];
  empty: () => T;
}): Editor<K> {
  return ({ f, block, onChange }) => (
    <Items<T>
      id={f(spec.key)}
      noun={spec.noun}
      items={(block as unknown as Record<string, T[]>)[spec.key]}
      fields={spec.fields()}
      empty={spec.empty}
      onChange={(items) => onChange({ ...block, [spec.key]: items })}
    />
  );
}
