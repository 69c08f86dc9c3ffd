import { type Mark, type Node as PmNode, Schema } from "prosemirror-model";
import { type Block, type InlineNode, isSafeHref, type Rich, richPlain } from "../../../../contract/page-blocks.ts";

/**
 * The editor's document model (ProseMirror, docs/decisions/007): only what
 * a page stores — paragraphs, headings, bulleted and numbered lists, bold,
 * italic and links on the allow-list. Pasted HTML (Word, Google Docs, a web
 * page) is read through these rules, so everything else (fonts, colours,
 * sizes, images, scripts) is dropped on the way in.
 */

const bold = (v: string) => /^(bold(er)?|[6-9]\d\d)$/.test(v.trim());

export const schema = new Schema({
  nodes: {
    doc: { content: "block+" },
    text: { group: "inline" },
    paragraph: { content: "inline*", group: "block", parseDOM: [{ tag: "p" }, { tag: "div" }], toDOM: () => ["p", 0] },
    heading: {
      attrs: { level: { default: 2 } },
      content: "text*",
      marks: "",
      group: "block",
      defining: true,
      parseDOM: [
        { tag: "h1", attrs: { level: 2 } },
        { tag: "h2", attrs: { level: 2 } },
        { tag: "h3", attrs: { level: 3 } },
        { tag: "h4", attrs: { level: 3 } },
        { tag: "h5", attrs: { level: 3 } },
        { tag: "h6", attrs: { level: 3 } },
      ],
      toDOM: (n) => [`h${n.attrs.level}`, 0],
    },
    bullet_list: { content: "list_item+", group: "block", parseDOM: [{ tag: "ul" }], toDOM: () => ["ul", 0] },
    ordered_list: { content: "list_item+", group: "block", parseDOM: [{ tag: "ol" }], toDOM: () => ["ol", 0] },
    list_item: { content: "paragraph", defining: true, parseDOM: [{ tag: "li" }], toDOM: () => ["li", 0] },
    hard_break: {
      inline: true,
      group: "inline",
      selectable: false,
      parseDOM: [{ tag: "br" }],
      toDOM: () => ["br"],
    },
  },
  marks: {
    link: {
      attrs: { href: {} },
      inclusive: false,
      parseDOM: [
        {
          tag: "a[href]",
          getAttrs: (d) => {
            const href = (d as HTMLElement).getAttribute("href")?.trim() ?? "";
            return isSafeHref(href) ? { href } : false;
          },
        },
      ],
      toDOM: (m) => ["a", { href: m.attrs.href }, 0],
    },
    strong: {
      parseDOM: [
        { tag: "strong" },
        // Google Docs wraps a whole copy in <b style="font-weight:normal">: that is not bold.
        { tag: "b", getAttrs: (d) => ((d as HTMLElement).style.fontWeight === "normal" ? false : null) },
        { style: "font-weight", getAttrs: (v) => (bold(String(v)) ? null : false) },
      ],
      toDOM: () => ["strong", 0],
    },
    em: {
      parseDOM: [{ tag: "i" }, { tag: "em" }, { style: "font-style=italic" }],
      toDOM: () => ["em", 0],
    },
  },
});

type MarkName = "strong" | "em" | "link";
const order: MarkName[] = ["link", "strong", "em"];

/** ProseMirror inline content → stored rich text (hard breaks become line breaks, as the renderer keeps them). */
export function richOf(node: PmNode): Rich {
  const out: Rich = [];
  node.forEach((child) => {
    const text = child.isText ? (child.text ?? "") : child.type.name === "hard_break" ? "\n" : "";
    if (!text) return;
    let leaf: InlineNode = { t: "text", v: text };
    const marks = [...child.marks].sort(
      (a, b) => order.indexOf(b.type.name as MarkName) - order.indexOf(a.type.name as MarkName),
    );
    for (const m of marks) leaf = wrap(m, leaf);
    append(out, leaf);
  });
  return out;
}

function wrap(m: Mark, inner: InlineNode): InlineNode {
  if (m.type.name === "strong") return { t: "b", c: [inner] };
  if (m.type.name === "em") return { t: "i", c: [inner] };
  return { t: "a", href: String(m.attrs.href), c: [inner] };
}

/** Joins a node to the one before it when both are the same mark (so "bold" stays one bold run). */
function append(list: Rich, n: InlineNode) {
  const prev = list.at(-1);
  if (prev && prev.t === "text" && n.t === "text") {
    list[list.length - 1] = { t: "text", v: prev.v + n.v };
    return;
  }
  if (prev && prev.t === n.t && prev.t !== "text" && n.t !== "text") {
    const same = prev.t !== "a" || (n.t === "a" && prev.href === n.href);
    if (same) {
      const merged = [...prev.c];
      for (const c of n.c) append(merged, c);
      list[list.length - 1] = { ...prev, c: merged } as InlineNode;
      return;
    }
  }
  list.push(n);
}

/** Stored rich text → ProseMirror inline nodes. */
export function inlineOf(rich: Rich | string): PmNode[] {
  const out: PmNode[] = [];
  const walk = (nodes: Rich | string, marks: readonly Mark[]) => {
    if (typeof nodes === "string") {
      if (nodes) walk([{ t: "text", v: nodes }], marks);
      return;
    }
    for (const n of nodes) {
      if (n.t === "text") {
        n.v.split("\n").forEach((part, i) => {
          if (i > 0) out.push(schema.nodes.hard_break.create());
          if (part) out.push(schema.text(part, marks));
        });
      } else if (n.t === "b") walk(n.c, schema.marks.strong.create().addToSet(marks));
      else if (n.t === "i") walk(n.c, schema.marks.em.create().addToSet(marks));
      else walk(n.c, schema.marks.link.create({ href: n.href }).addToSet(marks));
    }
  };
  walk(rich, []);
  return out;
}

/** The text parts a document holds: paragraphs, headings and lists, in order. */
export function blocksOf(doc: PmNode): Block[] {
  const out: Block[] = [];
  doc.forEach((node) => {
    if (node.type.name === "heading") {
      const text = node.textContent.trim();
      if (text) out.push({ type: "heading", text, ...(node.attrs.level === 3 ? { level: 3 as const } : {}) });
    } else if (node.type.name === "bullet_list" || node.type.name === "ordered_list") {
      const items: Rich[] = [];
      node.forEach((li) => {
        items.push(richOf(li.firstChild ?? li));
      });
      out.push({ type: "list", items, ...(node.type.name === "ordered_list" ? { ordered: true } : {}) });
    } else {
      const text = richOf(node);
      // Word ends and separates with empty paragraphs (a non-breaking space): they are no part.
      if (richPlain(text).trim()) out.push({ type: "paragraph", text });
    }
  });
  return out;
}
