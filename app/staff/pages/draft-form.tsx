import { lazy, Suspense, useState } from "react";
import { Link, useRevalidator } from "react-router";
import type { Block } from "../../../contract/page-blocks.ts";
import type { StaffPage } from "../../../contract/pages.ts";
import { staffApiPath, staffApiPaths } from "../../../contract/staff-api-paths.ts";
import { type FieldErrors, TextField } from "../kit/form-kit.tsx";
import { ScheduleFields, type ScheduleText, scheduleBody, scheduleFrom } from "../kit/schedule-fields.tsx";
import { ApiError, api } from "../shell/api.ts";
import { EditedPageContext } from "./blocks/edited-page.ts";
import { pagesText } from "./pages-text.ts";
import type { Notice } from "./revisions.tsx";
import { tidyBlock } from "./tidy-block.ts";

/** The on-page editor (and ProseMirror with it) loads only here, as a chunk of its own. */
const Canvas = lazy(() => import("./canvas.tsx"));

/** The draft of one page: title, description and its parts, saved or published. */
export function DraftForm({
  page,
  onNotice,
  needsApproval = false,
}: {
  page: StaffPage;
  onNotice: (n: Notice) => void;
  /** The school wants an approver's yes before this user's changes go live (issue 31). */
  needsApproval?: boolean;
}) {
  const [title, setTitle] = useState(page.draft.title);
  const [description, setDescription] = useState(page.draft.description);
  const [blocks, setBlocks] = useState<Block[]>(page.draft.blocks);
  const { busy, when, setWhen, whenErrors, send } = useDraftSave(page, onNotice, needsApproval);
  const save = (publish: boolean) => send(publish, { title, description, blocks: blocks.map(tidyBlock) });

  return (
    <form
      className="admin-form page-editor"
      onSubmit={(e) => {
        e.preventDefault();
        // A photo's own form inside a part (its description) is not the page's.
        if (e.target !== e.currentTarget) return;
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
      <Suspense fallback={<p>{pagesText.loadingEditor}</p>}>
        <EditedPageContext.Provider value={{ slug: page.slug, title, photoSets: () => photoSetsOf(blocks, page.slug) }}>
          <Canvas blocks={blocks} onChange={setBlocks} />
        </EditedPageContext.Provider>
      </Suspense>
      <ScheduleFields form="page" value={when} errors={whenErrors} onChange={setWhen} />
      <div className="admin-actions">
        <button type="submit" className="button" disabled={busy}>
          {pagesText.saveDraft}
        </button>
        <button type="button" className="button" disabled={busy} onClick={() => void save(true)}>
          {needsApproval ? pagesText.sendForApproval : pagesText.publish}
        </button>
        <Link to={`/admin/pages/${page.slug}/preview`} className="button button--secondary">
          {pagesText.preview}
        </Link>
      </div>
    </form>
  );
}

/**
 * Saving the draft (or publishing it, or sending it for approval) with its
 * "Publish at" and "Remove at" (issue 31), as the item forms have them.
 */
function useDraftSave(page: StaffPage, onNotice: (n: Notice) => void, needsApproval: boolean) {
  const [busy, setBusy] = useState(false);
  const [when, setWhen] = useState<ScheduleText>(() => scheduleFrom(page));
  const [whenErrors, setWhenErrors] = useState<FieldErrors>({});
  const revalidator = useRevalidator();
  const send = async (publish: boolean, words: { title: string; description: string; blocks: Block[] }) => {
    const times = timesToSend(scheduleFrom(page), when);
    setWhenErrors(times.errors);
    if (Object.keys(times.errors).length) {
      onNotice({ kind: "error", text: pagesText.timesUnread, details: Object.values(times.errors) });
      return;
    }
    setBusy(true);
    try {
      await api(staffApiPath(staffApiPaths.pages.one, page), {
        method: "PUT",
        body: { ...words, version: page.version, publish, ...times.body },
      });
      const done = needsApproval ? pagesText.sentForApproval : pagesText.published;
      onNotice({ kind: "ok", text: publish ? done : pagesText.saved });
      await revalidator.revalidate();
    } catch (e) {
      const err = e as ApiError;
      // The server names each problem by its part ("Part 3 (Table) is empty: fill it in or delete it").
      const fields = err instanceof ApiError ? err.fieldErrors : {};
      setWhenErrors({ publishAt: fields.publishAt, removeAt: fields.removeAt });
      onNotice({ kind: "error", text: err.message, details: Object.values(fields) });
    } finally {
      setBusy(false);
    }
  };
  return { busy, when, setWhen, whenErrors, send };
}

/** The times to send: only those changed from the page's (an unchanged time keeps what an approver set). */
function timesToSend(stored: ScheduleText, typed: ScheduleText) {
  const { body, errors } = scheduleBody(typed);
  for (const key of ["publishAt", "removeAt"] as const) if (typed[key].trim() === stored[key]) delete body[key];
  return { body, errors };
}

/** The photo sets of this page's own photo parts (regions and tabs included). */
function photoSetsOf(blocks: Block[], slug: string): string[] {
  return blocks.flatMap((b) =>
    b.type === "photos" && b.page === slug
      ? [b.tab]
      : b.type === "region"
        ? photoSetsOf(b.blocks, slug)
        : b.type === "photo-tabs"
          ? b.tabs.flatMap((t) => photoSetsOf(t.blocks ?? [], slug))
          : [],
  );
}
