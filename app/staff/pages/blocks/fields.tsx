import type { ReactNode } from "react";
import type { Block, BlockOf, BlockType, Rich } from "../../../../contract/page-blocks.ts";

/** The editor of one block type: `f` names its fields' ids, `onChange` gets the changed part. */
export type Editor<K extends BlockType> = (p: {
  f: (name: string) => string;
  block: BlockOf<K>;
  /** The changed part; a text part may change its type (the Heading and list buttons). */
  onChange: (b: BlockOf<K> | Block) => void;
  /** On the page editor: the part's name and what a text part hands to the parts around it. */
  place?: PartPlace;
}) => ReactNode;

/** Where a part is on the page being edited. */
export interface PartPlace {
  /** "Part 3 (Text)". */
  name: string;
  /** Enter in a paragraph: a new paragraph part after this one, holding the rest of the text. */
  split: (after: Rich) => void;
  /** Several paragraphs, headings or lists pasted: they take this part's place. */
  pasteBlocks: (blocks: Block[]) => void;
}

/** A labelled text field (or, `multiline`, text area) of a part, with its help. */
export function Text({
  id,
  label,
  value,
  onChange,
  help,
  multiline,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  help?: string;
  multiline?: boolean;
}) {
  const helpId = help ? `${id}-help` : undefined;
  return (
    <div className="admin-field">
      <label htmlFor={id}>{label}</label>
      {help ? (
        <p className="admin-field__help" id={helpId}>
          {help}
        </p>
      ) : null}
      {multiline ? (
        <textarea id={id} rows={5} value={value} aria-describedby={helpId} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input id={id} value={value} aria-describedby={helpId} onChange={(e) => onChange(e.target.value)} />
      )}
    </div>
  );
}

interface PlainField {
  name: string;
  label: string;
  help?: string;
  multiline?: boolean;
  /** Left out of the part when empty. */
  optional?: boolean;
}

/** The editor of a kind of part whose fields are all text, one field each. */
export function plain<B extends Block>(fields: PlainField[]) {
  return ({ f, block, onChange }: { f: (name: string) => string; block: B; onChange: (b: B) => void }) =>
    fields.map(({ name, optional, ...field }) => (
      <Text
        key={name}
        id={f(name)}
        {...field}
        value={(block as unknown as Record<string, string | undefined>)[name] ?? ""}
        onChange={(v) => onChange({ ...block, [name]: optional ? v || undefined : v })}
      />
    ));
}
