import { baseKeymap, chainCommands, toggleMark } from "prosemirror-commands";
import { history, redo, undo } from "prosemirror-history";
import { keymap } from "prosemirror-keymap";
import { Slice } from "prosemirror-model";
import { liftListItem, sinkListItem, splitListItem } from "prosemirror-schema-list";
import { EditorState, type Transaction } from "prosemirror-state";
import { EditorView } from "prosemirror-view";
import type { Block, Rich } from "../../../../contract/page-blocks.ts";
import { pastedBlocks } from "./paste.ts";
import { docOf, type EditedText, partOf } from "./rich-doc.ts";
import { inlineOf, richOf, schema } from "./schema.ts";

type Command = (state: EditorState, dispatch?: (tr: Transaction) => void) => boolean;

/** What the view reads at the moment it needs it (the latest render's part and callbacks). */
export interface Latest {
  part: EditedText;
  onChange: (part: EditedText) => void;
  onSplit?: (after: Rich) => void;
  onPasteBlocks?: (blocks: Block[]) => void;
  /** Ctrl+K: the link dialog of the latest render. */
  link: () => void;
}

export interface Marks {
  strong: boolean;
  em: boolean;
  link: boolean;
}

const hardBreak: Command = (state, dispatch) => {
  if (dispatch) dispatch(state.tr.replaceSelectionWith(schema.nodes.hard_break.create()).scrollIntoView());
  return true;
};

/** Enter: a new list item, a new paragraph part (the words after the caret go with it), nothing in a heading, else a line break. */
function enterOf(latest: () => Latest): Command {
  return (state, dispatch) => {
    const { part, onSplit } = latest();
    if (part.type === "list") return splitListItem(schema.nodes.list_item)(state, dispatch);
    if (part.type === "paragraph" && onSplit) {
      const end = state.doc.content.size - 1;
      const after = state.doc.slice(state.selection.to, end);
      const rest = richOf(schema.nodes.paragraph.create(null, after.content.firstChild?.content ?? after.content));
      if (dispatch) dispatch(state.tr.delete(state.selection.from, end));
      onSplit(rest);
      return true;
    }
    if (part.type === "heading") return true;
    return hardBreak(state, dispatch);
  };
}

function pluginsOf(latest: () => Latest) {
  return [
    history(),
    keymap({
      "Mod-z": undo,
      "Mod-y": redo,
      "Shift-Mod-z": redo,
      "Mod-b": toggleMark(schema.marks.strong),
      "Mod-i": toggleMark(schema.marks.em),
      "Mod-k": () => {
        latest().link();
        return true;
      },
      Enter: enterOf(latest),
      "Shift-Enter": hardBreak,
      Tab: chainCommands(sinkListItem(schema.nodes.list_item), () => false),
      "Shift-Tab": chainCommands(liftListItem(schema.nodes.list_item), () => false),
    }),
    keymap(baseKeymap),
  ];
}

/**
 * A paste: several paragraphs, headings or lists into a paragraph part become
 * parts of their own; within one part, the words keep their bold, italic and
 * links, nothing else.
 */
function pasteOf(latest: () => Latest) {
  return (view: EditorView, event: ClipboardEvent) => {
    const html = event.clipboardData?.getData("text/html") ?? "";
    const text = event.clipboardData?.getData("text/plain") ?? "";
    const blocks = pastedBlocks(html, text);
    const simple = blocks.length <= 1 && (blocks[0]?.type ?? "paragraph") === "paragraph";
    const { onPasteBlocks, part } = latest();
    if (!simple && onPasteBlocks && part.type === "paragraph") {
      onPasteBlocks(blocks);
      return true;
    }
    const first = blocks[0];
    const rich = first?.type === "paragraph" ? first.text : [];
    const content = schema.nodes.paragraph.create(null, inlineOf(rich)).content;
    view.dispatch(view.state.tr.replaceSelection(new Slice(content, 0, 0)).scrollIntoView());
    return true;
  };
}

/** Which marks the selection (or the caret's stored marks) has, for the toolbar's pressed buttons. */
function marksOf(state: EditorState): Marks {
  const { from, $from, to, empty } = state.selection;
  const has = (m: keyof typeof schema.marks) =>
    empty
      ? Boolean(schema.marks[m].isInSet(state.storedMarks ?? $from.marks()))
      : state.doc.rangeHasMark(from, to, schema.marks[m]);
  return { strong: has("strong"), em: has("em"), link: has("link") };
}

/** The text box's own attributes: its id (the toolbar controls it) and its name. */
export const attributesOf = (id: string, label: string) => ({
  id,
  role: "textbox",
  "aria-multiline": "true",
  "aria-label": label,
  class: "rich-editor",
});

/** The ProseMirror view of a part, in `host`: each change goes out as the part (onChange), each selection as its marks. */
export function createView(
  host: HTMLElement,
  attributes: Record<string, string>,
  latest: () => Latest,
  onMarks: (marks: Marks) => void,
): EditorView {
  const v: EditorView = new EditorView(host, {
    state: EditorState.create({ doc: docOf(latest().part), plugins: pluginsOf(latest) }),
    attributes,
    handlePaste: pasteOf(latest),
    dispatchTransaction(tr) {
      const next = v.state.apply(tr);
      v.updateState(next);
      onMarks(marksOf(next));
      if (!tr.docChanged) return;
      const { part, onChange } = latest();
      const changed = partOf(part, next.doc);
      if (changed) onChange(changed);
    },
  });
  return v;
}
