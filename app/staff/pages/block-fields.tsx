import type { Block, BlockType } from "../../../contract/page-blocks.ts";
import { listEditors } from "./block-lists.tsx";
import { type Editors, plain, Text } from "./block-text.tsx";
import { pagesText } from "./pages-text.ts";

/**
 * One form per kind of part (block). Lists of things are written one per
 * line, with " | " between the columns of a line, so every kind is edited
 * with plain labelled native controls.
 */

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

const fmt = pagesText.formatHelp;

const textEditors: Editors = {
  paragraph: plain([{ name: "text", label: "Text", help: fmt, multiline: true }]),
  heading: ({ f, block, onChange }) => (
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
  ),
  quote: plain([
    { name: "text", label: "Quote", help: fmt, multiline: true },
    { name: "cite", label: "Who said it", optional: true },
  ]),
  photos: plain([
    { name: "tab", label: "Photo group (as named under Page photos)" },
    { name: "alt", label: "What the photo shows (read out to blind visitors)" },
  ]),
  messages: plain([{ name: "category", label: "Kind of leader message shown here" }]),
  "photo-tabs": ({ f, block, onChange }) => (
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
  ),
};

export function BlockFields({ id, block, onChange }: { id: string; block: Block; onChange: (b: Block) => void }) {
  const Editor = (textEditors[block.type] ?? listEditors[block.type]) as NonNullable<Editors[BlockType]>;
  return <Editor f={(name) => `${id}-${name}`} block={block as never} onChange={onChange} />;
}

/** Drops what a line-by-line form leaves empty, before saving. */
export function tidyBlock(b: Block): Block {
  if (b.type === "list") return { ...b, items: b.items.filter((i) => i.trim() !== "") };
  return b;
}
