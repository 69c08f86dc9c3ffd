import { type DragEvent, useId, useRef, useState } from "react";
import type { PagePhotoAdmin } from "../../../contract/staff.ts";
import { IMAGE_TYPES } from "../kit/file-types.ts";
import { accepts, type Upload, UploadProgress, uploadWithBars } from "../kit/file-uploads.tsx";
import { ApiError, api, type UploadedFile } from "../shell/api.ts";

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
}: {
  page: string;
  tab: string;
  /** The photos as stored, after the last upload of a batch. */
  onAdded: (photos: PagePhotoAdmin[], message: string) => void;
}) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [note, setNote] = useState("");
  const [over, setOver] = useState(false);
  const busy = uploads.some((u) => !u.done && !u.error);

  const send = async (chosen: File[]) => {
    if (busy || chosen.length === 0) return;
    const { ok, refused } = pictures(chosen);
    const batch = Date.now().toString(36);
    const refusals: Upload[] = refused.map((f, i) => ({
      key: `${batch}-r${i}`,
      name: f.name,
      progress: 0,
      error: `${f.name} is not a photo this site can show: choose JPEG, PNG or WebP pictures.`,
    }));
    const start: Upload[] = ok.map((f, i) => ({ key: `${batch}-${i}`, name: f.name, progress: 0 }));
    setUploads([...refusals, ...start]);
    if (!ok.length) {
      setNote(refusals.map((r) => r.error).join(" "));
      return;
    }
    setNote(ok.length === 1 ? `Uploading ${ok[0].name}…` : `Uploading ${ok.length} photos…`);
    const results = await uploadWithBars(ok, start, setUploads, true);
    const files = results.filter((r): r is UploadedFile => r !== null).map((r) => r.id);
    const failed = results.length - files.length + refusals.length;
    let message = "";
    if (files.length) {
      try {
        const answer = await api<{ photos: PagePhotoAdmin[] }>("/api/admin/page-photos/many", {
          method: "POST",
          body: { page, tab, files },
        });
        message = `${files.length} photo${files.length === 1 ? "" : "s"} added to ${tab}. Describe them below for people who cannot see them.`;
        onAdded(answer.photos, message);
      } catch (err) {
        message = err instanceof ApiError ? err.message : "Adding the photos failed. Please try again.";
        setUploads((list) => [...list, { key: `${batch}-add`, name: tab, progress: 0, error: message }]);
      }
    }
    setNote(`${message}${failed ? ` ${failed} could not be added: see the messages below.` : ""}`.trim());
    // Finished bars go away; failures stay so the reason can be read.
    setUploads((list) => list.filter((u) => u.error));
  };

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
        if (!Array.from(e.dataTransfer.types).includes("Files")) return;
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <label htmlFor={`${id}-files`} className="photo-drop__label">
        Choose photos for {tab}
      </label>
      <p className="admin-field__help" id={`${id}-help`}>
        Drop photos here from your computer, or choose many at once (on a phone, from the gallery). JPEG, PNG or WebP;
        large photos are made smaller for the website. You can describe them after they are added.
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
