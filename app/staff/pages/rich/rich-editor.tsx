import { baseKeymap, chainCommands, toggleMark } from "prosemirror-commands";
import { history, redo, undo } from "prosemirror-history";
import { keymap } from "prosemirror-keymap";
import { type Node as PmNode, Slice } from "prosemirror-model";
import { liftListItem, sinkListItem, splitListItem } from "prosemirror-schema-list";
import { EditorState, type Transaction } from "prosemirror-state";
import { EditorView } from "prosemirror-view";
import { useEffect, useRef, useState } from "react";
import type { Block, Rich } from "../../../../contract/page-blocks.ts";
import { staffWords as w } from "../../../i18n/staff-words.ts";
import { LinkDialog } from "./link-dialog.tsx";
import { pastedBlocks } from "./paste.ts";
import { inlineOf, richOf, schema } from "./schema.ts";

/**
 * Text edited in place, in the site's own elements (p, h2, ul/ol), with a
 * toolbar: bold, italic, link, heading, bulleted and numbered list, undo.
 * What staff type is kept as structure (contract/blocks/rich.ts), never as
 * HTML. ProseMirror (docs/decisions/007) loads only on the page editor.
 */

/** The parts that are text, and what their editor edits. */
export type TextPart = Extract<Block, { type: "paragraph" | "heading" | "list" | "quote" }>;

