import { type FormEvent, useEffect, useId, useState } from "react";
import type { Filters } from "../list-filters/list-filters.ts";
import "./list-page.css";
import type { SelectOption } from "./select-options.ts";

export interface FilterSelect {
  name: "year" | "month";
  label: string;
  value: string;
  options: SelectOption[];
}

export interface FilterSearch {
  label: string;
  value: string;
  placeholder?: string;
}

export interface FilterFormProps {
  /** The page path: without JavaScript the form is a plain GET to it. */
  action: string;
  /** Accessible name of the search landmark, e.g. "Filter news". */
  label: string;
  selects: FilterSelect[];
  search?: FilterSearch;
  onChange(patch: Partial<Filters>): void;
}

const toYear = (v: string): Filters["year"] => (v === "all" ? "all" : Number(v));

/**
 * The filters of a list page as a real GET form (works without JavaScript:
 * the Apply button submits the query). With JavaScript every change applies
 * at once and the button is only a fallback.
 */
export function FilterForm({ action, label, selects, search, onChange }: FilterFormProps) {
  const id = useId();
  // Marks the form once it reacts to changes by itself (styling and tests).
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    // Already applied on change; stay on the page instead of reloading it.
    e.preventDefault();
  };
  return (
    <search aria-label={label}>
      <form
        method="get"
        action={action}
        className="list-filters"
        data-enhanced={enhanced ? "" : undefined}
        onSubmit={onSubmit}
      >
        {selects.map((s) => (
          <div className="list-filters__field" key={s.name}>
            <label htmlFor={`${id}-${s.name}`}>{s.label}</label>
            <select
              id={`${id}-${s.name}`}
              name={s.name}
              value={s.value}
              onChange={(e) =>
                onChange(s.name === "year" ? { year: toYear(e.target.value) } : { month: e.target.value })
              }
            >
              {s.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </div>
        ))}
        {search ? (
          <div className="list-filters__field list-filters__field--search">
            <label htmlFor={`${id}-q`}>{search.label}</label>
            <input
              id={`${id}-q`}
              type="search"
              name="q"
              value={search.value}
              placeholder={search.placeholder}
              maxLength={200}
              autoComplete="off"
              onChange={(e) => onChange({ q: e.target.value })}
            />
          </div>
        ) : null}
        <button type="submit" className="button button--ghost button--small list-filters__apply">
          Apply filters
        </button>
      </form>
    </search>
  );
}
