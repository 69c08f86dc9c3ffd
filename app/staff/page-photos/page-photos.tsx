import { useEffect, useRef, useState } from "react";
import type { PagePhotoAdmin } from "../../../contract/staff.ts";
import { allPhotoSets, type PhotoSet } from "../../content/photo-sets.ts";
import { useConfirm } from "../kit/confirm-dialog.tsx";
import { useDirtyParts } from "../kit/dirty-parts.ts";
import { moveItem } from "../kit/files-field.tsx";
import { useUnsavedChanges } from "../kit/unsaved-changes.tsx";
import { useStaffAction } from "../kit/use-staff-submit.tsx";
import { useAnnounce } from "../shell/admin-shell.tsx";
import { api, load } from "../shell/api.ts";
import { AddPhoto } from "./add-photo.tsx";
import { Chooser, pageLabel } from "./chooser.tsx";
import { PhotoItem } from "./photo-item.tsx";

type PagePhoto = PagePhotoAdmin;

interface PagePhotosData {
  set: PhotoSet;
  tab: string;
  photos: PagePhoto[];
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

/** Photos of the static and tabbed pages: choose page and tab; replace, add, remove, reorder, describe. */
export function PagePhotosPage({ data }: { data: PagePhotosData }) {
  const announce = useAnnounce();
  const act = useStaffAction();
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
    await act(
      async () => {
        await api(`/api/admin/page-photos/${photo.id}`, { method: "DELETE" });
        return "Photo removed.";
      },
      true,
      "Removing failed",
    );
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
