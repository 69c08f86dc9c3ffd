import { contentContentFiltersWords as sw } from "../../i18n/catalogues/staff/content-content-filters.ts";
import { FilterForm, SearchField } from "../kit/filter-form.tsx";
import { Options } from "../kit/form-kit.tsx";
import type { KindDef } from "./content-fields.ts";

const statusOptions = [
  { value: "", label: sw("all") },
  { value: "published", label: sw("published") },
  { value: "draft", label: sw("drafts") },
];

/** A content list's search and status filter, sent as the page's address. */
export function ContentFilters({ def, q, status }: { def: KindDef; q: string; status: string }) {
  return (
    <FilterForm
      label={sw("search2", { v1: def.label.toLowerCase() })}
      apply={sw("search")}
      clear={!!(q || status) && { to: `/admin/content/${def.kind}`, label: sw("clearFilters") }}
    >
      <SearchField id="content-q" name="q" label={sw("search")} value={q} />
      <div className="admin-field">
        <label htmlFor="content-status">{sw("status")}</label>
        <select id="content-status" name="status" defaultValue={status} key={status}>
          <Options list={statusOptions} />
        </select>
      </div>
    </FilterForm>
  );
}
