import { type ChangeEvent, useEffect, useRef, useState } from "react";
import { ApiError, fileUrl, isPdf, type UploadedFile, uploadFile } from "../shell/api.ts";
import { errorId, fieldId, withLabel } from "./form-kit.tsx";

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
  /** What staff are told, at once, about a chosen file of a type the field does not take. */
  refusal?: (file: File) => string;
}

/**
 * Whether a chosen file may be of one of the accept attribute's types (the
 * picker's "All files" lets others through). A file the browser could not
 * type is left to the server, which checks the bytes.
 */
export const accepts = (accept: string, file: File) => !file.type || accept.split(",").includes(file.type);

const defaultRefusal = (file: File) =>
  `${file.name} cannot be used here: choose a file of the type the help text names.`;

interface Upload {
  key: string;
  name: string;
  progress: number;
  error?: string;
  done?: boolean;
}

/** How many files go up at once: enough to use the line, few enough that each bar moves. */
const PARALLEL = 2;

/** Runs the uploads a few at a time; results keep the order the files were chosen in. */
export async function uploadAll(
  files: File[],
  upload: (file: File, index: number) => Promise<UploadedFile | null>,
  parallel = PARALLEL,
): Promise<(UploadedFile | null)[]> {
  const results: (UploadedFile | null)[] = new Array(files.length).fill(null);
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const i = next++;
      results[i] = await upload(files[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, files.length) }, worker));
  return results;
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
export function FilesField({
  form,
  name,
  label,
  help,
  error,
  accept,
  images,
  single,
  cover,
  value,
  onChange,
  onBusyChange,
  refusal = defaultRefusal,
}: FilesFieldProps) {
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [note, setNote] = useState("");
  const [broken, setBroken] = useState<Record<string, true>>({});
  const focusAfter = useRef<{ id: string; action: string } | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const noun = images ? "photo" : "file";
  const busy = uploads.some((u) => !u.done && !u.error);

  useEffect(() => {
    onBusyChange?.(busy);
  }, [busy, onBusyChange]);

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

  const nameOf = (i: number) => `${noun} ${i + 1}${cover && i === 0 ? " (cover)" : ""}`;

  const move = (i: number, to: number, action: string) => {
    focusAfter.current = { id: value[i], action };
    onChange((prev) => moveItem(prev, i, to));
    setNote(
      `${capital(noun)} moved to position ${to + 1} of ${value.length}.${cover && to === 0 ? " It is now the cover." : ""}`,
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

  const onPick = async (e: ChangeEvent<HTMLInputElement>) => {
    const input = e.currentTarget;
    const picked = Array.from(input.files ?? []);
    input.value = "";
    const files = picked.filter((f) => accepts(accept, f));
    const refused = picked.filter((f) => !accepts(accept, f));
    const batch = Date.now().toString(36);
    // Refused before any upload, with the reason next to the picker and read out.
    const refusals: Upload[] = refused.map((f, i) => ({
      key: `${batch}-r${i}`,
      name: f.name,
      progress: 0,
      error: refusal(f),
    }));
    if (refusals.length) {
      setUploads(refusals);
      setNote(refusals.map((r) => r.error).join(" "));
    }
    if (!files.length) return;
    const start: Upload[] = files.map((f, i) => ({ key: `${batch}-${i}`, name: f.name, progress: 0 }));
    setUploads([...refusals, ...start]);
    setNote(files.length === 1 ? `Uploading ${files[0].name}…` : `Uploading ${files.length} ${noun}s…`);
    const patch = (i: number, p: Partial<Upload>) =>
      setUploads((list) => list.map((u) => (u.key === start[i].key ? { ...u, ...p } : u)));
    const results = await uploadAll(files, async (file, i) => {
      try {
        const up = await uploadFile(file, (progress) => patch(i, { progress }));
        patch(i, { done: true, progress: 1 });
        return up;
      } catch (err) {
        patch(i, { error: err instanceof ApiError ? err.message : "The upload failed." });
        return null;
      }
    });
    const ids = results.filter((r): r is UploadedFile => r !== null).map((r) => r.id);
    if (ids.length) onChange((prev) => (single ? ids.slice(-1) : [...prev, ...ids]));
    const failed = results.length - ids.length;
    setNote(
      `${ids.length} of ${results.length} ${noun}${results.length === 1 ? "" : "s"} uploaded.` +
        (failed ? ` ${failed} failed: see the messages below.` : ""),
    );
    // Finished bars go away; failures stay so the reason can be read.
    setUploads((list) => list.filter((u) => u.error));
  };

  const total = uploads.length;
  const done = uploads.filter((u) => u.done).length;
  const overall = total ? uploads.reduce((s, u) => s + (u.error ? 1 : u.progress), 0) / total : 0;
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
            <li key={id} data-file={id} className="admin-files__item">
              {isPdf(id) || broken[id] ? (
                <a className="admin-files__doc" href={fileUrl(id)} target="_blank" rel="noreferrer">
                  <span aria-hidden="true">{isPdf(id) ? "PDF" : "FILE"}</span>
                  <span className="visually-hidden">Open {nameOf(i)} (opens in a new tab)</span>
                </a>
              ) : (
                <img
                  className="admin-files__thumb"
                  src={fileUrl(id, 400)}
                  alt={capital(nameOf(i))}
                  width={160}
                  height={120}
                  loading="lazy"
                  onError={() => setBroken((b) => ({ ...b, [id]: true }))}
                />
              )}
              <p className="admin-files__label">
                {capital(nameOf(i))}
                {cover && i === 0 ? <span className="admin-badge admin-badge--cover">Cover</span> : null}
              </p>
              <div className="admin-files__actions">
                {!single ? (
                  <>
                    <button
                      type="button"
                      className="button button--small button--ghost"
                      data-action="up"
                      disabled={i === 0}
                      aria-label={`Move ${nameOf(i)} up`}
                      onClick={() => move(i, i - 1, "up")}
                    >
                      ↑<span aria-hidden="true"> Up</span>
                    </button>
                    <button
                      type="button"
                      className="button button--small button--ghost"
                      data-action="down"
                      disabled={i === value.length - 1}
                      aria-label={`Move ${nameOf(i)} down`}
                      onClick={() => move(i, i + 1, "down")}
                    >
                      ↓<span aria-hidden="true"> Down</span>
                    </button>
                  </>
                ) : null}
                {cover && i > 0 ? (
                  <button
                    type="button"
                    className="button button--small button--ghost"
                    data-action="cover"
                    aria-label={`Make ${nameOf(i)} the cover`}
                    onClick={() => move(i, 0, "cover")}
                  >
                    Make cover
                  </button>
                ) : null}
                <button
                  type="button"
                  className="button button--small button--ghost admin-button--danger"
                  data-action="remove"
                  aria-label={`Remove ${nameOf(i)}`}
                  onClick={() => remove(i)}
                >
                  Remove
                </button>
              </div>
            </li>
          ))}
        </ol>
      ) : single ? null : (
        // A single file's picker already says "Choose a …"; an empty note would only repeat it.
        <p className="admin-files__empty">No {noun}s yet.</p>
      )}
      <div className="admin-field admin-files__picker">
        <label htmlFor={fieldId(form, name)}>
          {single ? (value.length ? `Replace the ${noun}` : `Choose a ${noun}`) : `Add ${noun}s`}
        </label>
        <input
          ref={inputRef}
          id={fieldId(form, name)}
          type="file"
          accept={accept}
          multiple={!single}
          onChange={onPick}
          disabled={busy}
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
        />
      </div>
      {total ? (
        <div className="admin-files__progress">
          <label htmlFor={`${fieldId(form, name)}-overall`}>
            {busy ? `Uploading: ${done} of ${total} done` : `Uploads: ${done} of ${total} done`}
          </label>
          <progress id={`${fieldId(form, name)}-overall`} max={1} value={overall} />
          <ul className="admin-files__uploads">
            {uploads.map((u) => (
              <li key={u.key}>
                <span className="admin-files__name">{u.name}</span>
                {u.error ? (
                  <span className="admin-field__error">{u.error}</span>
                ) : (
                  <progress max={1} value={u.progress} aria-label={`Uploading ${u.name}`} />
                )}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <p className="visually-hidden" role="status">
        {note}
      </p>
      {error ? (
        <p className="admin-field__error" id={errorId(form, name)}>
          {withLabel(label, error)}
        </p>
      ) : null}
    </fieldset>
  );
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
