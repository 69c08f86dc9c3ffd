import { toggleMark } from "prosemirror-commands";
import { undo } from "prosemirror-history";
import type { EditorState, Transaction } from "prosemirror-state";
import type { EditorView } from "prosemirror-view";
import { type RefObject, useEffect, useRef, useState } from "react";
import type { Block, Rich } from "../../../../contract/page-blocks.ts";
import { staffWords as w } from "../../../i18n/staff-words.ts";
import { LinkDialog } from "./link-dialog.tsx";
import { type EditedText, inlineText, richOfDoc, type TextPart, toList } from "./rich-doc.ts";
import { attributesOf, createView, type Latest, type Marks } from "./rich-view.ts";
import { schema } from "./schema.ts";

export type { TextPart } from "./rich-doc.ts";

/**
 * Text edited in place, in the site's own elements (p, h2, ul/ol), with a
 * toolbar: bold, italic, link, heading, bulleted and numbered list, undo.
 * What staff type is kept as structure (contract/blocks/rich.ts), never as
 * HTML. ProseMirror (docs/decisions/007) loads only on the page editor.
 */

interface RichEditorProps {
  id: string;
  /** The accessible name of the text box ("Part 3 (Text)"). */
  label: string;
  part: EditedText;
  onChange: (part: EditedText) => void;
  /** A paragraph part: Enter starts a new paragraph part with the text after the cursor. */
  onSplit?: (after: Rich) => void;
  /** A paste of several paragraphs, headings or lists: they become parts of their own. */
  onPasteBlocks?: (blocks: Block[]) => void;
}

type Command = (state: EditorState, dispatch?: (tr: Transaction) => void) => boolean;

export function RichEditor({ id, label, part, onChange, onSplit, onPasteBlocks }: RichEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const [active, setActive] = useState<Marks>({ strong: false, em: false, link: false });
  // The words' box (and so the id the toolbar points at) exists only once the view is made: until then the
  // toolbar names no box (an aria-controls to a missing id is an error screen readers and axe report).
  const [ready, setReady] = useState(false);
  const run = (command: Command) => {
    const v = view.current;
    if (!v) return;
    command(v.state, v.dispatch);
    v.focus();
  };
  const links = useLinkDialog(view, run);
  const latest = useRef<Latest>({ part, onChange, onSplit, onPasteBlocks, link: links.open });
  latest.current = { part, onChange, onSplit, onPasteBlocks, link: links.open };
  const structure = part.type === "rich" || part.type === "quote" ? "inline" : "flow";

  // biome-ignore lint/correctness/useExhaustiveDependencies: the view is made once per part type; later changes flow out of it
  useEffect(() => {
    if (!host.current) return;
    const v = createView(host.current, attributesOf(id, label), () => latest.current, setActive);
    view.current = v;
    setReady(true);
    return () => {
      v.destroy();
      view.current = null;
    };
  }, [part.type, structure, part.type === "list" && part.ordered]);

  // A moved part gets its new place's id and name: the toolbar's aria-controls and the labels follow.
  useEffect(() => view.current?.setProps({ attributes: attributesOf(id, label) }), [id, label]);

  return (
    <div className="rich">
      <Toolbar
        id={ready ? id : undefined}
        label={label}
        part={part}
        active={active}
        run={run}
        onLink={links.open}
        convert={(next) => latest.current.onChange(next)}
        richNow={() => richOfDoc(view.current?.state.doc)}
        plainNow={() => view.current?.state.doc.textContent ?? ""}
      />
      <div ref={host} className={part.type === "quote" ? "quote" : undefined} />
      <LinkDialog open={links.asking !== null} current={links.asking?.current ?? ""} onDone={links.done} />
    </div>
  );
}

/** The link dialog: open while asking, with the address of a link already there; focus goes back where it was. */
function useLinkDialog(view: RefObject<EditorView | null>, run: (command: Command) => void) {
  const [asking, setAsking] = useState<{ current: string } | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const open = () => {
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
  const done = (href: string | null) => {
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
  return { asking, open, done };
}

/** A toolbar button that leaves the focus (and the selection) in the words. */
function ToolButton({
  pressed,
  onClick,
  children,
}: {
  pressed?: boolean;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <button type="button" aria-pressed={pressed} onMouseDown={(e) => e.preventDefault()} onClick={onClick}>
      {children}
    </button>
  );
}

function Toolbar({
  id,
  label,
  part,
  active,
  run,
  onLink,
  convert,
  richNow,
  plainNow,
}: {
  /** The words' box, once it exists. */
  id: string | undefined;
  label: string;
  part: EditedText;
  active: Marks;
  run: (command: Command) => void;
  onLink: () => void;
  convert: (next: TextPart) => void;
  richNow: () => Rich;
  plainNow: () => string;
}) {
  const flow = part.type === "paragraph" || part.type === "heading" || part.type === "list";
  return (
    <div className="rich__toolbar" role="toolbar" aria-label={w("editor.toolbar", { part: label })} aria-controls={id}>
      {part.type !== "heading" ? (
        <>
          <ToolButton pressed={active.strong} onClick={() => run(toggleMark(schema.marks.strong))}>
            <strong aria-hidden="true">B</strong>
            <span className="visually-hidden">{w("editor.bold")}</span>
          </ToolButton>
          <ToolButton pressed={active.em} onClick={() => run(toggleMark(schema.marks.em))}>
            <em aria-hidden="true">I</em>
            <span className="visually-hidden">{w("editor.italic")}</span>
          </ToolButton>
          <ToolButton pressed={active.link} onClick={onLink}>
            {w("editor.link")}
          </ToolButton>
        </>
      ) : null}
      {flow ? (
        <>
          <ToolButton
            pressed={part.type === "heading"}
            onClick={() =>
              convert(
                part.type === "heading"
                  ? { type: "paragraph", text: inlineText(plainNow()) }
                  : { type: "heading", text: plainNow().replace(/\s+/g, " ").trim() },
              )
            }
          >
            {w("editor.heading")}
          </ToolButton>
          <ToolButton
            pressed={part.type === "list" && !part.ordered}
            onClick={() => convert(toList(part, richNow(), false))}
          >
            {w("editor.bulleted")}
          </ToolButton>
          <ToolButton
            pressed={part.type === "list" && Boolean(part.ordered)}
            onClick={() => convert(toList(part, richNow(), true))}
          >
            {w("editor.numbered")}
          </ToolButton>
        </>
      ) : null}
      <ToolButton onClick={() => run(undo)}>{w("editor.undo")}</ToolButton>
    </div>
  );
}
