import type { ReactNode } from "react";
import { schoolProfileWords as sw } from "../../i18n/catalogues/staff/school-profile.ts";
import { type ProfileForm, ProfileText } from "./profile-form.tsx";

interface ListField {
  name: string;
  /** The field's label in row `n` (counted from 1). */
  label: (n: number) => string;
  help?: string;
  type?: string;
  autoComplete?: string;
}

/**
 * A list of the profile (phone numbers, social links) as rows of fields,
 * each row with a remove button naming it, and a button adding an empty row.
 */
export function ListEditor<K extends "phones" | "social">({
  f,
  list,
  fields,
  noun,
  blank,
  more,
}: {
  f: ProfileForm;
  list: K;
  fields: readonly ListField[];
  /** "phone number": the words of a row in its buttons. */
  noun: string;
  blank: ProfileForm["p"][K][number];
  /** More of row `i` after its fields (the phones' admissions line). */
  more?: (i: number) => ReactNode;
}) {
  const rows = f.p[list] as unknown[];
  return (
    <>
      <ul className="school-profile__rows">
        {rows.map((_row, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity besides their place
          <li key={i} className="school-profile__row">
            {fields.map(({ name, label, ...extra }) => (
              <ProfileText key={name} f={f} path={`${list}.${i}.${name}`} label={label(i + 1)} {...extra} />
            ))}
            {more?.(i)}
            <button
              type="button"
              className="button button--small button--ghost"
              onClick={() =>
                f.set(
                  list,
                  rows.filter((_, j) => j !== i),
                )
              }
            >
              {sw("remove")}
              <span className="visually-hidden">
                {" "}
                {noun} {i + 1}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="button button--small" onClick={() => f.set(list, [...rows, blank])}>
        {sw("addA", { noun })}
      </button>
    </>
  );
}
