import type { EnquiryChoiceLists } from "../../../contract/staff.ts";
import {
  enquiryStatuses,
  enquiryStatusLabels,
  receivedPeriodLabels,
  receivedPeriods,
} from "../../../contract/staff-rules.ts";
import { enquiriesWords as sw } from "../../i18n/catalogues/staff/enquiries.ts";
import { FilterForm, SearchField } from "../kit/filter-form.tsx";
import { Options } from "../kit/form-kit.tsx";

/** The statuses in their order, with the words staff see. */
export const statusOptions = enquiryStatuses.map((s) => ({ value: s, label: enquiryStatusLabels[s] }));

export interface EnquiryFilters {
  received: string;
  academicYear: string;
  class: string;
  status: string;
  q: string;
}

const plain = (v: string) => ({ value: v, label: v });
const periodOptions = receivedPeriods.map((p) => ({ value: p, label: receivedPeriodLabels[p] }));

/** One filter: a select whose first choice is "all". */
function FilterSelect({
  name,
  label,
  all,
  value,
  options,
}: {
  name: keyof EnquiryFilters;
  label: string;
  all: string;
  value: string;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <div className="admin-field">
      <label htmlFor={`enq-${name}`}>{label}</label>
      <select id={`enq-${name}`} name={name} defaultValue={value} key={value}>
        <option value="">{all}</option>
        <Options list={options} />
      </select>
    </div>
  );
}

/** The inbox filters: when received (India-time days), year, class, status and a search. */
export function EnquiryFilterForm({
  filters,
  filtered,
  choices,
}: {
  filters: EnquiryFilters;
  filtered: boolean;
  choices: EnquiryChoiceLists;
}) {
  const selects = [
    { name: "received", label: sw("received"), all: sw("anyTime"), options: periodOptions },
    { name: "academicYear", label: sw("academicYear"), all: sw("allYears"), options: choices.academicYears.map(plain) },
    { name: "class", label: sw("class"), all: sw("allClasses"), options: choices.classes.map(plain) },
    { name: "status", label: sw("status"), all: sw("allStatuses"), options: statusOptions },
  ] as const;
  return (
    <FilterForm
      label={sw("filterEnquiries")}
      apply={sw("filter")}
      clear={filtered && { to: "/admin/enquiries", label: sw("clearFilters") }}
    >
      {selects.map((s) => (
        <FilterSelect key={s.name} {...s} value={filters[s.name]} />
      ))}
      <SearchField id="enq-q" name="q" label={sw("search")} value={filters.q} />
    </FilterForm>
  );
}
