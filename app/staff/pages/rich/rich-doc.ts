import type { Node as PmNode } from "prosemirror-model";
import type { Block, Rich } from "../../../../contract/page-blocks.ts";
import { inlineOf, richOf, schema } from "./schema.ts";

/** The parts that are text, and what their editor edits. */
export type TextPart = Extract<Block, { type: "paragraph" | "heading" | "list" | "quote" }>;
/** What a text editor edits: a text part, or a rich text field of another part. */
export type EditedText = TextPart | { type: "rich"; text: Rich };

/** The editor's document of a part. */
export function docOf(part: EditedText): PmNode {
  const p = (rich: Rich | string) => schema.nodes.paragraph.create(null, inlineOf(rich));
  switch (part.type) {
    case "heading":
      return schema.nodes.doc.create(null, [
        schema.nodes.heading.create({ level: part.level ?? 2 }, part.text ? schema.text(part.text) : []),
      ]);
    case "list": {
      const items = (part.items.length ? part.items : [[]]).map((i) => schema.nodes.list_item.create(null, [p(i)]));
      return schema.nodes.doc.create(null, [
        (part.ordered ? schema.nodes.ordered_list : schema.nodes.bullet_list).create(null, items),
      ]);
    }
    default:
      return schema.nodes.doc.create(null, [p(part.text)]);
  }
}

/** A list's items as rich text, one each. */
function itemsOf(list: PmNode): Rich[] {
  const items: Rich[] = [];
  list.forEach((li) => {
    items.push(richOf(li.firstChild ?? li));
  });
  return items;
}

/** The part as the editor's document now holds it; null when the document is empty. */
export function partOf(current: EditedText, doc: PmNode): EditedText | null {
  const first = doc.firstChild;
  if (!first) return null;
  if (current.type === "heading") return { ...current, text: first.textContent };
  if (current.type === "list") return { ...current, items: itemsOf(first) };
  return { ...current, text: richOf(first) } as EditedText;
}

/** The document's words as one rich text (a list's items a line each). */
export function richOfDoc(doc: PmNode | undefined): Rich {
  const first = doc?.firstChild;
  if (!first) return [];
  if (first.type.name === "paragraph") return richOf(first);
  return itemsOf(first).flatMap((r, i) => (i ? [{ t: "text" as const, v: "\n" }, ...r] : r));
}

export const inlineText = (v: string): Rich => (v ? [{ t: "text", v }] : []);

/** The list button: a paragraph or heading becomes a list (a line each), a list changes kind or goes back to a paragraph. */
export function toList(part: TextPart, rich: Rich, ordered: boolean): TextPart {
  if (part.type === "list") {
    if (Boolean(part.ordered) === ordered) return { type: "paragraph", text: rich };
    return { ...part, ordered: ordered || undefined };
  }
  const lines: Rich[] = [[]];
  for (const n of rich) {
    if (n.t === "text" && n.v.includes("\n")) {
      n.v.split("\n").forEach((piece, i) => {
        if (i > 0) lines.push([]);
        if (piece) lines[lines.length - 1].push({ t: "text", v: piece });
      });
    } else lines[lines.length - 1].push(n);
  }
  return { type: "list", items: lines, ...(ordered ? { ordered: true } : {}) };
}
