import { type DragEvent, useId, useRef, useState } from "react";
import type { PagePhotoAdmin } from "../../../contract/staff.ts";
import { staffApiPaths } from "../../../contract/staff-api-paths.ts";
import { kitPhotoDropWords as sw } from "../../i18n/catalogues/staff/kit-photo-drop.ts";
import { ApiError, api, type UploadedFile } from "../shell/api.ts";
import { IMAGE_TYPES } from "./file-types.ts";
import { accepts, type Upload, UploadProgress, uploadWithBars } from "./file-uploads.tsx";

/** Files of a drop or a pick that are pictures (a phone's gallery may hand over HEIC or video too). */
function pictures(files: File[]): { ok: File[]; refused: File[] } {
  const ok: File[] = [];
  const refused: File[] = [];
  for (const f of files) (accepts(IMAGE_TYPES, f) ? ok : refused).push(f);
  return { ok, refused };
}

/**
 * Drop many photos at once from a computer, or pick them from a phone's
 * gallery, into one tab (or photo part) of a page (issue 26): each file goes
 * up with its own bar, the server resizes it, and all of them are added at
 * the end of the tab in the order chosen. No description is asked first: the
 * photos are saved and listed under "Describe these photos" until staff write
 * one. The page photos screen uses it, and the page editor's photo part can.
 */
export function PhotoDrop({
  page,
  tab,
  onAdded,
  where,
  name = tab,
  draft = false,
}: {
  page: string;
  tab: string;
  /** A photo part without a set of photos yet: asked for one when the first photos arrive. */
  where?: () => { page: string; tab: string };
  /** Where the page is edited: the photos wait for the page to be published. */
  draft?: boolean;
  /** What the drop area is for, in its label ("Choose photos for Assembly"). */
  name?: string;
  /** The photos as stored, after the last upload of a batch. */
  onAdded: (photos: PagePhotoAdmin[], message: string) => void;
}) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const { uploads, note, busy, send } = usePhotoUpload({ page, tab, where, name, draft, onAdded });

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    void send(Array.from(e.dataTransfer.files));
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping files is a mouse gesture; the file picker inside does the same from the keyboard or a phone
    <div
      className={`photo-drop${over ? " photo-drop--over" : ""}`}
      onDragOver={(e) => {
        if (!Array.from(e.dataTransfer.types).includes(sw("files"))) return;
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <label htmlFor={`${id}-files`} className="photo-drop__label">
        {sw("choose", { name })}
      </label>
      <p className="admin-field__help" id={`${id}-help`}>
        {sw("help")}
      </p>
      <input
        ref={inputRef}
        id={`${id}-files`}
        type="file"
        accept={IMAGE_TYPES}
        multiple
        disabled={busy}
        aria-describedby={`${id}-help`}
        onChange={(e) => {
          const files = Array.from(e.currentTarget.files ?? []);
          e.currentTarget.value = "";
          void send(files);
        }}
      />
      <UploadProgress id={`${id}-overall`} uploads={uploads} busy={busy} />
      <p className="photo-drop__note" role="status">
        {note}
      </p>
    </div>
  );
}

interface UploadTarget {
  page: string;
  tab: string;
  where?: () => { page: string; tab: string };
  name: string;
  draft: boolean;
  onAdded: (photos: PagePhotoAdmin[], message: string) => void;
}

/** Sends the chosen files up, each with its own bar, then adds the pictures among them to the tab in one go. */
function usePhotoUpload({ page, tab, where, name, draft, onAdded }: UploadTarget) {
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [note, setNote] = useState("");
  const busy = uploads.some((u) => !u.done && !u.error);

  const send = async (chosen: File[]) => {
    if (busy || chosen.length === 0) return;
    const { ok, refused } = pictures(chosen);
    const batch = Date.now().toString(36);
    const refusals: Upload[] = refused.map((f, i) => ({
      key: `${batch}-r${i}`,
      name: f.name,
      progress: 0,
      error: sw("notPhoto", { file: f.name }),
    }));
    const start: Upload[] = ok.map((f, i) => ({ key: `${batch}-${i}`, name: f.name, progress: 0 }));
    setUploads([...refusals, ...start]);
    if (!ok.length) {
      setNote(refusals.map((r) => r.error).join(" "));
      return;
    }
    const target = where?.() ?? { page, tab };
    setNote(ok.length === 1 ? sw("uploadingOne", { file: ok[0].name }) : sw("uploadingMany", { count: ok.length }));
    const results = await uploadWithBars(ok, start, setUploads, true);
    const files = results.filter((r): r is UploadedFile => r !== null).map((r) => r.id);
    const failed = results.length - files.length + refusals.length;
    let message = "";
    if (files.length) {
      try {
        const answer = await api<{ photos: PagePhotoAdmin[] }>(staffApiPaths.pagePhotos.many, {
          method: "POST",
          // A part's first photos start a new set (fresh): leftovers of a part never saved are dropped.
          body: { ...target, files, ...(draft ? { draft, fresh: Boolean(where) } : {}) },
        });
        message = files.length === 1 ? sw("addedOne", { name }) : sw("addedMany", { count: files.length, name });
        onAdded(answer.photos, message);
      } catch (err) {
        message = err instanceof ApiError ? err.message : sw("addFailed");
        setUploads((list) => [...list, { key: `${batch}-add`, name: tab, progress: 0, error: message }]);
      }
    }
    setNote(`${message}${failed ? ` ${sw("someFailed", { count: failed })}` : ""}`.trim());
    // Finished bars go away; failures stay so the reason can be read.
    setUploads((list) => list.filter((u) => u.error));
  };

  return { uploads, note, busy, send };
}
