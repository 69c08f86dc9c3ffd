import { type FormEvent, useEffect, useRef, useState } from "react";
import { Form, useRevalidator, useSubmit } from "react-router";
import type { PagePhotoAdmin } from "../../../contract/staff.ts";
import { allPhotoSets, type PhotoSet } from "../../content/photo-sets.ts";
import { siteRoutes } from "../../content/site-map.ts";
import { useConfirm } from "../kit/confirm-dialog.tsx";
import { useDirtyParts, useReportDirty } from "../kit/dirty-parts.ts";
import { IMAGE_TYPES } from "../kit/file-types.ts";
import { moveItem } from "../kit/files-field.tsx";
import { MoveButtons } from "../kit/move-buttons.tsx";
import { useUnsavedChanges } from "../kit/unsaved-changes.tsx";
import { useAdmin } from "../shell/admin-shell.tsx";
import { ApiError, api, fileUrl, load, uploadFile } from "../shell/api.ts";
import { AddPhoto } from "./add-photo.tsx";

type PagePhoto = PagePhotoAdmin;

interface PagePhotosData {
  set: PhotoSet;
  tab: string;
  photos: PagePhoto[];
}

const pageLabels: Record<string, string> = { home: "Home page", pages: "Single photos of text pages" };
function pageLabel(set: PhotoSet): string {
  return pageLabels[set.page] ?? siteRoutes.find((r) => r.path === `/${set.page}`)?.title ?? set.page;
}

/** The chosen page and tab from ?page=&tab= (first of each by default). */
function choose(url: URL): { set: PhotoSet; tab: string } {
  const set = allPhotoSets.find((s) => s.page === url.searchParams.get("page")) ?? allPhotoSets[0];
  const wanted = url.searchParams.get("tab");
  const tab = set.tabs.find((t) => t.name === wanted)?.name ?? set.tabs[0].name;
  return { set, tab };
}

export async function loadPagePhotos(request: Request): Promise<PagePhotosData> {
  const { set, tab } = choose(new URL(request.url));
  const all = await load<PagePhoto[]>(request, `/api/admin/page-photos?page=${encodeURIComponent(set.page)}`);
  const photos = all.filter((p) => p.tab === tab).sort((a, b) => a.position - b.position);
  return { set, tab, photos };
}

/**
 * Page and tab. Choosing either shows the photos at once (the form is sent on
 * change, as the note says beforehand); the button stays for browsers where
 * that does not run. The chooser stays mounted, so focus stays on the select.
 */
