import { useEffect, useRef, useState } from "react";
import { allPhotoSets, type PhotoSet } from "../../../contract/photo-sets.ts";
import type { PagePhotoAdmin } from "../../../contract/staff.ts";
import { useConfirm } from "../kit/confirm-dialog.tsx";
import { useDirtyParts } from "../kit/dirty-parts.ts";
import { moveItem } from "../kit/files-field.tsx";
import { useUnsavedChanges } from "../kit/unsaved-changes.tsx";
import { useStaffAction } from "../kit/use-staff-submit.tsx";
import { useAnnounce } from "../shell/admin-shell.tsx";
import { api, load } from "../shell/api.ts";
import { Chooser, pageLabel } from "./chooser.tsx";
import { DescribePhotos } from "./describe-photos.tsx";
import { PhotoDrop } from "./photo-drop.tsx";
import { PhotoItem } from "./photo-item.tsx";

type PagePhoto = PagePhotoAdmin;

interface PagePhotosData {
  set: PhotoSet;
  tab: string;
  photos: PagePhoto[];
  /** Photos of every page still without a description. */
  undescribed: PagePhoto[];
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
  const undescribed = await load<PagePhoto[]>(request, "/api/admin/page-photos/undescribed");
  return { set, tab, photos, undescribed };
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

  const removeDemo = async () => {
    const yes = await confirm({
      title: "Remove all demo pictures?",
      body: "Every picture that came with the demo disappears from the school's pages, in every tab. Your own photos stay.",
      confirm: "Remove demo pictures",
    });
    if (!yes) return;
    await act(
      async () => {
        const { removed } = await api<{ removed: number }>("/api/admin/page-photos/remove-demo", {
          method: "POST",
          body: {},
        });
        return removed ? `${removed} demo picture${removed === 1 ? "" : "s"} removed.` : "No demo pictures were left.";
      },
      true,
      "Removing failed",
    );
  };

  // Drag a photo onto another's place (the Move buttons do the same from the keyboard).
  const dragFrom = useRef<number | null>(null);
  const drag = {
    start: (i: number) => {
      dragFrom.current = i;
    },
    drop: (i: number) => {
      const from = dragFrom.current;
      dragFrom.current = null;
      if (from !== null && from !== i) void move(from, i, "drag");
    },
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
  const demoLeft = photos.some((p) => p.demo);
  return (
    <>
      <h1>Page photos</h1>
      <p className="admin-page__intro">
        The photos of the school's pages and their tabs. Add many at once; then give each a short description for people
        who cannot see it.
      </p>
      <Chooser set={data.set} tab={data.tab} />
      <section aria-labelledby="pp-add-title">
        <h2 id="pp-add-title">Add photos to {data.tab}</h2>
        <PhotoDrop
          key={`${data.set.page}|${data.tab}`}
          page={data.set.page}
          tab={data.tab}
          // The drop area says how it went (its own status line).
          onAdded={(added) => setPhotos((list) => [...list, ...added])}
        />
      </section>
      <DescribePhotos
        photos={[
          ...data.undescribed.filter((u) => !photos.some((p) => p.id === u.id)),
          ...photos.filter((p) => !p.alt),
        ]}
        current={data.set.page}
        numberOf={(p) => {
          const i = photos.findIndex((q) => q.id === p.id);
          // Photos of other tabs: their place among that tab's photos, near enough to find them.
          return i >= 0 ? i + 1 : p.position + 1;
        }}
        onSaved={saved}
      />
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
        {demoLeft ? (
          <p className="admin-note">
            Pictures marked “Demo picture” came with the demo. Replace them with the school's own, or{" "}
            <button type="button" className="button button--small button--ghost" onClick={removeDemo}>
              Remove all demo pictures
            </button>
          </p>
        ) : null}
        {photos.length ? (
          <ol className="admin-photos" ref={listRef}>
            {photos.map((p, i) => (
              <PhotoItem
                key={p.id}
                photo={p}
                index={i}
                count={photos.length}
                onMove={move}
                drag={drag}
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
