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

/** Parts edited where they stand, as text in the site's own look. */
const inPlace: ReadonlySet<BlockType> = new Set(["paragraph", "heading", "list", "quote", "table"]);
/** Parts whose editor is their preview: their photos' thumbnails, with the drop area and each photo's controls. */
const withThumbnails: ReadonlySet<BlockType> = new Set(["photos", "photo-tabs"]);

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
  const [addType, setAddType] = useState<BlockType>("paragraph");
  // Parts have no stored id: a counter keyed to each one keeps its editor while others move.
  const ids = useRef<number[]>([]);
  const next = useRef(0);
  while (ids.current.length < blocks.length) ids.current.push(next.current++);
  if (ids.current.length > blocks.length) ids.current.length = blocks.length;
  const dragged = useRef<number | null>(null);

  const focusPart = (i: number) => requestAnimationFrame(() => document.getElementById(`${prefix}-${i}`)?.focus());
  const move = (i: number, to: number) => {
    const list = [...blocks];
    const [b] = list.splice(i, 1);
    list.splice(to, 0, b);
    const [id] = ids.current.splice(i, 1);
    ids.current.splice(to, 0, id);
    onChange(list);
    // Focus follows the moved part, so keyboard users keep their place.
    focusPart(to);
  };
  const replace = (i: number, with_: Block[], focusText = false) => {
    const list = [...blocks];
    list.splice(i, 1, ...with_);
    ids.current.splice(i, 1, ...with_.map(() => next.current++));
    onChange(list);
    if (focusText)
      requestAnimationFrame(() => document.getElementById(`${prefix}-${i + with_.length - 1}-text`)?.focus());
  };
  const remove = (i: number) => {
    ids.current.splice(i, 1);
    onChange(blocks.filter((_, j) => j !== i));
    focusPart(Math.max(0, Math.min(i, blocks.length - 2)));
  };
  const add = () => {
    onChange([...blocks, kindOf(addType).empty()]);
    focusPart(blocks.length);
  };
  const drop = (to: number) => (e: DragEvent) => {
    e.preventDefault();
    const from = dragged.current;
    dragged.current = null;
    if (from !== null && from !== to) move(from, to);
  };

  return (
    <div className="page-canvas">
      <ol className="page-canvas__parts page-body">
        {blocks.map((block, i) => {
          const kind = kindOf(block.type).name;
          const name =
            block.type === "region"
              ? homeRegionNames[block.region].name
              : within
                ? `${within}, part ${i + 1} (${kind})`
                : `Part ${i + 1} (${kind})`;
          const split = (after: Rich) => {
            const list = [...blocks];
            list.splice(i + 1, 0, { type: "paragraph", text: after });
            ids.current.splice(i + 1, 0, next.current++);
            onChange(list);
            requestAnimationFrame(() => {
              const el = document.getElementById(`${prefix}-${i + 1}-text`);
              el?.focus();
            });
          };
          const fields = (
            <BlockFields
              id={`${prefix}-${i}`}
              block={block}
              onChange={(b) => onChange(blocks.map((x, j) => (j === i ? b : x)))}
              place={{
                name,
                split,
                // Pasted into words already there: those stay, the pasted parts follow them.
                pasteBlocks: (pasted) =>
                  replace(
                    i,
                    block.type === "paragraph" && !richIsEmpty(block.text) ? [block, ...pasted] : pasted,
                    true,
                  ),
              }}
            />
          );
          return (
            <li key={ids.current[i]} className="edit-part" onDragOver={(e) => e.preventDefault()} onDrop={drop(i)}>
              <section id={`${prefix}-${i}`} tabIndex={-1} aria-labelledby={`${prefix}-${i}-name`}>
                <div className="edit-part__bar">
                  <span
                    className="edit-part__handle"
                    draggable
                    onDragStart={(e) => {
                      dragged.current = i;
                      e.dataTransfer.effectAllowed = "move";
                    }}
                    title={staffWords("editor.dragPart")}
                    aria-hidden="true"
                  >
                    ⠿
                  </span>
                  <h3 className="edit-part__name" id={`${prefix}-${i}-name`}>
                    {name}
                  </h3>
                  <MoveButtons name={name} index={i} count={blocks.length} onMove={(to) => move(i, to)} />
                  {block.type === "region" ? null : (
                    <button type="button" className="button button--small button--danger" onClick={() => remove(i)}>
                      {pagesText.remove}
                      <span className="visually-hidden">: {name}</span>
                    </button>
                  )}
                </div>
                {block.type === "region" ? (
                  <>
                    <p className="admin-field__help">{homeRegionNames[block.region].holds}</p>
                    <Canvas
                      prefix={`${prefix}-${i}`}
                      within={name}
                      blocks={block.blocks}
                      onChange={(inner) => onChange(blocks.map((x, j) => (j === i ? { ...block, blocks: inner } : x)))}
                    />
                  </>
                ) : inPlace.has(block.type) || withThumbnails.has(block.type) ? (
                  fields
                ) : (
                  <>
                    <ContentBlocks blocks={[block]} photos={{}} messages={[]} imageSizes={{}} />
                    <details className="edit-part__fields">
                      <summary>Change {name}</summary>
                      {fields}
                    </details>
                  </>
                )}
              </section>
            </li>
          );
        })}
      </ol>
      <div className="admin-field page-editor__add">
        <label htmlFor={`${prefix}-add-type`}>
          {pagesText.addBlockType}
          {within ? <span className="visually-hidden"> ({within})</span> : null}
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
        <button type="button" className="button button--small" onClick={add}>
          {pagesText.addBlock}
          {within ? <span className="visually-hidden"> ({within})</span> : null}
        </button>
      </div>
    </div>
  );
}
