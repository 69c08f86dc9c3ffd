import { useCallback, useEffect, useState } from "react";
import type { PagePhotoAdmin } from "../../../contract/staff.ts";
import { staffApiPath, staffApiPaths } from "../../../contract/staff-api-paths.ts";
import { kitTabPhotosWords as sw } from "../../i18n/catalogues/staff/kit-tab-photos.ts";
import { useAnnounce } from "../shell/admin-shell.tsx";
import { api, fileUrl } from "../shell/api.ts";
import { useConfirm } from "./confirm-dialog.tsx";
import { DescribePhotos } from "./describe-photos.tsx";
import { useDirtyParts } from "./dirty-parts.ts";
import { PhotoDrop } from "./photo-drop.tsx";
import { PhotoList, removeQuestion, usePhotoOrder } from "./photo-order.tsx";

type PagePhoto = PagePhotoAdmin;

/**
 * The stored photos of one page's photo sets (every tab), loaded once for all
 * the parts that show them. `null` while loading.
 */
export function usePagePhotos(page: string) {
  const [photos, setPhotos] = useState<PagePhoto[] | null>(null);
  const [failed, setFailed] = useState("");
  useEffect(() => {
    if (!page) {
      setPhotos([]);
      return;
    }
    const abort = new AbortController();
    api<PagePhoto[]>(`${staffApiPaths.pagePhotos.list}?page=${encodeURIComponent(page)}`, { signal: abort.signal })
      .then(setPhotos)
      .catch((e) => {
        if (!abort.signal.aborted) setFailed(e instanceof Error ? e.message : sw("thePhotosCouldNot"));
      });
    return () => abort.abort();
  }, [page]);
  return { photos, setPhotos, failed };
}

/**
 * One tab's photos where the page is edited (issue 26): thumbnails, a drop
 * area for many photos at once (or a phone's gallery), "Describe these
 * photos" for those still without words, and each photo's description,
 * replacement, order (drag, or the Move buttons from the keyboard) and
 * removal. New photos wait for Publish, as the words of the page do; the
 * description, order and removal of photos already on the site change it at
 * once, as on the page photos screen.
 */
export function TabPhotos({
  page,
  tab,
  all,
  setAll,
  level = 4,
  onTab,
  name = tab,
}: {
  page: string;
  tab: string;
  /** What these photos are, in staff words: the tab's name, or the part's ("Part 3 (Photos)"). */
  name?: string;
  /** Every photo of the page (all tabs), as usePagePhotos holds them. */
  all: PagePhoto[];
  setAll: (change: (list: PagePhoto[]) => PagePhoto[]) => void;
  level?: 3 | 4 | 5;
  /** A part without a set of photos yet gets one with its first upload. */
  onTab?: () => { page: string; tab: string };
}) {
  const announce = useAnnounce();
  const [dialog, confirm] = useConfirm();
  const [, onDirty] = useDirtyParts();
  const photos = all.filter((p) => p.page === page && p.tab === tab).sort((a, b) => a.position - b.position);
  // This tab's photos in a new order; the other tabs' stay as they are.
  const show = (list: PagePhoto[]) => {
    const at = new Map(list.map((p, i) => [p.id, i]));
    setAll((current) => current.map((p) => (at.has(p.id) ? { ...p, position: at.get(p.id) ?? p.position } : p)));
  };
  const order = usePhotoOrder(photos, show, { page, tab }, announce);

  const remove = photoRemover(confirm, setAll, announce);

  const saved = useCallback(
    (photo: PagePhoto, message: string) => {
      setAll((list) => list.map((p) => (p.id === photo.id ? { ...p, ...photo } : p)));
      announce(message);
    },
    [setAll, announce],
  );

  const undescribed = photos.filter((p) => !p.alt);
  return (
    <div className="tab-photos">
      <PhotoStrip level={level} name={name} photos={photos} />
      <PhotoDrop
        page={page}
        tab={tab}
        name={name}
        where={onTab}
        draft
        onAdded={(added) => setAll((list) => [...list, ...added])}
      />
      <DescribePhotos
        level={(level + 1) as 4 | 5}
        photos={undescribed}
        name={name}
        current={page}
        numberOf={(p) => photos.findIndex((q) => q.id === p.id) + 1}
        onSaved={saved}
      />
      {photos.length ? (
        <details className="tab-photos__all">
          <summary>{sw("all", { name, count: photos.length })}</summary>
          <PhotoList photos={photos} order={order} place={name} onRemove={remove} onSaved={saved} onDirty={onDirty} />
        </details>
      ) : null}
      {dialog}
    </div>
  );
}

/** Removes one photo after the office confirms, and says so. */
function photoRemover(
  confirm: (question: { title: string; body?: string; confirm: string }) => Promise<boolean>,
  setAll: (change: (list: PagePhoto[]) => PagePhoto[]) => void,
  announce: (message: string) => void,
) {
  return async (photo: PagePhoto) => {
    if (!(await confirm(removeQuestion(photo)))) return;
    try {
      await api(staffApiPath(staffApiPaths.pagePhotos.one, photo), { method: "DELETE" });
      setAll((list) => list.filter((p) => p.id !== photo.id));
      announce(sw("photoRemoved"));
    } catch (err) {
      announce(err instanceof Error ? sw("removingFailed", { message: err.message }) : sw("removingFailed2"));
    }
  };
}

/** The tab's name with its number of photos, its first thumbnails, and whether new ones wait for Publish. */
function PhotoStrip({ level, name, photos }: { level: 3 | 4 | 5; name: string; photos: PagePhoto[] }) {
  const Heading = `h${level}` as const;
  return (
    <>
      <Heading className="tab-photos__name">
        {photos.length === 1 ? sw("countOne", { name }) : sw("count", { name, count: photos.length })}
      </Heading>
      {photos.length ? (
        <p className="tab-photos__strip" aria-hidden="true">
          {photos.slice(0, 8).map((p) => (
            <img key={p.id} src={fileUrl(p.file, 400)} alt="" width={72} height={48} loading="lazy" />
          ))}
          {photos.length > 8 ? <span>+{photos.length - 8}</span> : null}
        </p>
      ) : null}
      {photos.some((p) => p.waiting) ? <p className="admin-field__help">{sw("waiting")}</p> : null}
    </>
  );
}
