import type { Dispatch, SetStateAction } from "react";
import { type DisclosureItem, type FieldValues, passPercent } from "../../../contract/disclosure-items.ts";
import { disclosureWords as sw } from "../../i18n/catalogues/staff/disclosure.ts";
import type { FieldErrors } from "../kit/form-kit.tsx";
import { staffDisclosureText as t } from "./disclosure-api.ts";
import { Field } from "./item-field.tsx";

/** The rows of a table item (results, staff numbers), each removable, and adding one. */
export function TableRows({
  form,
  item,
  rows,
  errors,
  setRows,
}: {
  form: string;
  item: Extract<DisclosureItem, { kind: "table" }>;
  rows: FieldValues[];
  errors: FieldErrors;
  setRows: Dispatch<SetStateAction<FieldValues[]>>;
}) {
  return (
    <>
      {rows.map((row, i) => (
        <fieldset
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; removing one re-keys the rest, which is harmless here
          key={i}
          className="disclosure-staff__row"
        >
          <legend>
            {item.passPercent && passPercent(row.registered, row.passed)
              ? sw("rowWithPass", { n: i + 1, percent: passPercent(row.registered, row.passed) })
              : sw("rowNumber", { n: i + 1 })}
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
            <span className="visually-hidden"> {sw("rowOf", { name: item.label, n: i + 1 })}</span>
          </button>
        </fieldset>
      ))}
      <p>
        <button type="button" className="button button--secondary" onClick={() => setRows((rs) => [...rs, {}])}>
          {t.addRow}
          <span className="visually-hidden"> ({item.label})</span>
        </button>
      </p>
    </>
  );
}
