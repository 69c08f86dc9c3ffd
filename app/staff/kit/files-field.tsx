import { type ChangeEvent, type RefObject, useEffect, useRef } from "react";
import { kitFilesFieldWords as sw } from "../../i18n/catalogues/staff/kit-files-field.ts";
import { capital, FileRow } from "./file-row.tsx";
import { scanNote, UploadProgress, useUploads } from "./file-uploads.tsx";
import { errorId, FieldError, fieldId } from "./form-kit.tsx";

export { accepts, uploadAll } from "./file-uploads.tsx";

interface FilesFieldProps {
  form: string;
  name: string;
  label: string;
  help?: string;
  error?: string;
  /** The accept attribute: which types the picker offers. */
  accept: string;
  /** Pictures only: the list speaks of photos. */
  images: boolean;
  /** One file: a new upload replaces it. */
  single?: boolean;
  /** Albums: the first photo is called the cover and any photo can be made the cover. */
  cover?: boolean;
  value: string[];
  onChange: (update: (prev: string[]) => string[]) => void;
  /** True while uploads run, so the form can wait for them. */
  onBusyChange?: (busy: boolean) => void;
  /** Each file says what parents will see of it: a picture, or a download button (news and events). */
  explainEach?: boolean;
  /** What staff are told, at once, about a chosen file of a type the field does not take. */
  refusal?: (file: File) => string;
}

export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length || from === to) return [...list];
  const out = [...list];
  const [item] = out.splice(from, 1);
  out.splice(to, 0, item);
  return out;
}

/**
 * A list of stored files with an upload control: many files at once with a
 * progress bar each, thumbnails, and buttons to reorder (keyboard usable),
 * choose the cover and remove.
 */
export function FilesField(props: FilesFieldProps) {
  const { form, name, label, help, error, accept, images, single, cover, value, onChange } = props;
  const noun = images ? "photo" : "file";
  const { uploads, busy, note, setNote, onPick, scans } = useUploads({
    noun,
    single,
    accept,
    refusal: props.refusal,
    onChange,
    onBusyChange: props.onBusyChange,
  });
  const nameOf = (i: number) => `${noun} ${i + 1}${cover && i === 0 ? " (cover)" : ""}`;
  const { listRef, inputRef, move, remove } = useListActions({ value, onChange, setNote, noun, cover, nameOf });

  const helpId = `${fieldId(form, name)}-help`;
  const described = [error ? errorId(form, name) : null, help ? helpId : null].filter(Boolean).join(" ");

  return (
    <fieldset className={`admin-files${error ? " admin-field--invalid" : ""}`}>
      <legend>{label}</legend>
      {help ? (
        <p className="admin-field__help" id={helpId}>
          {help}
        </p>
      ) : null}
      {value.length ? (
        <ol className="admin-files__list" ref={listRef} aria-label={`${label}: ${value.length}`}>
          {value.map((id, i) => (
            <FileRow
              key={id}
              id={id}
              name={nameOf(i)}
              index={i}
              count={value.length}
              single={single}
              cover={cover}
              explain={props.explainEach}
              onMove={(to, action) => move(i, to, action)}
              onRemove={() => remove(i)}
            />
          ))}
        </ol>
      ) : single ? null : (
        // A single file's picker already says "Choose a …"; an empty note would only repeat it.
        <p className="admin-files__empty">{sw("none", { noun })}</p>
      )}
      <FilePicker
        id={fieldId(form, name)}
        inputRef={inputRef}
        noun={noun}
        single={single}
        hasFiles={value.length > 0}
        accept={accept}
        onPick={onPick}
        busy={busy}
        invalid={Boolean(error)}
        described={described}
      />
      <UploadProgress id={`${fieldId(form, name)}-overall`} uploads={uploads} busy={busy} />
      {value
        .filter((id) => scans[id])
        .map((id) => (
          <p key={id} className="admin-files__scan">
            {scanNote(scans[id])}
          </p>
        ))}
      <p className="visually-hidden" role="status">
        {note}
      </p>
      <FieldError form={form} name={name} label={label} error={error} />
    </fieldset>
  );
}

/** The file input, named for what it does now: choose, replace or add. */
function FilePicker(props: {
  id: string;
  inputRef: RefObject<HTMLInputElement | null>;
  noun: string;
  single?: boolean;
  hasFiles: boolean;
  accept?: string;
  onPick: (event: ChangeEvent<HTMLInputElement>) => void;
  busy: boolean;
  invalid: boolean;
  described: string;
}) {
  const { id, inputRef, noun, single, hasFiles, accept, onPick, busy, invalid, described } = props;
  return (
    <div className="admin-field admin-files__picker">
      <label htmlFor={id}>
        {single ? (hasFiles ? sw("replaceThe", { noun }) : sw("chooseA", { noun })) : sw("addS", { noun })}
      </label>
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept={accept}
        multiple={!single}
        onChange={onPick}
        disabled={busy}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={described || undefined}
      />
    </div>
  );
}

/**
 * Moving and removing files of the list, with focus kept where keyboard
 * users expect it: on the same control at the item's new place after a
 * move; on the next row (or the picker) after a removal.
 */
function useListActions({
  value,
  onChange,
  setNote,
  noun,
  cover,
  nameOf,
}: {
  value: string[];
  onChange: FilesFieldProps["onChange"];
  setNote: (note: string) => void;
  noun: string;
  cover?: boolean;
  nameOf: (i: number) => string;
}) {
  const focusAfter = useRef<{ id: string; action: string } | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  // After a move the same control keeps the focus, on the item's new place.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after every change of the list
  useEffect(() => {
    const f = focusAfter.current;
    if (!f || !listRef.current) return;
    focusAfter.current = null;
    const row = listRef.current.querySelector<HTMLElement>(`[data-file="${CSS.escape(f.id)}"]`);
    const target =
      row?.querySelector<HTMLButtonElement>(`button[data-action="${f.action}"]:not([disabled])`) ??
      row?.querySelector<HTMLButtonElement>("button[data-action]:not([disabled])");
    target?.focus();
  }, [value]);

  const move = (i: number, to: number, action: string) => {
    focusAfter.current = { id: value[i], action };
    onChange((prev) => moveItem(prev, i, to));
    setNote(
      sw(cover && to === 0 ? "movedCover" : "moved", {
        Noun: capital(noun),
        to: to + 1,
        count: value.length,
      }),
    );
  };

  const remove = (i: number) => {
    const id = value[i];
    onChange((prev) => prev.filter((x) => x !== id));
    setNote(`${capital(nameOf(i))} removed.`);
    // Focus would be lost with the row: keep it in the list, or on the picker when the list is empty.
    requestAnimationFrame(() => {
      const rows = listRef.current?.querySelectorAll<HTMLElement>("li[data-file]");
      const row = rows?.[Math.min(i, (rows?.length ?? 1) - 1)];
      (row?.querySelector<HTMLButtonElement>('button[data-action="remove"]') ?? inputRef.current)?.focus();
    });
  };

  return { listRef, inputRef, move, remove };
}
