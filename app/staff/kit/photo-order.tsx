import { useEffect, useRef } from "react";
import type { PagePhotoAdmin } from "../../../contract/staff.ts";
import { staffApiPaths } from "../../../contract/staff-api-paths.ts";
import { kitPhotoOrderWords as sw } from "../../i18n/catalogues/staff/kit-photo-order.ts";
import { api } from "../shell/api.ts";
import { moveItem } from "./files-field.tsx";
import { PhotoItem } from "./photo-item.tsx";

/**
 * Putting one tab's photos in order: by their Move buttons (keyboard, phone)
 * or by dragging one onto another's place. The new order is shown at once
 * and sent; a refusal puts the old order back. Focus follows the moved photo
 * (its button, or the other one when that is now disabled at an end).
 */
export function usePhotoOrder(
  photos: PagePhotoAdmin[],
  show: (list: PagePhotoAdmin[]) => void,
  where: { page: string; tab: string },
  announce: (message: string) => void,
) {
  const listRef = useRef<HTMLOListElement>(null);
  const focusAfter = useRef<{ id: number; action: string } | null>(null);
  const dragFrom = useRef<number | null>(null);

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
    const next = moveItem(photos, from, to);
    focusAfter.current = { id: photos[from].id, action };
    show(next);
    try {
      await api(staffApiPaths.pagePhotos.reorder, { method: "POST", body: { ...where, ids: next.map((p) => p.id) } });
      announce(sw("photoMovedToPosition", { v1: to + 1, length: next.length }));
    } catch (err) {
      show(photos);
      announce(err instanceof Error ? sw("movingFailed", { message: err.message }) : sw("movingFailed2"));
    }
  };

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
  return { listRef, move, drag };
}

/** A tab's photos in their order, each with its description, replacement, Move buttons and removal. */
export function PhotoList({
  photos,
  order,
  place,
  onRemove,
  onSaved,
  onDirty,
}: {
  photos: PagePhotoAdmin[];
  order: ReturnType<typeof usePhotoOrder>;
  place?: string;
  onRemove: (photo: PagePhotoAdmin) => void;
  onSaved: (photo: PagePhotoAdmin, message: string) => void;
  onDirty: (part: string, dirty: boolean) => void;
}) {
  return (
    <ol className="admin-photos" ref={order.listRef}>
      {photos.map((p, i) => (
        <PhotoItem
          key={p.id}
          photo={p}
          index={i}
          count={photos.length}
          place={place}
          onMove={order.move}
          drag={order.drag}
          onRemove={onRemove}
          onSaved={onSaved}
          onDirty={onDirty}
        />
      ))}
    </ol>
  );
}

/** The question before a photo is removed. */
export const removeQuestion = (photo: PagePhotoAdmin) => ({
  title: sw("removeThisPhoto"),
  body: `“${photo.alt || sw("untitledPhoto")}” disappears from the page.`,
  confirm: sw("remove"),
});
