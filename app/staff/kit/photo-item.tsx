import { type DragEvent, type SyntheticEvent, useEffect, useState } from "react";
import type { PagePhotoAdmin } from "../../../contract/staff.ts";
import { staffApiPath, staffApiPaths } from "../../../contract/staff-api-paths.ts";
import { kitPhotoItemWords as sw } from "../../i18n/catalogues/staff/kit-photo-item.ts";
import { ApiError, api, fileUrl, uploadFile } from "../shell/api.ts";
import { AltInput, useAltSave } from "./alt-input.tsx";
import { DangerButton } from "./danger-button.tsx";
import { useReportDirty } from "./dirty-parts.ts";
import { IMAGE_TYPES } from "./file-types.ts";
import { MoveButtons } from "./move-buttons.tsx";

type PagePhoto = PagePhotoAdmin;

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

interface PhotoItemProps {
  photo: PagePhoto;
  index: number;
  count: number;
  onMove: (from: number, to: number, action: string) => void;
  /** Drag and drop to reorder (with a mouse; the Move buttons do it from the keyboard or a phone). */
  drag?: { start: (index: number) => void; drop: (index: number) => void };
  onRemove: (photo: PagePhoto) => void;
  onSaved: (photo: PagePhoto, message: string) => void;
  onDirty: (part: string, dirty: boolean) => void;
  /** The tab's name where several tabs share a screen (the page editor): "Assembly, photo 3". */
  place?: string;
}

/** One stored photo: its description, replace, move and remove. */
export function PhotoItem(props: PhotoItemProps) {
  const { photo, index, count, onMove, drag, onRemove, onSaved, onDirty, place } = props;
  const [alt, setAlt] = useState(photo.alt);
  // A description saved elsewhere (under "Describe these photos") shows here too.
  useEffect(() => setAlt(photo.alt), [photo.alt]);
  const base = `pp-${photo.id}`;
  const label = place ? `${place}, photo ${index + 1}` : `photo ${index + 1}`;
  useReportDirty(onDirty, base, alt !== photo.alt);

  const save = async (body: { alt?: string; file?: string }, message: string) => {
    const next = await api<PagePhoto>(staffApiPath(staffApiPaths.pagePhotos.one, photo), { method: "PUT", body });
    onSaved(next ?? { ...photo, ...body }, message);
  };

  const words = { blank: sw("describeIt"), failed: sw("savingFailed") };
  const altSaved = (text: string) => save({ alt: text }, sw("descriptionOfSaved", { label }));
  const { busy, error, setError, save: onAlt } = useAltSave(base, alt, words, altSaved);

  return (
    <li className="admin-photo" data-photo={photo.id} {...dragProps(drag, index)}>
      <img
        src={fileUrl(photo.file, 400)}
        alt={photo.alt || sw("notDescribed", { label: capital(label) })}
        width={240}
        height={160}
        loading="lazy"
        draggable={false}
      />
      {photo.demo ? <span className="admin-badge admin-badge--demo">{sw("demoPicture")}</span> : null}
      <AltField base={base} label={label} field={{ alt, setAlt, saved: photo.alt, busy, error, onAlt }} />
      <ReplaceField
        id={`${base}-file`}
        label={label}
        onError={setError}
        onUploaded={(file) => save({ file }, `${capital(label)} replaced.`)}
      />
      {error ? (
        <p className="admin-field__error" id={`${base}-error`} role="alert">
          {error}
        </p>
      ) : null}
      <div className="admin-files__actions">
        <MoveButtons arrows name={label} index={index} count={count} onMove={(to, way) => onMove(index, to, way)} />
        <DangerButton label={sw("remove2", { label })} onClick={() => onRemove(photo)}>
          {sw("remove")}
        </DangerButton>
      </div>
    </li>
  );
}

/** Drag and drop to reorder, when the list allows it: only a drag of the photo itself moves it (not text selected in its field). */
function dragProps(drag: { start: (index: number) => void; drop: (index: number) => void } | undefined, index: number) {
  return {
    draggable: drag ? true : undefined,
    onDragStart: (e: DragEvent) => {
      if ((e.target as HTMLElement).tagName !== "LI") return;
      e.dataTransfer.effectAllowed = "move";
      drag?.start(index);
    },
    onDragOver: (e: DragEvent) => {
      if (drag && !Array.from(e.dataTransfer.types).includes(sw("files"))) e.preventDefault();
    },
    onDrop: (e: DragEvent) => {
      if (!drag || Array.from(e.dataTransfer.types).includes(sw("files"))) return;
      e.preventDefault();
      drag.drop(index);
    },
  };
}

/** Replaces the photo's file in place, with the upload's progress. */
function ReplaceField({
  id,
  label,
  onError,
  onUploaded,
}: {
  id: string;
  label: string;
  onError: (message: string) => void;
  onUploaded: (file: string) => Promise<void>;
}) {
  const [progress, setProgress] = useState<number | null>(null);
  const replace = async (file: File | undefined) => {
    if (!file) return;
    onError("");
    setProgress(0);
    try {
      const up = await uploadFile(file, setProgress);
      await onUploaded(up.id);
    } catch (err) {
      onError(err instanceof ApiError ? err.message : "Replacing failed.");
    } finally {
      setProgress(null);
    }
  };
  return (
    <div className="admin-field">
      <label htmlFor={id}>{sw("replaceWhat", { label })}</label>
      <input
        id={id}
        type="file"
        accept={IMAGE_TYPES}
        disabled={progress !== null}
        onChange={(e) => {
          const f = e.currentTarget.files?.[0];
          e.currentTarget.value = "";
          void replace(f);
        }}
      />
      {progress !== null ? <progress max={1} value={progress} aria-label={sw("uploadingTheNew", { label })} /> : null}
    </div>
  );
}

/**
 * The photo's description and its Save button. Not a <form>: in the page
 * editor it stands inside the page's own form; Enter saves it all the same.
 */
function AltField({
  base,
  label,
  field: { alt, setAlt, saved, busy, error, onAlt },
}: {
  base: string;
  label: string;
  field: {
    alt: string;
    setAlt: (alt: string) => void;
    saved: string;
    busy: boolean;
    error: string;
    onAlt: (e: SyntheticEvent) => void;
  };
}) {
  return (
    <div className="admin-photo__alt">
      <AltInput
        {...{ base, value: alt, onChange: setAlt, save: onAlt, error }}
        label={sw("altLabel", { label })}
        required
      />
      <button type="button" onClick={onAlt} className="button button--small" disabled={busy || alt === saved}>
        {sw("save")}
        <span className="visually-hidden"> {sw("saveWhat", { label })}</span>
      </button>
    </div>
  );
}
