import type { Block, BlockType } from "../../../contract/page-blocks.ts";
import { pagesText } from "./pages-text.ts";

/**
 * One form per kind of part (block). Lists of things are written one per
 * line, with " | " between the columns of a line, so every kind is edited
 * with plain labelled native controls.
 */

type Change = (b: Block) => void;

const lines = (s: string) => s.split("\n").filter((l) => l.trim() !== "");
const cols = (l: string) => l.split("|").map((c) => c.trim());
const joinRows = (rows: string[][]) => rows.map((r) => r.join(" | ")).join("\n");

export function newBlock(type: BlockType): Block {
  switch (type) {
    case "paragraph":
      return { type, text: "" };
    case "heading":
      return { type, text: "" };
    case "list":
      return { type, items: [] };
    case "quote":
      return { type, text: "" };
    case "table":
      return { type, caption: "", head: [], rows: [] };
    case "faq":
      return { type, items: [] };
    case "people":
      return { type, people: [] };
    case "stats":
      return { type, stats: [] };
    case "cards":
      return { type, cards: [] };
    case "links":
      return { type, links: [] };
    case "photos":
      return { type, page: "pages", tab: "", alt: "" };
    case "photo-tabs":
      return { type, page: "", label: "", tabs: [] };
    case "messages":
      return { type, category: "" };
  }
}

function Text({
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

export function BlockFields({ id, block, onChange }: { id: string; block: Block; onChange: Change }) {
  const f = (name: string) => `${id}-${name}`;
  const fmt = pagesText.formatHelp;
  switch (block.type) {
    case "paragraph":
      return (
        <Text
          id={f("text")}
          label="Text"
          help={fmt}
          multiline
          value={block.text}
          onChange={(text) => onChange({ ...block, text })}
        />
      );
    case "heading":
      return (
        <>
          <Text id={f("text")} label="Heading" value={block.text} onChange={(text) => onChange({ ...block, text })} />
          <div className="admin-field">
            <label htmlFor={f("level")}>Size</label>
            <select
              id={f("level")}
              value={block.level ?? 2}
              onChange={(e) => onChange({ ...block, level: e.target.value === "3" ? 3 : 2 })}
            >
              <option value="2">Large</option>
              <option value="3">Small</option>
            </select>
          </div>
        </>
      );
    case "quote":
      return (
        <>
          <Text
            id={f("text")}
            label="Quote"
            help={fmt}
            multiline
            value={block.text}
            onChange={(text) => onChange({ ...block, text })}
          />
          <Text
            id={f("cite")}
            label="Who said it"
            value={block.cite ?? ""}
            onChange={(cite) => onChange({ ...block, cite: cite || undefined })}
          />
        </>
      );
    case "list":
      return (
        <>
          <Text
            id={f("title")}
            label="Heading (optional)"
            value={block.title ?? ""}
            onChange={(t) => onChange({ ...block, title: t || undefined })}
          />
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
      );
    case "table":
      return (
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
          <Text
            id={f("rows")}
            label="Rows, one per line, cells separated by |"
            multiline
            value={joinRows(block.rows)}
            onChange={(v) => onChange({ ...block, rows: lines(v).map(cols) })}
          />
        </>
      );
    case "faq":
      return (
        <Text
          id={f("items")}
          label="Questions and answers, one per line: question | answer"
          help={fmt}
          multiline
          value={joinRows(block.items.map((i) => [i.question, i.answer]))}
          onChange={(v) =>
            onChange({
              ...block,
              items: lines(v).map((l) => ({ question: cols(l)[0], answer: cols(l).slice(1).join(" | ") })),
            })
          }
        />
      );
    case "stats":
      return (
        <>
          <Text
            id={f("title")}
            label="Heading (optional)"
            value={block.title ?? ""}
            onChange={(t) => onChange({ ...block, title: t || undefined })}
          />
          <Text
            id={f("stats")}
            label="Figures, one per line: figure | what it counts"
            multiline
            value={joinRows(block.stats.map((s) => [s.value, s.label]))}
            onChange={(v) =>
              onChange({ ...block, stats: lines(v).map((l) => ({ value: cols(l)[0], label: cols(l)[1] ?? "" })) })
            }
          />
        </>
      );
    case "links":
      return (
        <>
          <Text
            id={f("title")}
            label="Heading (optional)"
            value={block.title ?? ""}
            onChange={(t) => onChange({ ...block, title: t || undefined })}
          />
          <Text
            id={f("links")}
            label="Links, one per line: words | address"
            help="Addresses: https://…, mailto:…, tel:… or a page of this site such as /history."
            multiline
            value={joinRows(block.links.map((l) => [l.label, l.href]))}
            onChange={(v) =>
              onChange({
                ...block,
                links: lines(v).map((l) => {
                  const [label, href = ""] = cols(l);
                  return /^https?:/i.test(href) ? { label, href, external: true } : { label, href };
                }),
              })
            }
          />
        </>
      );
    case "cards":
      return (
        <Text
          id={f("cards")}
          label="Cards, one per line: title | text"
          help={fmt}
          multiline
          value={joinRows(block.cards.map((c) => [c.title, c.text ?? (c.items ?? []).join("; ")]))}
          onChange={(v) =>
            onChange({
              ...block,
              cards: lines(v).map((l) => {
                const [title, ...rest] = cols(l);
                return { title, text: rest.join(" | ") || undefined };
              }),
            })
          }
        />
      );
    case "people":
      return (
        <Text
          id={f("people")}
          label="People, one per line: name | role | text"
          help={fmt}
          multiline
          value={joinRows(block.people.map((p) => [p.name, p.role, p.text ?? ""]))}
          onChange={(v) =>
            onChange({
              ...block,
              people: lines(v).map((l, i) => {
                const [name, role = "", text = ""] = cols(l);
                const before = block.people[i];
                return { ...before, name, role, text: text || undefined };
              }),
            })
          }
        />
      );
    case "photos":
      return (
        <>
          <Text
            id={f("tab")}
            label="Photo group (as named under Page photos)"
            value={block.tab}
            onChange={(tab) => onChange({ ...block, tab })}
          />
          <Text
            id={f("alt")}
            label="What the photo shows (read out to blind visitors)"
            value={block.alt}
            onChange={(alt) => onChange({ ...block, alt })}
          />
        </>
      );
    case "messages":
      return (
        <Text
          id={f("category")}
          label="Kind of leader message shown here"
          value={block.category}
          onChange={(category) => onChange({ ...block, category })}
        />
      );
    case "photo-tabs":
      return (
        <>
          <Text
            id={f("label")}
            label="Name of the tab list"
            value={block.label}
            onChange={(label) => onChange({ ...block, label })}
          />
          <p className="admin-field__help">
            Tabs: {block.tabs.map((t) => t.name).join(", ") || "none"}. Their photos are changed under Page photos.
          </p>
        </>
      );
  }
}

/** Drops what a line-by-line form leaves empty, before saving. */
export function tidyBlock(b: Block): Block {
  if (b.type === "list") return { ...b, items: b.items.filter((i) => i.trim() !== "") };
  return b;
}