function docOf(part: TextPart | { type: "rich"; text: Rich }): PmNode {
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

interface RichEditorProps {
  id: string;
  /** The accessible name of the text box ("Part 3 (Text)"). */
  label: string;
  part: TextPart | { type: "rich"; text: Rich };
  onChange: (part: TextPart | { type: "rich"; text: Rich }) => void;
  /** A paragraph part: Enter starts a new paragraph part with the text after the cursor. */
  onSplit?: (after: Rich) => void;
  /** A paste of several paragraphs, headings or lists: they become parts of their own. */
  onPasteBlocks?: (blocks: Block[]) => void;
}

export function RichEditor({ id, label, part, onChange, onSplit, onPasteBlocks }: RichEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const latest = useRef({ part, onChange, onSplit, onPasteBlocks });
  latest.current = { part, onChange, onSplit, onPasteBlocks };
  const [active, setActive] = useState({ strong: false, em: false, link: false });
  // Ctrl+K (made once with the view) opens the link dialog of the latest render.
  const latestLink = useRef<() => void>(() => {});
  const structure = part.type === "rich" || part.type === "quote" ? "inline" : "flow";

  // biome-ignore lint/correctness/useExhaustiveDependencies: the view is made once per part type; later changes flow out of it
  useEffect(() => {
    if (!host.current) return;
    const emit = (doc: PmNode) => {
      const current = latest.current.part;
      const first = doc.firstChild;
      if (!first) return;
      if (current.type === "heading") latest.current.onChange({ ...current, text: first.textContent });
      else if (current.type === "list") {
        const items: Rich[] = [];
        first.forEach((li) => {
          items.push(richOf(li.firstChild ?? li));
        });
        latest.current.onChange({ ...current, items });
      } else latest.current.onChange({ ...current, text: richOf(first) } as TextPart);
    };
    const enter = (state: EditorState, dispatch?: (tr: Transaction) => void) => {
      const current = latest.current.part;
      if (current.type === "list") return splitListItem(schema.nodes.list_item)(state, dispatch);
      if (current.type === "paragraph" && latest.current.onSplit) {
        const end = state.doc.content.size - 1;
        const after = state.doc.slice(state.selection.to, end);
        const rest = richOf(schema.nodes.paragraph.create(null, after.content.firstChild?.content ?? after.content));
        if (dispatch) dispatch(state.tr.delete(state.selection.from, end));
        latest.current.onSplit(rest);
        return true;
      }
      if (current.type === "heading") return true;
      if (dispatch) dispatch(state.tr.replaceSelectionWith(schema.nodes.hard_break.create()).scrollIntoView());
      return true;
    };
    const v = new EditorView(host.current, {
      state: EditorState.create({
        doc: docOf(latest.current.part),
        plugins: [
          history(),
          keymap({
            "Mod-z": undo,
            "Mod-y": redo,
            "Shift-Mod-z": redo,
            "Mod-b": toggleMark(schema.marks.strong),
            "Mod-i": toggleMark(schema.marks.em),
            "Mod-k": () => {
              latestLink.current();
              return true;
            },
            Enter: enter,
            "Shift-Enter": (state, dispatch) => {
              if (dispatch) dispatch(state.tr.replaceSelectionWith(schema.nodes.hard_break.create()).scrollIntoView());
              return true;
            },
            Tab: chainCommands(sinkListItem(schema.nodes.list_item), () => false),
            "Shift-Tab": chainCommands(liftListItem(schema.nodes.list_item), () => false),
          }),
          keymap(baseKeymap),
        ],
      }),
      attributes: attributesOf(id, label),
      handlePaste: (_view, event) => {
        const html = event.clipboardData?.getData("text/html") ?? "";
        const text = event.clipboardData?.getData("text/plain") ?? "";
        const blocks = pastedBlocks(html, text);
        const simple = blocks.length <= 1 && (blocks[0]?.type ?? "paragraph") === "paragraph";
        if (!simple && latest.current.onPasteBlocks && latest.current.part.type === "paragraph") {
          latest.current.onPasteBlocks(blocks);
          return true;
        }
        // Within one part: the words with their bold, italic and links, nothing else.
        const first = blocks[0];
        const rich = first?.type === "paragraph" ? first.text : [];
        const content = schema.nodes.paragraph.create(null, inlineOf(rich)).content;
        _view.dispatch(_view.state.tr.replaceSelection(new Slice(content, 0, 0)).scrollIntoView());
        return true;
      },
      dispatchTransaction(tr) {
        const next = v.state.apply(tr);
        v.updateState(next);
        const { from, $from, to, empty } = next.selection;
        const has = (m: keyof typeof schema.marks) =>
          empty
            ? Boolean(schema.marks[m].isInSet(next.storedMarks ?? $from.marks()))
            : next.doc.rangeHasMark(from, to, schema.marks[m]);
        setActive({ strong: has("strong"), em: has("em"), link: has("link") });
        if (tr.docChanged) emit(next.doc);
      },
    });
    view.current = v;
    return () => {
      v.destroy();
      view.current = null;
    };
  }, [part.type, structure, part.type === "list" && part.ordered]);

  // A moved part gets its new place's id and name: the toolbar's aria-controls and the labels follow.
  useEffect(() => view.current?.setProps({ attributes: attributesOf(id, label) }), [id, label]);

  const run = (command: (state: EditorState, dispatch?: (tr: Transaction) => void) => boolean) => {
    const v = view.current;
    if (!v) return;
    command(v.state, v.dispatch);
    v.focus();
  };
  // The link dialog: open while asking, with the address of a link already there.
  const [asking, setAsking] = useState<{ current: string } | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const link = () => {
    const v = view.current;
    if (!v) return;
    const { from, to, empty } = v.state.selection;
    if (empty) {
      window.alert(w("editor.selectFirst"));
      return;
    }
    const mark = schema.marks.link.isInSet(v.state.doc.resolve(Math.min(from + 1, to)).marks());
    opener.current = document.activeElement as HTMLElement | null;
    setAsking({ current: mark ? String(mark.attrs.href) : "" });
  };
  latestLink.current = link;
  const linked = (href: string | null) => {
    setAsking(null);
    const v = view.current;
    if (!v) return;
    if (href === null) {
      // Cancelled: focus goes back where it was (the Link button, or the words).
      (opener.current ?? v.dom).focus();
      return;
    }
    const { from, to } = v.state.selection;
    run((state, dispatch) => {
      let tr = state.tr.removeMark(from, to, schema.marks.link);
      if (href) tr = tr.addMark(from, to, schema.marks.link.create({ href }));
      dispatch?.(tr);
      return true;
    });
  };
  const convert = (next: TextPart) => latest.current.onChange(next);
  const plainOf = () => view.current?.state.doc.textContent ?? "";
  const richNow = (): Rich => {
    const first = view.current?.state.doc.firstChild;
    if (!first) return [];
    if (first.type.name === "paragraph") return richOf(first);
    const items: Rich[] = [];
    first.forEach((li) => {
      items.push(richOf(li.firstChild ?? li));
    });
    return items.flatMap((r, i) => (i ? [{ t: "text" as const, v: "\n" }, ...r] : r));
  };
  const flow = part.type === "paragraph" || part.type === "heading" || part.type === "list";
  const keep = (e: React.MouseEvent) => e.preventDefault();
  return (
    <div className="rich">
      <div
        className="rich__toolbar"
        role="toolbar"
        aria-label={w("editor.toolbar", { part: label })}
        aria-controls={id}
      >
        {part.type !== "heading" ? (
          <>
            <button
              type="button"
              aria-pressed={active.strong}
              onMouseDown={keep}
              onClick={() => run(toggleMark(schema.marks.strong))}
            >
              <strong aria-hidden="true">B</strong>
              <span className="visually-hidden">{w("editor.bold")}</span>
            </button>
            <button
              type="button"
              aria-pressed={active.em}
              onMouseDown={keep}
              onClick={() => run(toggleMark(schema.marks.em))}
            >
              <em aria-hidden="true">I</em>
              <span className="visually-hidden">{w("editor.italic")}</span>
            </button>
            <button type="button" aria-pressed={active.link} onMouseDown={keep} onClick={link}>
              {w("editor.link")}
            </button>
          </>
        ) : null}
        {flow ? (
          <>
            <button
              type="button"
              aria-pressed={part.type === "heading"}
              onMouseDown={keep}
              onClick={() =>
                convert(
                  part.type === "heading"
                    ? { type: "paragraph", text: inlineText(plainOf()) }
                    : { type: "heading", text: plainOf().replace(/\s+/g, " ").trim() },
                )
              }
            >
              {w("editor.heading")}
            </button>
            <button
              type="button"
              aria-pressed={part.type === "list" && !part.ordered}
              onMouseDown={keep}
              onClick={() => convert(toList(part, richNow(), false))}
            >
              {w("editor.bulleted")}
            </button>
            <button
              type="button"
              aria-pressed={part.type === "list" && Boolean(part.ordered)}
              onMouseDown={keep}
              onClick={() => convert(toList(part, richNow(), true))}
            >
              {w("editor.numbered")}
            </button>
          </>
        ) : null}
        <button type="button" onMouseDown={keep} onClick={() => run(undo)}>
          {w("editor.undo")}
        </button>
      </div>
      <div ref={host} className={part.type === "quote" ? "quote" : undefined} />
      <LinkDialog open={asking !== null} current={asking?.current ?? ""} onDone={linked} />
    </div>
  );
}

/** The text box's own attributes: its id (the toolbar controls it) and its name. */
const attributesOf = (id: string, label: string) => ({
  id,
  role: "textbox",
  "aria-multiline": "true",
  "aria-label": label,
  class: "rich-editor",
});

const inlineText = (v: string): Rich => (v ? [{ t: "text", v }] : []);

/** The list button: a paragraph or heading becomes a list (a line each), a list changes kind or goes back to a paragraph. */
function toList(part: TextPart, rich: Rich, ordered: boolean): TextPart {
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