function Chooser({ set, tab }: { set: PhotoSet; tab: string }) {
  const [page, setPage] = useState(set.page);
  const [tabName, setTabName] = useState(tab);
  const submit = useSubmit();
  // Back and Forward change the address without this form: follow it.
  useEffect(() => {
    setPage(set.page);
    setTabName(tab);
  }, [set.page, tab]);
  const current = allPhotoSets.find((s) => s.page === page) ?? set;
  return (
    <Form
      method="get"
      className="admin-filters"
      aria-label="Choose page and tab"
      aria-describedby="pp-choose-note"
      onChange={(e) => submit(e.currentTarget, { preventScrollReset: true })}
    >
      <p className="admin-field__help" id="pp-choose-note">
        The photos below change as soon as you choose a page or a tab.
      </p>
      <div className="admin-field">
        <label htmlFor="pp-page">Page</label>
        <select
          id="pp-page"
          name="page"
          value={page}
          onChange={(e) => {
            const next = allPhotoSets.find((s) => s.page === e.currentTarget.value) ?? set;
            setPage(next.page);
            setTabName(next.tabs[0].name);
          }}
        >
          {allPhotoSets.map((s) => (
            <option key={s.page} value={s.page}>
              {pageLabel(s)}
            </option>
          ))}
        </select>
      </div>
      <div className="admin-field">
        <label htmlFor="pp-tab">{current.page === "pages" ? "Photo" : "Tab"}</label>
        <select id="pp-tab" name="tab" value={tabName} onChange={(e) => setTabName(e.currentTarget.value)}>
          {current.tabs.map((t) => (
            <option key={t.name} value={t.name}>
              {t.name}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button button--small">
        Show photos
      </button>
    </Form>
  );
}

/** One stored photo: its description, replace, move and remove. */
function PhotoItem({
  photo,
  index,
  count,
  onMove,
  onRemove,
  onSaved,
  onDirty,
}: {
  photo: PagePhoto;
  index: number;
  count: number;
  onMove: (from: number, to: number, action: string) => void;
  onRemove: (photo: PagePhoto) => void;
  onSaved: (photo: PagePhoto, message: string) => void;
  onDirty: (part: string, dirty: boolean) => void;
}) {
  const [alt, setAlt] = useState(photo.alt);
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const base = `pp-${photo.id}`;
  const label = `photo ${index + 1}`;
  useReportDirty(onDirty, base, alt !== photo.alt);

  const save = async (body: { alt?: string; file?: string }, message: string) => {
    const next = await api<PagePhoto>(`/api/admin/page-photos/${photo.id}`, { method: "PUT", body });
    onSaved(next ?? { ...photo, ...body }, message);
  };

  const onAlt = async (e: FormEvent) => {
    e.preventDefault();
    if (!alt.trim()) {
      setError("Describe the photo for people who cannot see it");
      document.getElementById(`${base}-alt`)?.focus();
      return;
    }
    setBusy(true);
    setError("");
    try {
      await save({ alt: alt.trim() }, `Description of ${label} saved.`);
    } catch (err) {
      setError(err instanceof Error ? err.message : "Saving failed.");
    } finally {
      setBusy(false);
    }
  };

  const onReplace = async (file: File | undefined) => {
    if (!file) return;
    setError("");
    setProgress(0);
    try {
      const up = await uploadFile(file, setProgress);
      await save({ file: up.id }, `${label.charAt(0).toUpperCase()}${label.slice(1)} replaced.`);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : "Replacing failed.");
    } finally {
      setProgress(null);
    }
  };

  return (
    <li className="admin-photo" data-photo={photo.id}>
      <img src={fileUrl(photo.file, 400)} alt={photo.alt} width={240} height={160} loading="lazy" />
      <form className="admin-photo__alt" onSubmit={onAlt} noValidate>
        <div className="admin-field">
          <label htmlFor={`${base}-alt`}>Description of {label} for blind visitors</label>
          <input
            id={`${base}-alt`}
            value={alt}
            required
            maxLength={300}
            onChange={(e) => setAlt(e.currentTarget.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${base}-error` : undefined}
          />
        </div>
        <button type="submit" className="button button--small" disabled={busy || alt === photo.alt}>
          Save<span className="visually-hidden"> description of {label}</span>
        </button>
      </form>
      <div className="admin-field">
        <label htmlFor={`${base}-file`}>Replace {label}</label>
        <input
          id={`${base}-file`}
          type="file"
          accept={IMAGE_TYPES}
          disabled={progress !== null}
          onChange={(e) => {
            const f = e.currentTarget.files?.[0];
            e.currentTarget.value = "";
            onReplace(f);
          }}
        />
        {progress !== null ? <progress max={1} value={progress} aria-label={`Uploading the new ${label}`} /> : null}
      </div>
      {error ? (
        <p className="admin-field__error" id={`${base}-error`} role="alert">
          {error}
        </p>
      ) : null}
      <div className="admin-files__actions">
        <MoveButtons arrows name={label} index={index} count={count} onMove={(to, way) => onMove(index, to, way)} />
        <button
          type="button"
          className="button button--small button--ghost admin-button--danger"
          aria-label={`Remove ${label}`}
          onClick={() => onRemove(photo)}
        >
          Remove
        </button>
      </div>
    </li>
  );
}

/** Photos of the static and tabbed pages: choose page and tab; replace, add, remove, reorder, describe. */
export function PagePhotosPage({ data }: { data: PagePhotosData }) {
  const { announce } = useAdmin();
  const revalidator = useRevalidator();
  const [dialog, confirm] = useConfirm();
  // One question for the whole page: the add form and any description being typed.
  const [dirty, onDirty] = useDirtyParts();
  const [leaveDialog] = useUnsavedChanges(dirty);
  const [photos, setPhotos] = useState(data.photos);
  const listRef = useRef<HTMLOListElement>(null);
  const focusAfter = useRef<{ id: number; action: string } | null>(null);

  useEffect(() => setPhotos(data.photos), [data.photos]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after every reorder
  useEffect(() => {
    const f = focusAfter.current;
    if (!f) return;
    focusAfter.current = null;
    const row = listRef.current?.querySelector(`[data-photo="${f.id}"]`);
    (
      row?.querySelector<HTMLButtonElement>(`button[data-action="${f.action}"]:not([disabled])`) ??
      row?.querySelector<HTMLButtonElement>("button[data-action]:not([disabled])")
    )?.focus();
  }, [photos]);

  const move = async (from: number, to: number, action: string) => {
    const before = photos;
    const next = moveItem(photos, from, to);
    focusAfter.current = { id: photos[from].id, action };
    setPhotos(next);
    try {
      await api("/api/admin/page-photos/reorder", {
        method: "POST",
        body: { page: data.set.page, tab: data.tab, ids: next.map((p) => p.id) },
      });
      announce(`Photo moved to position ${to + 1} of ${next.length}.`);
    } catch (err) {
      setPhotos(before);
      announce(err instanceof Error ? `Moving failed: ${err.message}` : "Moving failed.");
    }
  };

  const remove = async (photo: PagePhoto) => {
    const yes = await confirm({
      title: "Remove this photo?",
      body: `“${photo.alt || "Untitled photo"}” disappears from the page.`,
      confirm: "Remove",
    });
    if (!yes) return;
    try {
      await api(`/api/admin/page-photos/${photo.id}`, { method: "DELETE" });
      announce("Photo removed.");
      revalidator.revalidate();
    } catch (err) {
      announce(err instanceof Error ? `Removing failed: ${err.message}` : "Removing failed.");
    }
  };

  const saved = (photo: PagePhoto, message: string) => {
    setPhotos((list) => list.map((p) => (p.id === photo.id ? photo : p)));
    announce(message);
  };

  const heading = data.set.page === "pages" ? data.tab : `${pageLabel(data.set)}: ${data.tab}`;
  return (
    <>
      <h1>Page photos</h1>
      <p className="admin-page__intro">
        The photos of the school's pages and their tabs. Every photo needs a short description for people who cannot see
        it.
      </p>
      <Chooser set={data.set} tab={data.tab} />
      <section aria-labelledby="pp-add-title">
        <h2 id="pp-add-title">Add a photo to {data.tab}</h2>
        <AddPhoto key={`${data.set.page}|${data.tab}`} set={data.set} tab={data.tab} onDirty={onDirty} />
      </section>
      <section aria-labelledby="pp-title">
        <h2 id="pp-title">{heading}</h2>
        <p className="admin-count">
          <span>
            {photos.length} photo{photos.length === 1 ? "" : "s"}
          </span>
          {data.set.page !== "pages" && data.set.page !== "home" ? (
            <>
              {" "}
              ·{" "}
              <a href={`/${data.set.page}`} target="_blank" rel="noreferrer">
                See the page (opens in a new tab)
              </a>
            </>
          ) : null}
        </p>
        {photos.length ? (
          <ol className="admin-photos" ref={listRef}>
            {photos.map((p, i) => (
              <PhotoItem
                key={p.id}
                photo={p}
                index={i}
                count={photos.length}
                onMove={move}
                onRemove={remove}
                onSaved={saved}
                onDirty={onDirty}
              />
            ))}
          </ol>
        ) : (
          <p className="admin-empty">No photos in this tab yet.</p>
        )}
      </section>
      {dialog}
      {leaveDialog}
    </>
  );
}
