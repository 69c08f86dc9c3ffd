import { type Dispatch, type FormEvent, type SetStateAction, useState } from "react";
import {
  type Completeness,
  type DisclosureItem,
  type DisclosureProfile,
  type DocumentValue,
  type FieldValues,
  formatDmy,
  type ItemValue,
  type TableValue,
} from "../../../contract/disclosure-items.ts";
import { staffApiPath, staffApiPaths } from "../../../contract/staff-api-paths.ts";
import { disclosureWords as sw } from "../../i18n/catalogues/staff/disclosure.ts";
import { FormAlert } from "../kit/form-kit.tsx";
import { useStaffSubmit } from "../kit/use-staff-submit.tsx";
import { api } from "../shell/api.ts";
import { staffDisclosureText as t } from "./disclosure-api.ts";
import { DocumentFields, Field } from "./item-field.tsx";
import { TableRows } from "./item-table.tsx";
import { PdfField } from "./pdf-field.tsx";
import { documentStatusText } from "./status-text.ts";

interface Props {
  item: DisclosureItem;
  value: ItemValue | undefined;
  profile: DisclosureProfile;
  today: string;
  complete: boolean;
  /** Still the demo's value: marked, and to do until saved (issue 26). */
  fromDemo?: boolean;
  onSaved: (completeness: Completeness) => void;
}

const noFields: Record<string, string> = {};

/** The item's stored value as the strings its fields show. */
function firstFields(item: DisclosureItem, value: ItemValue | undefined): FieldValues {
  const doc = value as DocumentValue | undefined;
  if (item.kind === "document")
    return { file: doc?.file ?? "", issueDate: formatDmy(doc?.issueDate), validUntil: formatDmy(doc?.validUntil) };
  if (item.kind === "file") return { file: (value as { file?: string } | undefined)?.file ?? "" };
  if (item.kind === "table") return { file: (value as TableValue | undefined)?.file ?? "" };
  return { ...((value as FieldValues | undefined) ?? {}) };
}

/** One Appendix IX item: its fields and its own Save, so each item is saved on its own. */
export function ItemForm({ item, value, profile, today, complete, fromDemo, onSaved }: Props) {
  const form = `disc-${item.key}`;
  // No error summary here: the alert says what to do and each field shows its own message.
  const { busy, alert, errors, setErrors, submit } = useStaffSubmit(form, noFields);
  const [fields, setFields] = useState<FieldValues>(() => firstFields(item, value));
  const [rows, setRows] = useState<FieldValues[]>(() => (value as TableValue | undefined)?.rows ?? []);
  const [saved, setSaved] = useState(value as DocumentValue | undefined);
  const set = (name: string) => (v: string) => setFields((f) => ({ ...f, [name]: v }));

  const heading = (
    <h3 id={`${form}-title`}>
      {item.label}{" "}
      <span className={`disclosure-staff__state${complete ? " is-done" : ""}`}>
        {complete ? sw("done") : sw("toDo")}
      </span>
      {fromDemo ? <span className="disclosure-staff__state is-demo">{t.fromDemo}</span> : null}
    </h3>
  );
  const demoNote = fromDemo ? (
    <p className="admin-field__help">{item.kind === "profile" ? t.fromDemoProfileHelp : t.fromDemoHelp}</p>
  ) : null;

  if (item.kind === "profile") {
    return (
      <div className="disclosure-staff__item">
        {heading}
        {demoNote}
        <p>{profile[item.field] || "—"}</p>
        <p className="admin-field__help">
          {t.fromProfile} <a href="/admin/school-profile">{t.changeInProfile}</a>
        </p>
      </div>
    );
  }

  const save = (e: FormEvent) => {
    e.preventDefault();
    const body =
      item.kind === "table"
        ? { rows, ...(item.withFile ? { file: fields.file ?? "" } : {}) }
        : item.kind === "fields"
          ? Object.fromEntries(item.fields.map((f) => [f.name, fields[f.name] ?? ""]))
          : fields;
    void submit(
      async () => {
        const at = staffApiPath(staffApiPaths.disclosure.item, item);
        const res = await api<{ value: ItemValue; completeness: Completeness }>(at, { method: "PUT", body });
        setErrors({});
        if (item.kind === "document") setSaved(res.value as DocumentValue);
        if (item.kind === "table") setRows((res.value as TableValue).rows);
        onSaved(res.completeness);
        return t.saved(item.label);
      },
      { fallback: sw("savingFailedPleaseTry"), fieldsAlert: sw("pleaseCorrectTheMarked") },
    );
  };

  return (
    <form className="disclosure-staff__item" aria-labelledby={`${form}-title`} onSubmit={save} noValidate>
      {heading}
      {demoNote}
      {item.help ? <p className="admin-field__help">{item.help}</p> : null}
      <FormAlert message={alert} />
      <ItemFields
        form={form}
        item={item}
        status={documentStatusText(saved, today)}
        state={{ fields, rows, errors }}
        set={set}
        setRows={setRows}
      />
      <button type="submit" className="button" disabled={busy}>
        {busy ? sw("saving") : fromDemo ? sw("confirmAndSave") : sw("save")}
        <span className="visually-hidden"> {item.label}</span>
      </button>
    </form>
  );
}

/** The item's fields by its kind: a document with its dates, one PDF, named fields, or a table (with an optional PDF). */
function ItemFields({
  form,
  item,
  status,
  state: { fields, rows, errors },
  set,
  setRows,
}: {
  form: string;
  item: Exclude<DisclosureItem, { kind: "profile" }>;
  status: ReturnType<typeof documentStatusText>;
  state: { fields: FieldValues; rows: FieldValues[]; errors: Record<string, string> };
  set: (name: string) => (v: string) => void;
  setRows: Dispatch<SetStateAction<FieldValues[]>>;
}) {
  return (
    <>
      {item.kind === "document" ? (
        <DocumentFields form={form} expires={item.expires} status={status} fields={fields} errors={errors} set={set} />
      ) : item.kind === "file" ? (
        <PdfField
          form={form}
          name="file"
          label={sw("pdfOf", { name: item.label })}
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
          <TableRows form={form} item={item} rows={rows} errors={errors} setRows={setRows} />
          {item.withFile ? (
            <PdfField
              form={form}
              name="file"
              label={sw("pdfOptionalOf", { name: item.label })}
              file={fields.file}
              error={errors.file}
              onChange={set("file")}
            />
          ) : null}
        </>
      )}
    </>
  );
}
