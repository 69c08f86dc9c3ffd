import type { FieldDef, FieldValues } from "../../../contract/disclosure-items.ts";
import { disclosureWords as sw } from "../../i18n/catalogues/staff/disclosure.ts";
import { type FieldErrors, FieldShell } from "../kit/form-kit.tsx";
import { staffDisclosureText as t } from "./disclosure-api.ts";
import { PdfField } from "./pdf-field.tsx";

/** One field of an item, drawn by its kind: a PDF, yes or no, or typed text (dates, numbers, addresses). */
export function Field({
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
            <option value="">{sw("choose")}</option>
            <option value={sw("yes")}>{sw("yes")}</option>
            <option value={sw("no")}>{sw("no")}</option>
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

const dates = [
  { name: "issueDate", label: sw("issuedOn") },
  { name: "validUntil", label: sw("validUntilLastValid") },
];

/** A document with dates (fire safety, building safety): its PDF, issue date and, when it expires, last valid day. */
export function DocumentFields({
  form,
  expires,
  status,
  fields,
  errors,
  set,
}: {
  form: string;
  expires?: boolean;
  status: string;
  fields: FieldValues;
  errors: FieldErrors;
  set: (name: string) => (v: string) => void;
}) {
  return (
    <>
      <p className="disclosure-staff__status">{status}</p>
      <PdfField
        form={form}
        name="file"
        label={sw("selfAttestedPdf")}
        file={fields.file}
        error={errors.file}
        onChange={set("file")}
      />
      {dates
        .filter((d) => expires || d.name !== "validUntil")
        .map((d) => (
          <Field
            key={d.name}
            form={form}
            def={dateDef(d.label)}
            name={d.name}
            value={fields[d.name]}
            error={errors[d.name]}
            onChange={set(d.name)}
          />
        ))}
    </>
  );
}
