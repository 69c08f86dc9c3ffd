import { useEffect, useState } from "react";
import { allPhotoSets, type PhotoSet } from "../../../contract/photo-sets.ts";
import type { PagePhotoAdmin } from "../../../contract/staff.ts";
import { useConfirm } from "../kit/confirm-dialog.tsx";
import { DescribePhotos } from "../kit/describe-photos.tsx";
import { useDirtyParts } from "../kit/dirty-parts.ts";
import { PhotoDrop } from "../kit/photo-drop.tsx";
import { PhotoList, removeQuestion, usePhotoOrder } from "../kit/photo-order.tsx";
import { useUnsavedChanges } from "../kit/unsaved-changes.tsx";
import { useStaffAction } from "../kit/use-staff-submit.tsx";
import { useAnnounce } from "../shell/admin-shell.tsx";
import { api, load } from "../shell/api.ts";
import { Chooser, pageLabel } from "./chooser.tsx";

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

  useEffect(() => setPhotos(data.photos), [data.photos]);
  const order = usePhotoOrder(photos, setPhotos, { page: data.set.page, tab: data.tab }, announce);

  const { removeDemo, remove } = useRemovals(confirm, act, announce);

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
        <PhotoCount count={photos.length} page={data.set.page} />
        {demoLeft ? (
          <p className="admin-note">
            Pictures marked “Demo picture” came with the demo. Replace them with the school's own, or{" "}
            <button type="button" className="button button--small button--ghost" onClick={removeDemo}>
              Remove all demo pictures
            </button>
          </p>
        ) : null}
        {photos.length ? (
          <PhotoList photos={photos} order={order} onRemove={remove} onSaved={saved} onDirty={onDirty} />
        ) : (
          <p className="admin-empty">No photos in this tab yet.</p>
        )}
      </section>
      {dialog}
      {leaveDialog}
    </>
  );
}

/** How many photos the tab has, and a link to the page where they show. */
function PhotoCount({ count, page }: { count: number; page: string }) {
  return (
    <p className="admin-count">
      <span>
        {count} photo{count === 1 ? "" : "s"}
      </span>
      {page !== "pages" && page !== "home" ? (
        <>
          {" "}
          ·{" "}
          <a href={`/${page}`} target="_blank" rel="noreferrer">
            See the page (opens in a new tab)
          </a>
        </>
      ) : null}
    </p>
  );
}

/** Removing one photo, or every demo picture of the school, each after a question. */
function useRemovals(
  confirm: ReturnType<typeof useConfirm>[1],
  act: ReturnType<typeof useStaffAction>,
  announce: (message: string) => void,
) {
  const removeDemo = async () => {
    // The question says how many go, counted across every page and tab.
    let count: number;
    try {
      ({ count } = await api<{ count: number }>("/api/admin/page-photos/demo-count"));
    } catch (err) {
      announce(err instanceof Error ? `Counting the demo pictures failed: ${err.message}` : "Counting failed.");
      return;
    }
    if (count === 0) {
      announce("No demo pictures are left.");
      return;
    }
    const pictures = count === 1 ? "1 demo picture" : `${count} demo pictures`;
    const yes = await confirm({
      title: `Remove all ${pictures}?`,
      body: `The ${pictures} that came with the demo disappear from the school's pages, in every page and tab. Your own photos stay.`,
      confirm: `Remove ${pictures}`,
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

  const remove = async (photo: PagePhoto) => {
    const yes = await confirm(removeQuestion(photo));
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

  return { removeDemo, remove };
}
