import { type DragEvent, useRef, useState } from "react";
import { homeRegionNames } from "../../../contract/blocks/region.ts";
import {
  type Block,
  type BlockType,
  blockKinds,
  kindOf,
  type Rich,
  richIsEmpty,
} from "../../../contract/page-blocks.ts";
import { ContentBlocks } from "../../features/content-page/content-blocks.tsx";
import { staffWords } from "../../i18n/staff-words.ts";
import { MoveButtons } from "../kit/move-buttons.tsx";
import { BlockFields } from "./block-fields.tsx";
import { pagesText } from "./pages-text.ts";
import "../../features/content-page/content-page.css";
import "./pages.css";
import { pagesWords as sw } from "../../i18n/catalogues/staff/pages.ts";

/** Parts edited where they stand, as text in the site's own look. */
const inPlace: ReadonlySet<BlockType> = new Set(["paragraph", "heading", "list", "quote", "table"]);
/** Parts whose editor is their preview: their photos' thumbnails, with the drop area and each photo's controls. */
const withThumbnails: ReadonlySet<BlockType> = new Set(["photos", "photo-tabs"]);

/** Focuses an element by id once the list has been drawn again. */
const focusLater = (id: string) => requestAnimationFrame(() => document.getElementById(id)?.focus());

/**
 * The parts' order and changes: parts have no stored id, so a counter keyed
 * to each one keeps its editor while others move. Focus follows a moved,
 * added or deleted part, so keyboard users keep their place.
 */
function usePartList(blocks: Block[], onChange: (blocks: Block[]) => void, prefix: string) {
  const ids = useRef<number[]>([]);
  const next = useRef(0);
  while (ids.current.length < blocks.length) ids.current.push(next.current++);
  if (ids.current.length > blocks.length) ids.current.length = blocks.length;
  const dragged = useRef<number | null>(null);
  const splice = (i: number, count: number, with_: Block[]) => {
    const list = [...blocks];
    list.splice(i, count, ...with_);
    ids.current.splice(i, count, ...with_.map(() => next.current++));
    onChange(list);
  };
  const move = (i: number, to: number) => {
    const list = [...blocks];
    const [b] = list.splice(i, 1);
    list.splice(to, 0, b);
    const [id] = ids.current.splice(i, 1);
    ids.current.splice(to, 0, id);
    onChange(list);
    focusLater(`${prefix}-${to}`);
  };
  return {
    ids: ids.current,
    move,
    set: (i: number, b: Block) => onChange(blocks.map((x, j) => (j === i ? b : x))),
    /** Puts `with_` in place of part i; `focusText`: the last one's words get the caret. */
    replace: (i: number, with_: Block[], focusText = false) => {
      splice(i, 1, with_);
      if (focusText) focusLater(`${prefix}-${i + with_.length - 1}-text`);
    },
    /** A paragraph split at the caret: its second half follows it as a new paragraph. */
    split: (i: number, after: Rich) => {
      splice(i + 1, 0, [{ type: "paragraph", text: after }]);
      focusLater(`${prefix}-${i + 1}-text`);
    },
    remove: (i: number) => {
      ids.current.splice(i, 1);
      onChange(blocks.filter((_, j) => j !== i));
      focusLater(`${prefix}-${Math.max(0, Math.min(i, blocks.length - 2))}`);
    },
    add: (type: BlockType) => {
      onChange([...blocks, kindOf(type).empty()]);
      focusLater(`${prefix}-${blocks.length}`);
    },
    dragStart: (i: number) => {
      dragged.current = i;
    },
    drop: (to: number) => (e: DragEvent) => {
      e.preventDefault();
      const from = dragged.current;
      dragged.current = null;
      if (from !== null && from !== to) move(from, to);
    },
  };
}
type PartList = ReturnType<typeof usePartList>;

/**
 * The page being edited, drawn in the site's own look (the public renderer's
 * elements and stylesheet): text parts are edited in place with the text
 * toolbar, other parts show what visitors see with their fields beside it.
 * Each part can be moved by dragging, by its Move buttons (keyboard) and
 * deleted; new parts are added at the end. Loaded only on the page editor
 * (a lazy chunk: ProseMirror is not in any other staff screen). A named
 * region (the home page's) is a part holding parts: they are edited in place
 * inside it, by a canvas of their own.
 */
