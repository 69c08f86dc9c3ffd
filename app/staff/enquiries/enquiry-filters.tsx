import { Form, Link } from "react-router";
import type { EnquiryChoiceLists } from "../../../contract/staff.ts";
import {
  enquiryStatuses,
  enquiryStatusLabels,
  receivedPeriodLabels,
  receivedPeriods,
} from "../../../contract/staff-rules.ts";
import { enquiriesWords as sw } from "../../i18n/catalogues/staff/enquiries.ts";
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
  return (
    <Form method="get" className="admin-filters" aria-label={sw("filterEnquiries")}>
      <FilterSelect
        name="received"
        label={sw("received")}
        all={sw("anyTime")}
        value={filters.received}
        options={receivedPeriods.map((p) => ({ value: p, label: receivedPeriodLabels[p] }))}
      />
      <FilterSelect
        name="academicYear"
        label={sw("academicYear")}
        all={sw("allYears")}
        value={filters.academicYear}
        options={choices.academicYears.map(plain)}
      />
      <FilterSelect
        name="class"
        label={sw("class")}
        all={sw("allClasses")}
        value={filters.class}
        options={choices.classes.map(plain)}
      />
      <FilterSelect
        name="status"
        label={sw("status")}
        all={sw("allStatuses")}
        value={filters.status}
        options={statusOptions}
      />
      <div className="admin-field">
        <label htmlFor="enq-q">{sw("search")}</label>
        <input id="enq-q" type="search" name="q" defaultValue={filters.q} key={filters.q} />
      </div>
      <button type="submit" className="button button--small">
        {sw("filter")}
      </button>
      {filtered ? (
        <Link className="admin-filters__reset" to="/admin/enquiries">
          {sw("clearFilters")}
        </Link>
      ) : null}
    </Form>
  );
}
