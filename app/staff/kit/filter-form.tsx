import type { ReactNode } from "react";
import { Form, Link } from "react-router";

/**
 * A staff list's filters as a GET form, so the address keeps them (Back and
 * a shared link show the same list): the fields, the button, and, once
 * something is filtered, a link back to the whole list (`clear`).
 */
export function FilterForm({
  label,
  apply,
  clear,
  children,
}: {
  /** The form's name for screen readers ("Filter enquiries"). */
  label: string;
  /** The button's words. */
  apply: string;
  /** The whole list's address and the link's words; false while nothing is filtered. */
  clear?: { to: string; label: string } | false;
  children: ReactNode;
}) {
  return (
    <Form method="get" className="admin-filters" aria-label={label}>
      {children}
      <button type="submit" className="button button--small">
        {apply}
      </button>
      {clear ? (
        <Link className="admin-filters__reset" to={clear.to}>
          {clear.label}
        </Link>
      ) : null}
    </Form>
  );
}

/** A search box of a filter form, holding what the address asks for (`key`: a new address resets it). */
export function SearchField({ id, name, label, value }: { id: string; name: string; label: string; value: string }) {
  return (
    <div className="admin-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="search" name={name} defaultValue={value} key={value} />
    </div>
  );
}
