import { useState } from "react";
import { Link, useRevalidator } from "react-router";
import { type Block, type BlockType, blockTypeNames } from "../../../contract/page-blocks.ts";
import type { PageRevisionView, StaffPage } from "../../../contract/pages.ts";
import { ApiError, api } from "../shell/api.ts";
import { BlockFields, newBlock, tidyBlock } from "./block-fields.tsx";
import { actionNames, pagesText, siteAddress, whenIst } from "./pages-text.ts";

interface EditorData {
  page: StaffPage;
  revisions: PageRevisionView[];
}

type Notice = { kind: "ok" | "error"; text: string; details?: string[] } | null;

/** Staff block editor of one page: the draft's title, description and parts; save, publish, preview, restore. */
export function PageEditor({ data }: { data: EditorData }) {
  const [notice, setNotice] = useState<Notice>(null);
  return (
    <>
      <h1>
        {pagesText.edit}: {data.page.draft.title}
      </h1>
      <p>
        Address: <a href={siteAddress(data.page.slug)}>{siteAddress(data.page.slug)}</a> ·{" "}
        {data.page.published
          ? data.page.hasDraft
            ? pagesText.statusDraft
            : pagesText.statusPublished
          : pagesText.statusNew}
        {data.page.updatedBy ? ` · last changed by ${data.page.updatedBy}, ${whenIst(data.page.updatedAt)}` : ""}
      </p>
      {data.page.slug === "home" ? <p className="admin-field__help">{pagesText.homeHelp}</p> : null}
      <div role="status" aria-live="polite">
        {notice?.kind === "ok" ? <p className="admin-notice">{notice.text}</p> : null}
      </div>
      <div role="alert">
        {notice?.kind === "error" ? (
          <div className="admin-alert">
            <p>{notice.text}</p>
            {notice.details?.length ? (
              <ul>
                {notice.details.map((d) => (
                  <li key={d}>{d}</li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
      </div>
      <DraftForm key={`${data.page.slug}-${data.page.version}`} page={data.page} onNotice={setNotice} />
      <Revisions data={data} onNotice={setNotice} />
    </>
  );
}

function DraftForm({ page, onNotice }: { page: StaffPage; onNotice: (n: Notice) => void }) {
  const [title, setTitle] = useState(page.draft.title);
  const [description, setDescription] = useState(page.draft.description);
  const [blocks, setBlocks] = useState<Block[]>(page.draft.blocks);
  const [addType, setAddType] = useState<BlockType>("paragraph");
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
      const details =
        err instanceof ApiError ? Object.entries(err.fieldErrors).map(([k, v]) => `${placeOf(k)}: ${v}`) : [];
      onNotice({ kind: "error", text: err.message, details });
    } finally {
      setBusy(false);
    }
  };

  const move = (i: number, by: -1 | 1) => {
    const next = [...blocks];
    const [b] = next.splice(i, 1);
    next.splice(i + by, 0, b);
    setBlocks(next);
    // Focus follows the moved part, so keyboard users keep their place.
    requestAnimationFrame(() => document.getElementById(`part-${i + by}`)?.focus());
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
      <div className="admin-field">
        <label htmlFor="page-description">{pagesText.description}</label>
        <p className="admin-field__help" id="page-description-help">
          {pagesText.descriptionHelp}
        </p>
        <input
          id="page-description"
          aria-describedby="page-description-help"
          value={description}
          onChange={(e) => setDescription(e.target.value)}
        />
      </div>
      <h2>{pagesText.blocks}</h2>
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
                onChange={(b) => setBlocks(blocks.map((x, j) => (j === i ? b : x)))}
              />
              <div className="admin-actions">
                <button type="button" className="button button--small" disabled={i === 0} onClick={() => move(i, -1)}>
                  {pagesText.moveUp}
                  <span className="visually-hidden">: part {i + 1}</span>
                </button>
                <button
                  type="button"
                  className="button button--small"
                  disabled={i === blocks.length - 1}
                  onClick={() => move(i, 1)}
                >
                  {pagesText.moveDown}
                  <span className="visually-hidden">: part {i + 1}</span>
                </button>
                <button
                  type="button"
                  className="button button--small button--danger"
                  onClick={() => setBlocks(blocks.filter((_, j) => j !== i))}
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
          {(Object.keys(blockTypeNames) as BlockType[])
            .filter((t) => t !== "photo-tabs")
            .map((t) => (
              <option key={t} value={t}>
                {blockTypeNames[t]}
              </option>
            ))}
        </select>
        <button
          type="button"
          className="button button--small"
          onClick={() => setBlocks([...blocks, newBlock(addType)])}
        >
          {pagesText.addBlock}
        </button>
      </div>
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

/** "blocks.2.text" → "Part 3". */
function placeOf(key: string): string {
  const m = /^blocks\.(\d+)/.exec(key);
  if (m) return `Part ${Number(m[1]) + 1}`;
  return key === "title" ? pagesText.title : key === "description" ? pagesText.description : key;
}

function Revisions({ data, onNotice }: { data: EditorData; onNotice: (n: Notice) => void }) {
  const revalidator = useRevalidator();
  const restore = async (id: number) => {
    try {
      await api(`/api/admin/pages/${data.page.slug}/revisions/${id}/restore`, {
        method: "POST",
        body: { version: data.page.version },
      });
      onNotice({ kind: "ok", text: pagesText.restored });
      await revalidator.revalidate();
    } catch (e) {
      onNotice({ kind: "error", text: (e as Error).message });
    }
  };
  return (
    <section aria-labelledby="history-heading">
      <h2 id="history-heading">{pagesText.history}</h2>
      <table className="admin-table">
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Who</th>
            <th scope="col">What</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {data.revisions.map((r, i) => (
            <tr key={r.id}>
              <td>{whenIst(r.at)}</td>
              <td>{r.by ?? "—"}</td>
              <td>
                {actionNames[r.action] ?? r.action}: {r.title}
              </td>
              <td>
                {i === 0 ? (
                  "Current"
                ) : (
                  <button type="button" className="button button--small" onClick={() => void restore(r.id)}>
                    {pagesText.restore}
                    <span className="visually-hidden">: {whenIst(r.at)}</span>
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
