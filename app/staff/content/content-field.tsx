import { contentContentFieldWords as sw } from "../../i18n/catalogues/staff/content-content-field.ts";
import { DateField } from "../kit/date-field.tsx";
import { FilesField } from "../kit/files-field.tsx";
import { SelectField, TextArea, TextField } from "../kit/form-kit.tsx";
import { acceptOf, type FieldDef, type KindDef } from "./content-fields.ts";
import { type FormValues, timeKey } from "./content-values.ts";

export const FORM = "content";

const ratingOptions = [5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: `${n} star${n === 1 ? "" : "s"}` }));

/** One field of the content form, by its type: files, text, a dd/mm/yyyy date, a date and time, a rating… */
export function ContentField({
  def,
  field: f,
  values,
  error,
  set,
  setFiles,
  busyOf,
}: {
  def: KindDef;
  field: FieldDef;
  values: FormValues;
  error: string | undefined;
  set: (name: string, value: FormValues[string]) => void;
  setFiles: (name: string) => (update: (prev: string[]) => string[]) => void;
  busyOf: (name: string) => (busy: boolean) => void;
}) {
  const value = values[f.name];
  const common = { form: FORM, name: f.name, label: f.label, help: f.help, error };
  switch (f.type) {
    case "files":
      return (
        <FilesField
          key={f.name}
          {...common}
          accept={acceptOf(f)}
          images={f.accept === "images"}
          single={f.single}
          cover={def.album}
          explainEach={f.explainEach}
          value={Array.isArray(value) ? value : []}
          onChange={setFiles(f.name)}
          onBusyChange={busyOf(f.name)}
        />
      );
    case "textarea":
      return (
        <TextArea
          key={f.name}
          {...common}
          required={f.required}
          value={String(value ?? "")}
          onChange={(e) => set(f.name, e.currentTarget.value)}
        />
      );
    case "rating":
      return (
        <SelectField
          key={f.name}
          {...common}
          options={ratingOptions}
          value={String(value)}
          onChange={(e) => set(f.name, Number(e.currentTarget.value))}
        />
      );
    case "date":
      return (
        <DateField
          key={f.name}
          {...common}
          required={f.required}
          value={String(value ?? "")}
          onChange={(e) => set(f.name, e.currentTarget.value)}
        />
      );
    case "datetime":
      return <DateTimeField key={f.name} common={common} field={f} values={values} set={set} />;
    default:
      return <PlainField key={f.name} common={common} field={f} value={value} set={set} />;
  }
}

type Common = { form: string; name: string; label: string; help: string | undefined; error: string | undefined };
type PartProps = { common: Common; field: FieldDef; set: (name: string, value: FormValues[string]) => void };

/** A dd/mm/yyyy date with its time of day in India, kept as two values of the form. */
function DateTimeField({ common, field: f, values, set }: PartProps & { values: FormValues }) {
  return (
    <div className="admin-datetime">
      <DateField
        {...common}
        required={f.required}
        value={String(values[f.name] ?? "")}
        onChange={(e) => set(f.name, e.currentTarget.value)}
      />
      <TextField
        form={FORM}
        name={timeKey(f.name)}
        label={sw("timeIndia")}
        type="time"
        value={String(values[timeKey(f.name)] ?? "")}
        onChange={(e) => set(timeKey(f.name), e.currentTarget.value)}
      />
    </div>
  );
}

/** A line of text or an address, with the suggestions the field offers. */
function PlainField({ common, field: f, value, set }: PartProps & { value: FormValues[string] }) {
  const listId = f.suggestions ? `${FORM}-${f.name}-options` : undefined;
  return (
    <div>
      <TextField
        {...common}
        required={f.required}
        type={f.type}
        inputMode={f.type === "url" ? "url" : undefined}
        spellCheck={f.type === "url" ? false : undefined}
        list={listId}
        value={String(value ?? "")}
        onChange={(e) => set(f.name, e.currentTarget.value)}
      />
      {f.suggestions ? (
        <datalist id={listId}>
          {f.suggestions.map((s) => (
            <option key={s} value={s} />
          ))}
        </datalist>
      ) : null}
    </div>
  );
}
