import { useState } from "react";
import { Link, useRevalidator } from "react-router";
import { type Block, type BlockType, blockKinds, blockTypeNames } from "../../../contract/page-blocks.ts";
import type { StaffPage } from "../../../contract/pages.ts";
import { TextField } from "../kit/form-kit.tsx";
import { MoveButtons } from "../kit/move-buttons.tsx";
import { ApiError, api } from "../shell/api.ts";
import { BlockFields, newBlock, tidyBlock } from "./block-fields.tsx";
import { pagesText } from "./pages-text.ts";
import type { Notice } from "./revisions.tsx";

/** The draft of one page: title, description and its parts, saved or published. */
export function DraftForm({ page, onNotice }: { page: StaffPage; onNotice: (n: Notice) => void }) {
  const [title, setTitle] = useState(page.draft.title);
  const [description, setDescription] = useState(page.draft.description);
  const [blocks, setBlocks] = useState<Block[]>(page.draft.blocks);
  const [busy, setBusy] = useState(false);
  const revalidator = useRevalidator();

  const save = async (publish: boolean) => {
    setBusy(true);
    try {
      await api(`/api/admin/pages/${page.slug}`, {
        method: "PUT",
        body: { title, description, blocks: blocks.map(tidyBlock), version: page.version, publish },
      });
      onNotice({ kind: "ok", text: publish ? pagesText.published : pagesText.saved });
      await revalidator.revalidate();
    } catch (e) {
      const err = e as ApiError;
      // The server names each problem by its part ("Part 3 (Table) is empty: fill it in or delete it").
      const details = err instanceof ApiError ? Object.values(err.fieldErrors) : [];
      onNotice({ kind: "error", text: err.message, details });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="admin-form page-editor"
      onSubmit={(e) => {
        e.preventDefault();
        void save(false);
      }}
    >
      <div className="admin-field">
        <label htmlFor="page-title">{pagesText.title}</label>
        <input id="page-title" required value={title} onChange={(e) => setTitle(e.target.value)} />
      </div>
      <TextField
        form="page"
        name="description"
        label={pagesText.description}
        help={pagesText.descriptionHelp}
        value={description}
        onChange={(e) => setDescription(e.target.value)}
      />
      <h2>{pagesText.blocks}</h2>
      <Parts blocks={blocks} onChange={setBlocks} />
      <div className="admin-actions">
        <button type="submit" className="button" disabled={busy}>
          {pagesText.saveDraft}
        </button>
        <button type="button" className="button" disabled={busy} onClick={() => void save(true)}>
          {pagesText.publish}
        </button>
        <Link to={`/admin/pages/${page.slug}/preview`} className="button button--secondary">
          {pagesText.preview}
        </Link>
      </div>
    </form>
  );
}

/** The page's parts in order, each with its fields and its move and delete buttons, and adding one. */
function Parts({ blocks, onChange }: { blocks: Block[]; onChange: (blocks: Block[]) => void }) {
  const [addType, setAddType] = useState<BlockType>("paragraph");
  const move = (i: number, to: number) => {
    const next = [...blocks];
    const [b] = next.splice(i, 1);
    next.splice(to, 0, b);
    onChange(next);
    // Focus follows the moved part, so keyboard users keep their place.
    requestAnimationFrame(() => document.getElementById(`part-${to}`)?.focus());
  };
  return (
    <>
      <ol className="page-editor__parts">
        {blocks.map((block, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts have no id; position is their identity while editing
          <li key={i}>
            <fieldset id={`part-${i}`} tabIndex={-1}>
              <legend>
                Part {i + 1}: {blockTypeNames[block.type]}
              </legend>
              <BlockFields
                id={`part-${i}`}
                block={block}
                onChange={(b) => onChange(blocks.map((x, j) => (j === i ? b : x)))}
              />
              <div className="admin-actions">
                <MoveButtons name={`part ${i + 1}`} index={i} count={blocks.length} onMove={(to) => move(i, to)} />
                <button
                  type="button"
                  className="button button--small button--danger"
                  onClick={() => onChange(blocks.filter((_, j) => j !== i))}
                >
                  {pagesText.remove}
                  <span className="visually-hidden">: part {i + 1}</span>
                </button>
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      <div className="admin-field page-editor__add">
        <label htmlFor="add-type">{pagesText.addBlockType}</label>
        <select id="add-type" value={addType} onChange={(e) => setAddType(e.target.value as BlockType)}>
          {Object.values(blockKinds)
            .filter((k) => k.addable)
            .map((k) => (
              <option key={k.type} value={k.type}>
                {k.name}
              </option>
            ))}
        </select>
        <button type="button" className="button button--small" onClick={() => onChange([...blocks, newBlock(addType)])}>
          {pagesText.addBlock}
        </button>
      </div>
    </>
  );
}
