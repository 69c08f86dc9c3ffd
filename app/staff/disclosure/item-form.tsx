import { type FormEvent, useState } from "react";
import {
  type Completeness,
  type DisclosureItem,
  type DisclosureProfile,
  type DocumentValue,
  type FieldDef,
  type FieldValues,
  formatDmy,
  type ItemValue,
  passPercent,
  type TableValue,
} from "../../../contract/disclosure-items.ts";
import { type FieldErrors, FieldShell, FormAlert } from "../kit/form-kit.tsx";
import { useAdmin } from "../shell/admin-shell.tsx";
import { ApiError, api } from "../shell/api.ts";
import { DISCLOSURE_API, staffDisclosureText as t } from "./disclosure-api.ts";
import { PdfField } from "./pdf-field.tsx";
import { documentStatusText } from "./status-text.ts";

interface Props {
  item: DisclosureItem;
  value: ItemValue | undefined;
  profile: DisclosureProfile;
  today: string;
  complete: boolean;
  onSaved: (completeness: Completeness) => void;
}

function Field({
  form,
  def,
  name,
  value,
  error,
  onChange,
}: {
  form: string;
  def: FieldDef;
  name: string;
  value: string;
  error?: string;
  onChange: (v: string) => void;
}) {
  if (def.type === "file")
    return <PdfField form={form} name={name} label={def.label} file={value} error={error} onChange={onChange} />;
  return (
    <FieldShell
      form={form}
      name={name}
      label={def.label}
      error={error}
      help={def.type === "date" ? t.dateHelp : undefined}
    >
      {(aria) =>
        def.type === "yesno" ? (
          <select {...aria} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
            <option value="">Choose</option>
            <option value="Yes">Yes</option>
            <option value="No">No</option>
          </select>
        ) : (
          <input
            {...aria}
            type={def.type === "url" ? "url" : "text"}
            inputMode={def.type === "number" ? "decimal" : undefined}
            value={value}
            onChange={(e) => onChange(e.currentTarget.value)}
          />
        )
      }
    </FieldShell>
  );
}

const dateDef = (label: string): FieldDef => ({ name: "", label, type: "date" });

