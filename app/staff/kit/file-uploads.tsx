import { type ChangeEvent, useEffect, useState } from "react";
import { kitFileUploadsWords as sw } from "../../i18n/catalogues/staff/kit-file-uploads.ts";
import { ApiError, type UploadedFile, uploadFile } from "../shell/api.ts";

export interface Upload {
  key: string;
  name: string;
  progress: number;
  error?: string;
  done?: boolean;
}

/**
 * Whether a chosen file may be of one of the accept attribute's types (the
 * picker's "All files" lets others through). A file the browser could not
 * type is left to the server, which checks the bytes.
 */
export const accepts = (accept: string, file: File) => !file.type || accept.split(",").includes(file.type);

const defaultRefusal = (file: File) =>
  `${file.name} cannot be used here: choose a file of the type the help text names.`;

/** What staff are asked when a PDF has no words (issue 30: a circular must be readable on a phone). */
export const scanNote = (name: string) => sw("isAScannedPicture", { name });

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

/**
 * Uploads the files a few at a time, moving each one's bar (`start[i]` is
 * file i's line) and putting the reason on the line of a file that failed
 * (`named`: the reason starts with the file's name). Results keep the order.
 */
export function uploadWithBars(
  files: File[],
  start: Upload[],
  setUploads: (update: (list: Upload[]) => Upload[]) => void,
  named = false,
): Promise<(UploadedFile | null)[]> {
  const patch = (i: number, p: Partial<Upload>) =>
    setUploads((list) => list.map((u) => (u.key === start[i].key ? { ...u, ...p } : u)));
  return uploadAll(files, async (file, i) => {
    try {
      const up = await uploadFile(file, (progress) => patch(i, { progress }));
      patch(i, { done: true, progress: 1 });
      return up;
    } catch (err) {
      const reason = err instanceof ApiError ? err.message : sw("theUploadFailed");
      patch(i, { error: named ? `${file.name}: ${reason}` : reason });
      return null;
    }
  });
}

/**
 * The uploads of a files field: the chosen files go up with a bar each, the
 * stored ones join the value, and `note` says how it went (read out).
 */
export function useUploads({
  noun,
  single,
  accept,
  refusal = defaultRefusal,
  onChange,
  onBusyChange,
}: {
  noun: string;
  single?: boolean;
  /** The accept attribute: a file of another type is refused before any upload. */
  accept: string;
  /** What staff are told, at once, about a chosen file of a type the field does not take. */
  refusal?: (file: File) => string;
  onChange: (update: (prev: string[]) => string[]) => void;
  onBusyChange?: (busy: boolean) => void;
}) {
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [note, setNote] = useState("");
  /** PDFs uploaded here that are scans (no words a phone can read), by stored id: their names. */
  const [scans, setScans] = useState<Record<string, string>>({});
  const busy = uploads.some((u) => !u.done && !u.error);

  useEffect(() => {
    onBusyChange?.(busy);
  }, [busy, onBusyChange]);

  const onPick = async (e: ChangeEvent<HTMLInputElement>) => {
    const input = e.currentTarget;
    const picked = Array.from(input.files ?? []);
    input.value = "";
    const files = picked.filter((f) => accepts(accept, f));
    const batch = Date.now().toString(36);
    // Refused before any upload, with the reason next to the picker and read out.
    const refusals: Upload[] = picked
      .filter((f) => !accepts(accept, f))
      .map((f, i) => ({ key: `${batch}-r${i}`, name: f.name, progress: 0, error: refusal(f) }));
    if (refusals.length) {
      setUploads(refusals);
      setNote(refusals.map((r) => r.error).join(" "));
    }
    if (!files.length) return;
    const start: Upload[] = files.map((f, i) => ({ key: `${batch}-${i}`, name: f.name, progress: 0 }));
    setUploads([...refusals, ...start]);
    setNote(
      files.length === 1 ? sw("uploading", { name: files[0].name }) : sw("uploadingS", { length: files.length, noun }),
    );
    const results = await uploadWithBars(files, start, setUploads);
    const ids = results.filter((r): r is UploadedFile => r !== null).map((r) => r.id);
    if (ids.length) onChange((prev) => (single ? ids.slice(-1) : [...prev, ...ids]));
    const failed = results.length - ids.length;
    const scanned = Object.fromEntries(
      results.flatMap((r, i) => (r?.hasText === false ? [[r.id, files[i].name] as const] : [])),
    );
    if (Object.keys(scanned).length) setScans((prev) => ({ ...prev, ...scanned }));
    setNote(
      `${ids.length} of ${results.length} ${noun}${results.length === 1 ? "" : "s"} uploaded.` +
        (failed ? ` ${failed} failed: see the messages below.` : "") +
        Object.values(scanned)
          .map((n) => ` ${scanNote(n)}`)
          .join(""),
    );
    // Finished bars go away; failures stay so the reason can be read.
    setUploads((list) => list.filter((u) => u.error));
  };

  return { uploads, busy, note, setNote, onPick, scans };
}

/** One bar for the whole batch, then a line per file: its bar, or why it failed. */
export function UploadProgress({ id, uploads, busy }: { id: string; uploads: Upload[]; busy: boolean }) {
  const total = uploads.length;
  if (!total) return null;
  const done = uploads.filter((u) => u.done).length;
  const overall = uploads.reduce((s, u) => s + (u.error ? 1 : u.progress), 0) / total;
  return (
    <div className="admin-files__progress">
      <label htmlFor={id}>{busy ? sw("uploadingOfDone", { done, total }) : sw("uploadsOfDone", { done, total })}</label>
      <progress id={id} max={1} value={overall} />
      <ul className="admin-files__uploads">
        {uploads.map((u) => (
          <li key={u.key}>
            <span className="admin-files__name">{u.name}</span>
            {u.error ? (
              <span className="admin-field__error">{u.error}</span>
            ) : (
              <progress max={1} value={u.progress} aria-label={sw("uploading2", { name: u.name })} />
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
