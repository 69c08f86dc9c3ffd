import { type FormEvent, useCallback, useState } from "react";
import { Link, useNavigate } from "react-router";
import { formatDate, parseDmy } from "../../../contract/dates.ts";
import { ErrorSummary, FormAlert, useFormErrors } from "../kit/form-kit.tsx";
import { changedFrom, useUnsavedChanges } from "../kit/unsaved-changes.tsx";
import { useAdmin } from "../shell/admin-shell.tsx";
import { adminText } from "../shell/admin-text.ts";
import { ApiError, api, fileUrl } from "../shell/api.ts";
import { ContentField, FORM } from "./content-field.tsx";
import type { KindDef } from "./content-fields.ts";
import {
  checkValues,
  type FormValues,
  firstFile,
  type PublishStatus,
  type StaffItem,
  toBody,
} from "./content-values.ts";
import { StatusBadge } from "./status-badge.tsx";

/** The one form for every content kind, driven by its field definitions. */
export function ContentForm({
  def,
  item,
  initial,
}: {
  def: KindDef;
  /** The stored record when editing; null for a new one. */
  item: StaffItem | null;
  initial: FormValues;
}) {
  const navigate = useNavigate();
  const { announce } = useAdmin();
  const [values, setValues] = useState<FormValues>(initial);
  const [status, setStatus] = useState<PublishStatus>(item?.status ?? "draft");
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState<Record<string, boolean>>({});
  const [alert, setAlert] = useState("");
  const order = def.fields.map((f) => f.name);
  const labels = Object.fromEntries(def.fields.map((f) => [f.name, f.label]));
  const { errors, setErrors, clear } = useFormErrors(FORM, order);
  const anyUploading = Object.values(uploading).some(Boolean);
  const [leaveDialog, release] = useUnsavedChanges(
    changedFrom(initial, values) || status !== (item?.status ?? "draft") || anyUploading,
  );

  const set = (name: string, value: FormValues[string]) => {
    setValues((v) => ({ ...v, [name]: value }));
    clear(name);
  };
  const setFiles = useCallback(
    (name: string) => (update: (prev: string[]) => string[]) => {
      setValues((v) => ({ ...v, [name]: update(Array.isArray(v[name]) ? (v[name] as string[]) : []) }));
    },
    [],
  );
  const busyOf = useCallback(
    (name: string) => (b: boolean) => setUploading((u) => (u[name] === b ? u : { ...u, [name]: b })),
    [],
  );

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (anyUploading) {
      setAlert("Please wait until the uploads have finished.");
      return;
    }
    setAlert("");
    const found = checkValues(def, values);
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const body = toBody(def, values, status);
      const path = item
        ? `/api/admin/content/${def.kind}/${encodeURIComponent(item._id)}`
        : `/api/admin/content/${def.kind}`;
      await api<{ id: string }>(path, { method: item ? "PUT" : "POST", body });
      const name = String(values[def.titleField] ?? "").trim();
      const what = name ? `“${name}”` : `the ${def.singular}`;
      announce(`${status === "published" ? "Published" : "Saved as a draft"}: ${what}.`, { carry: true });
      release();
      navigate(`/admin/content/${def.kind}`);
    } catch (err) {
      setBusy(false);
      if (err instanceof ApiError && err.status === 401) {
        navigate(`/admin/login?next=${encodeURIComponent(window.location.pathname)}`);
        return;
      }
      if (err instanceof ApiError && Object.keys(err.fieldErrors).length) {
        setErrors(err.fieldErrors);
        return;
      }
      setAlert(err instanceof Error ? err.message : "Saving failed. Please try again.");
    }
  };

  return (
    <div className="admin-edit">
      <form className="admin-form admin-edit__form" noValidate onSubmit={onSubmit}>
        <ErrorSummary form={FORM} errors={errors} order={order} labels={labels} />
        <FormAlert message={alert} />
        {def.fields.map((f) => (
          <ContentField
            key={f.name}
            def={def}
            field={f}
            values={values}
            error={errors[f.name]}
            set={set}
            setFiles={setFiles}
            busyOf={busyOf}
          />
        ))}
        <fieldset className="admin-choice">
          <legend>Status</legend>
          <label>
            <input
              type="radio"
              name="status"
              value="published"
              checked={status === "published"}
              onChange={() => setStatus("published")}
            />{" "}
            Published: shown on the website
          </label>
          <label>
            <input
              type="radio"
              name="status"
              value="draft"
              checked={status === "draft"}
              onChange={() => setStatus("draft")}
            />{" "}
            Draft: only staff see it
          </label>
        </fieldset>
        <div className="admin-actions">
          <button type="submit" className="button" disabled={busy}>
            {busy ? adminText.saving : status === "published" ? "Save and publish" : "Save draft"}
          </button>
          <Link className="button button--ghost" to={`/admin/content/${def.kind}`}>
            {adminText.cancel}
          </Link>
        </div>
      </form>
      <ContentPreview def={def} values={values} status={status} item={item} />
      {leaveDialog}
    </div>
  );
}

/** A card of what the item shows, and where it shows on the website. */
function ContentPreview({
  def,
  values,
  status,
  item,
}: {
  def: KindDef;
  values: FormValues;
  status: PublishStatus;
  item: StaffItem | null;
}) {
  const title = String(values[def.titleField] ?? "").trim() || "Untitled";
  const rawDate = def.dateField ? String(values[def.dateField] ?? "") : "";
  const date = formatDate(parseDmy(rawDate), "en-GB-short");
  const text = String(values.description ?? values.message ?? "").trim();
  const picture = firstFile(def, values);
  const files = def.fields
    .filter((f) => f.type === "files")
    .reduce((n, f) => n + (Array.isArray(values[f.name]) ? (values[f.name] as string[]).length : 0), 0);
  const page = item ? def.publicPage(item._id) : "";
  return (
    <aside className="admin-preview" aria-labelledby="preview-title">
      <h2 id="preview-title">Preview</h2>
      <article className="card admin-preview__card">
        {picture ? <img src={fileUrl(picture, 400)} alt="" width={400} height={267} /> : null}
        <p className="admin-preview__meta">
          <StatusBadge status={status} />
          {date ? <span>{date}</span> : null}
        </p>
        <h3 className="card__title">{title}</h3>
        {text ? <p>{text.length > 240 ? `${text.slice(0, 240)}…` : text}</p> : null}
        {files ? (
          <p className="admin-preview__files">
            {files} file{files === 1 ? "" : "s"}
          </p>
        ) : null}
      </article>
      <p>{def.description}</p>
      <p>
        {item && item.status === "published" ? (
          <a href={page} target="_blank" rel="noreferrer">
            See it on the website (opens in a new tab)
          </a>
        ) : (
          "It shows on the website once published."
        )}
      </p>
    </aside>
  );
}