/** One Appendix IX item: its fields and its own Save, so each item is saved on its own. */
export function ItemForm({ item, value, profile, today, complete, onSaved }: Props) {
  const { announce } = useAdmin();
  const form = `disc-${item.key}`;
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState("");
  const [busy, setBusy] = useState(false);
  const doc = value as DocumentValue | undefined;
  const [fields, setFields] = useState<FieldValues>((): FieldValues => {
    if (item.kind === "document")
      return { file: doc?.file ?? "", issueDate: formatDmy(doc?.issueDate), validUntil: formatDmy(doc?.validUntil) };
    if (item.kind === "file") return { file: (value as { file?: string } | undefined)?.file ?? "" };
    if (item.kind === "table") return { file: (value as TableValue | undefined)?.file ?? "" };
    return { ...((value as FieldValues | undefined) ?? {}) };
  });
  const [rows, setRows] = useState<FieldValues[]>(() => (value as TableValue | undefined)?.rows ?? []);
  const [saved, setSaved] = useState<DocumentValue | undefined>(doc);
  const set = (name: string) => (v: string) => setFields((f) => ({ ...f, [name]: v }));

  const heading = (
    <h3 id={`${form}-title`}>
      {item.label}{" "}
      <span className={`disclosure-staff__state${complete ? " is-done" : ""}`}>{complete ? "Done" : "To do"}</span>
    </h3>
  );

  if (item.kind === "profile") {
    return (
      <div className="disclosure-staff__item">
        {heading}
        <p>{profile[item.field] || "—"}</p>
        <p className="admin-field__help">
          {t.fromProfile} <a href="/admin/school-profile">{t.changeInProfile}</a>
        </p>
      </div>
    );
  }

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setAlert("");
    const body =
      item.kind === "table"
        ? { rows, ...(item.withFile ? { file: fields.file ?? "" } : {}) }
        : item.kind === "fields"
          ? Object.fromEntries(item.fields.map((f) => [f.name, fields[f.name] ?? ""]))
          : fields;
    try {
      const res = await api<{ value: ItemValue; completeness: Completeness }>(`${DISCLOSURE_API}/items/${item.key}`, {
        method: "PUT",
        body,
      });
      setErrors({});
      if (item.kind === "document") setSaved(res.value as DocumentValue);
      if (item.kind === "table") setRows((res.value as TableValue).rows);
      announce(t.saved(item.label));
      onSaved(res.completeness);
    } catch (err) {
      if (err instanceof ApiError && Object.keys(err.fieldErrors).length) {
        setErrors(err.fieldErrors);
        setAlert("Please correct the marked fields.");
      } else setAlert(err instanceof Error ? err.message : "Saving failed. Please try again.");
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="disclosure-staff__item" aria-labelledby={`${form}-title`} onSubmit={submit} noValidate>
      {heading}
      {item.help ? <p className="admin-field__help">{item.help}</p> : null}
      <FormAlert message={alert} />
      {item.kind === "document" ? (
        <>
          <p className="disclosure-staff__status">{documentStatusText(saved, today)}</p>
          <PdfField
            form={form}
            name="file"
            label="Self-attested PDF"
            file={fields.file}
            error={errors.file}
            onChange={set("file")}
          />
          <Field
            form={form}
            def={dateDef("Issued on")}
            name="issueDate"
            value={fields.issueDate}
            error={errors.issueDate}
            onChange={set("issueDate")}
          />
          {item.expires ? (
            <Field
              form={form}
              def={dateDef("Valid until (last valid day)")}
              name="validUntil"
              value={fields.validUntil}
              error={errors.validUntil}
              onChange={set("validUntil")}
            />
          ) : null}
        </>
      ) : item.kind === "file" ? (
        <PdfField
          form={form}
          name="file"
          label={`${item.label} (PDF)`}
          file={fields.file}
          error={errors.file}
          onChange={set("file")}
        />
      ) : item.kind === "fields" ? (
        item.fields.map((f) => (
          <Field
            key={f.name}
            form={form}
            def={f}
            name={f.name}
            value={fields[f.name] ?? ""}
            error={errors[f.name]}
            onChange={set(f.name)}
          />
        ))
      ) : (
        <>
          {rows.map((row, i) => (
            <fieldset
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; removing one re-keys the rest, which is harmless here
              key={i}
              className="disclosure-staff__row"
            >
              <legend>
                Row {i + 1}
                {item.passPercent && passPercent(row.registered, row.passed)
                  ? ` (pass percentage ${passPercent(row.registered, row.passed)}%)`
                  : ""}
              </legend>
              {item.columns.map((c) => (
                <Field
                  key={c.name}
                  form={form}
                  def={c}
                  name={`rows.${i}.${c.name}`}
                  value={row[c.name] ?? ""}
                  error={errors[`rows.${i}.${c.name}`]}
                  onChange={(v) => setRows((rs) => rs.map((r, j) => (j === i ? { ...r, [c.name]: v } : r)))}
                />
              ))}
              <button
                type="button"
                className="button button--secondary"
                onClick={() => setRows((rs) => rs.filter((_, j) => j !== i))}
              >
                {t.removeRow}
                <span className="visually-hidden">
                  {" "}
                  ({item.label}, row {i + 1})
                </span>
              </button>
            </fieldset>
          ))}
          <p>
            <button type="button" className="button button--secondary" onClick={() => setRows((rs) => [...rs, {}])}>
              {t.addRow}
              <span className="visually-hidden"> ({item.label})</span>
            </button>
          </p>
          {item.withFile ? (
            <PdfField
              form={form}
              name="file"
              label={`${item.label}: PDF (optional)`}
              file={fields.file}
              error={errors.file}
              onChange={set("file")}
            />
          ) : null}
        </>
      )}
      <button type="submit" className="button" disabled={busy}>
        {busy ? "Saving…" : "Save"}
        <span className="visually-hidden"> {item.label}</span>
      </button>
    </form>
  );
}
