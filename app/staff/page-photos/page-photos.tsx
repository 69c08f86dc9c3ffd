import { useEffect, useState } from "react";
import { allPhotoSets, type PhotoSet } from "../../../contract/photo-sets.ts";
import type { PagePhotoAdmin } from "../../../contract/staff.ts";
import { staffApiPath, staffApiPaths } from "../../../contract/staff-api-paths.ts";
import { pagePhotosWords as sw } from "../../i18n/catalogues/staff/page-photos.ts";
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
  const all = await load<PagePhoto[]>(request, `${staffApiPaths.pagePhotos.list}?page=${encodeURIComponent(set.page)}`);
  const photos = all.filter((p) => p.tab === tab).sort((a, b) => a.position - b.position);
  const undescribed = await load<PagePhoto[]>(request, staffApiPaths.pagePhotos.undescribed);
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
      <h1>{sw("pagePhotos")}</h1>
      <p className="admin-page__intro">{sw("thePhotosOfThe")}</p>
      <Chooser set={data.set} tab={data.tab} />
      <section aria-labelledby="pp-add-title">
        <h2 id="pp-add-title">{sw("addPhotosTo", { tab: data.tab })}</h2>
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
            {sw("picturesMarkedDemoPicture")}{" "}
            <button type="button" className="button button--small button--ghost" onClick={removeDemo}>
              {sw("removeAllDemoPictures")}
            </button>
          </p>
        ) : null}
        {photos.length ? (
          <PhotoList photos={photos} order={order} onRemove={remove} onSaved={saved} onDirty={onDirty} />
        ) : (
          <p className="admin-empty">{sw("noPhotosInThis")}</p>
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
      <span>{sw(count === 1 ? "photoOne" : "photoMany", { count })}</span>
      {page !== "pages" && page !== "home" ? (
        <>
          {" "}
          ·{" "}
          <a href={`/${page}`} target="_blank" rel="noreferrer">
            {sw("seeThePageOpens")}
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
      ({ count } = await api<{ count: number }>(staffApiPaths.pagePhotos.demoCount));
    } catch (err) {
      announce(err instanceof Error ? sw("countingTheDemoPictures", { message: err.message }) : sw("countingFailed"));
      return;
    }
    if (count === 0) {
      announce(sw("noDemoPicturesAre"));
      return;
    }
    const pictures = count === 1 ? "1 demo picture" : `${count} demo pictures`;
    const yes = await confirm({
      title: sw("removeAll", { pictures }),
      body: sw("theThatCameWith", { pictures }),
      confirm: sw("remove", { pictures }),
    });
    if (!yes) return;
    await act(
      async () => {
        const { removed } = await api<{ removed: number }>(staffApiPaths.pagePhotos.removeDemo, {
          method: "POST",
          body: {},
        });
        return removed ? `${removed} demo picture${removed === 1 ? "" : "s"} removed.` : sw("noDemoPicturesWere");
      },
      true,
      sw("removingFailed"),
    );
  };

  const remove = async (photo: PagePhoto) => {
    const yes = await confirm(removeQuestion(photo));
    if (!yes) return;
    await act(
      async () => {
        await api(staffApiPath(staffApiPaths.pagePhotos.one, photo), { method: "DELETE" });
        return sw("photoRemoved");
      },
      true,
      sw("removingFailed"),
    );
  };

  return { removeDemo, remove };
}