export default function Canvas({
  blocks,
  onChange,
  prefix = "part",
  within,
}: {
  blocks: Block[];
  onChange: (blocks: Block[]) => void;
  /** Start of the ids of this canvas's parts (a region's canvas has its own). */
  prefix?: string;
  /** The region these parts stand in ("Why choose us"), for their names. */
  within?: string;
}) {
  const parts = usePartList(blocks, onChange, prefix);
  return (
    <div className="page-canvas">
      <ol className="page-canvas__parts page-body">
        {blocks.map((block, i) => (
          <CanvasPart
            key={parts.ids[i]}
            block={block}
            i={i}
            count={blocks.length}
            prefix={prefix}
            within={within}
            parts={parts}
          />
        ))}
      </ol>
      <AddPart prefix={prefix} within={within} onAdd={parts.add} />
    </div>
  );
}

/** A part's name as staff read it: its region's name, or its number and kind ("Part 3 (Table)"). */
function partName(block: Block, i: number, within?: string): string {
  if (block.type === "region") return homeRegionNames[block.region].name;
  const kind = kindOf(block.type).name;
  return within ? `${within}, part ${i + 1} (${kind})` : sw("part", { v1: i + 1, kind });
}

/** One part with its bar (drag handle, name, Move and Delete) and its editor. */
function CanvasPart({
  block,
  i,
  count,
  prefix,
  within,
  parts,
}: {
  block: Block;
  i: number;
  count: number;
  prefix: string;
  within?: string;
  parts: PartList;
}) {
  const name = partName(block, i, within);
  const id = `${prefix}-${i}`;
  return (
    <li className="edit-part" onDragOver={(e) => e.preventDefault()} onDrop={parts.drop(i)}>
      <section id={id} tabIndex={-1} aria-labelledby={`${id}-name`}>
        <div className="edit-part__bar">
          <span
            className="edit-part__handle"
            draggable
            onDragStart={(e) => {
              parts.dragStart(i);
              e.dataTransfer.effectAllowed = "move";
            }}
            title={staffWords("editor.dragPart")}
            aria-hidden="true"
          >
            ⠿
          </span>
          <h3 className="edit-part__name" id={`${id}-name`}>
            {name}
          </h3>
          <MoveButtons name={name} index={i} count={count} onMove={(to) => parts.move(i, to)} />
          {block.type === "region" ? null : (
            <button type="button" className="button button--small button--danger" onClick={() => parts.remove(i)}>
              {pagesText.remove}
              <span className="visually-hidden">: {name}</span>
            </button>
          )}
        </div>
        <PartBody block={block} i={i} id={id} name={name} parts={parts} />
      </section>
    </li>
  );
}

/** What a part shows: a region its own canvas, a text or photo part its editor, any other its preview and fields. */
function PartBody({
  block,
  i,
  id,
  name,
  parts,
}: {
  block: Block;
  i: number;
  id: string;
  name: string;
  parts: PartList;
}) {
  if (block.type === "region")
    return (
      <>
        <p className="admin-field__help">{homeRegionNames[block.region].holds}</p>
        <Canvas
          prefix={id}
          within={name}
          blocks={block.blocks}
          onChange={(inner) => parts.set(i, { ...block, blocks: inner })}
        />
      </>
    );
  const fields = (
    <BlockFields
      id={id}
      block={block}
      onChange={(b) => parts.set(i, b)}
      place={{
        name,
        split: (after) => parts.split(i, after),
        // Pasted into words already there: those stay, the pasted parts follow them.
        pasteBlocks: (pasted) =>
          parts.replace(i, block.type === "paragraph" && !richIsEmpty(block.text) ? [block, ...pasted] : pasted, true),
      }}
    />
  );
  if (inPlace.has(block.type) || withThumbnails.has(block.type)) return fields;
  return (
    <>
      <ContentBlocks blocks={[block]} photos={{}} messages={[]} imageSizes={{}} />
      <details className="edit-part__fields">
        <summary>{sw("changeWhat", { name })}</summary>
        {fields}
      </details>
    </>
  );
}

/** The kind of a new part and the button that adds it at the end. */
function AddPart({ prefix, within, onAdd }: { prefix: string; within?: string; onAdd: (type: BlockType) => void }) {
  const [addType, setAddType] = useState<BlockType>("paragraph");
  const hidden = within ? <span className="visually-hidden"> ({within})</span> : null;
  return (
    <div className="admin-field page-editor__add">
      <label htmlFor={`${prefix}-add-type`}>
        {pagesText.addBlockType}
        {hidden}
      </label>
      <select id={`${prefix}-add-type`} value={addType} onChange={(e) => setAddType(e.target.value as BlockType)}>
        {Object.values(blockKinds)
          .filter((k) => k.addable)
          .map((k) => (
            <option key={k.type} value={k.type}>
              {k.name}
            </option>
          ))}
      </select>
      <button type="button" className="button button--small" onClick={() => onAdd(addType)}>
        {pagesText.addBlock}
        {hidden}
      </button>
    </div>
  );
}
