import type { Block } from "../../../contract/page-blocks.ts";
import { type Editors, plain, Text } from "./block-text.tsx";
import { pagesText } from "./pages-text.ts";

const fmt = pagesText.formatHelp;
const lines = (s: string) => s.split("\n").filter((l) => l.trim() !== "");
const cols = (l: string) => l.split("|").map((c) => c.trim());

/** A list written one item per line, the columns of a line separated by " | ". */
function PerLine<T>({
  id,
  label,
  help,
  items,
  toCols,
  fromCols,
  onChange,
}: {
  id: string;
  label: string;
  help?: string;
  items: T[];
  toCols: (item: T) => string[];
  /** The item of a line's columns; `i` is the line's place, for keeping what the line does not show. */
  fromCols: (cols: string[], i: number) => T;
  onChange: (items: T[]) => void;
}) {
  return (
    <Text
      id={id}
      label={label}
      help={help}
      multiline
      value={items.map((x) => toCols(x).join(" | ")).join("\n")}
      onChange={(v) => onChange(lines(v).map((l, i) => fromCols(cols(l), i)))}
    />
  );
}

/** The heading some lists may have above them. */
function title<B extends Block>(p: { f: (name: string) => string; block: B; onChange: (b: B) => void }) {
  return plain<B>([{ name: "title", label: "Heading (optional)", optional: true }])(p);
}

/** The kinds of part that are lists, edited one item per line. */
export const listEditors: Editors = {
  list: ({ f, block, onChange }) => (
    <>
      {title({ f, block, onChange })}
      <Text
        id={f("items")}
        label="Items, one per line"
        help={fmt}
        multiline
        value={block.items.join("\n")}
        onChange={(v) => onChange({ ...block, items: v.split("\n") })}
      />
      <div className="admin-field admin-field--check">
        <input
          id={f("ordered")}
          type="checkbox"
          checked={Boolean(block.ordered)}
          onChange={(e) => onChange({ ...block, ordered: e.target.checked || undefined })}
        />
        <label htmlFor={f("ordered")}>Numbered list</label>
      </div>
    </>
  ),
  table: ({ f, block, onChange }) => (
    <>
      <Text
        id={f("caption")}
        label="Table title"
        value={block.caption}
        onChange={(caption) => onChange({ ...block, caption })}
      />
      <Text
        id={f("head")}
        label="Column headings, separated by |"
        value={block.head.join(" | ")}
        onChange={(v) => onChange({ ...block, head: cols(v) })}
      />
      <PerLine
        id={f("rows")}
        label="Rows, one per line, cells separated by |"
        items={block.rows}
        toCols={(r) => r}
        fromCols={(c) => c}
        onChange={(rows) => onChange({ ...block, rows })}
      />
    </>
  ),
  faq: ({ f, block, onChange }) => (
    <PerLine
      id={f("items")}
      label="Questions and answers, one per line: question | answer"
      help={fmt}
      items={block.items}
      toCols={(i) => [i.question, i.answer]}
      fromCols={(c) => ({ question: c[0], answer: c.slice(1).join(" | ") })}
      onChange={(items) => onChange({ ...block, items })}
    />
  ),
  stats: ({ f, block, onChange }) => (
    <>
      {title({ f, block, onChange })}
      <PerLine
        id={f("stats")}
        label="Figures, one per line: figure | what it counts"
        items={block.stats}
        toCols={(s) => [s.value, s.label]}
        fromCols={(c) => ({ value: c[0], label: c[1] ?? "" })}
        onChange={(stats) => onChange({ ...block, stats })}
      />
    </>
  ),
  links: ({ f, block, onChange }) => (
    <>
      {title({ f, block, onChange })}
      <PerLine
        id={f("links")}
        label="Links, one per line: words | address"
        help="Addresses: https://…, mailto:…, tel:… or a page of this site such as /history."
        items={block.links}
        toCols={(l) => [l.label, l.href]}
        fromCols={([label, href = ""]) => (/^https?:/i.test(href) ? { label, href, external: true } : { label, href })}
        onChange={(links) => onChange({ ...block, links })}
      />
    </>
  ),
  cards: ({ f, block, onChange }) => (
    <PerLine
      id={f("cards")}
      label="Cards, one per line: title | text"
      help={fmt}
      items={block.cards}
      toCols={(c) => [c.title, c.text ?? (c.items ?? []).join("; ")]}
      fromCols={([title, ...rest]) => ({ title, text: rest.join(" | ") || undefined })}
      onChange={(cards) => onChange({ ...block, cards })}
    />
  ),
  people: ({ f, block, onChange }) => (
    <PerLine
      id={f("people")}
      label="People, one per line: name | role | text"
      help={fmt}
      items={block.people}
      toCols={(p) => [p.name, p.role, p.text ?? ""]}
      fromCols={([name, role = "", text = ""], i) => ({ ...block.people[i], name, role, text: text || undefined })}
      onChange={(people) => onChange({ ...block, people })}
    />
  ),
};
