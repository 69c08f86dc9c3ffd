import { useId } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import type { Filters } from "../list-filters/list-filters.ts";
import "./list-page.css";
import { type SelectOption, selectWords, yearMonthSelects, yearSelect } from "./select-options.ts";

export interface FilterSelect {
  name: "year" | "month";
  label: string;
  value: string;
  options: SelectOption[];
}

interface FilterSearch {
  label: string;
  value: string;
  placeholder?: string;
}

interface FilterFormProps {
  /** The page path: without JavaScript the form is a plain GET to it. */
  action: string;
  /** Accessible name of the search landmark, e.g. "Filter news". */
  label: string;
  selects: FilterSelect[];
  search?: FilterSearch;
  /** Values that are left out of the address (app/lib/list-page/filter-form.enhance.ts keeps it short, as the server does). */
  defaults: Filters;
}

/**
 * The filters of a list page as a real GET form (works without JavaScript:
 * the Apply button submits the query). With JavaScript
 * (app/lib/list-page/filter-form.enhance.ts) every change applies at once, in place: the
 * parts of the page marked with `data-filter-region` are swapped for the
 * server's rendering of the new address.
 */
export function FilterForm({ action, label, selects, search, defaults }: FilterFormProps) {
  const id = useId();
  const { t, href } = useI18n();
  return (
    <search aria-label={label}>
      <form
        method="get"
        action={href(action)}
        className="list-filters"
        data-filter-form=""
        data-defaults={JSON.stringify(defaults)}
      >
        {selects.map((s) => (
          <div className="list-filters__field" key={s.name}>
            <label htmlFor={`${id}-${s.name}`}>{s.label}</label>
            <select id={`${id}-${s.name}`} name={s.name} defaultValue={s.value}>
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
              defaultValue={search.value}
              placeholder={search.placeholder}
              maxLength={200}
              autoComplete="off"
            />
          </div>
        ) : null}
        <button type="submit" className="button button--ghost button--small list-filters__apply">
          {t("list.apply")}
        </button>
      </form>
    </search>
  );
}

export interface ListFiltersProps {
  action: string;
  label: string;
  filters: Filters;
  defaults: Filters;
  /** Years that have items. */
  years: readonly number[];
  /** Month abbreviations that have items (every month when omitted). */
  months?: readonly string[];
  /** The Year dropdown alone, without the Month one and the search (newsletters, media). */
  yearOnly?: boolean;
  /** The search box's label and hint, where the page's own words replace "Search title". */
  search?: { label: string; placeholder?: string };
  allYears?: string;
  allMonths?: string;
}

/** A dated list page's filters (news, albums, events, videos, newsletters, media) in the reader's language. */
export function ListFilters({
  action,
  label,
  filters,
  defaults,
  years,
  months,
  yearOnly,
  search,
  ...all
}: ListFiltersProps) {
  const i18n = useI18n();
  const words = selectWords(i18n);
  if (yearOnly)
    return (
      <FilterForm
        action={action}
        label={label}
        selects={[yearSelect({ filters, defaults, years, words })]}
        defaults={defaults}
      />
    );
  return (
    <FilterForm
      action={action}
      label={label}
      selects={yearMonthSelects({ filters, defaults, years, months, words, ...all })}
      search={{ label: i18n.t("list.searchTitle"), ...search, value: filters.q }}
      defaults={defaults}
    />
  );
}
