import { Form, Link } from "react-router";
import { academicYearOptions, classOptions } from "../../../contract/enquiry-rules.ts";
import {
  enquiryStatuses,
  enquiryStatusLabels,
  receivedPeriodLabels,
  receivedPeriods,
} from "../../../contract/staff-rules.ts";

export interface EnquiryFilters {
  received: string;
  academicYear: string;
  class: string;
  status: string;
  q: string;
}

export const years: readonly string[] = academicYearOptions;
export const classes: readonly string[] = classOptions.map((o) => o.value);

/** The inbox filters: when received (India-time days), year, class, status and a search. */
export function EnquiryFilterForm({ filters, filtered }: { filters: EnquiryFilters; filtered: boolean }) {
  return (
    <Form method="get" className="admin-filters" aria-label="Filter enquiries">
      <div className="admin-field">
        <label htmlFor="enq-received">Received</label>
        <select id="enq-received" name="received" defaultValue={filters.received} key={filters.received}>
          <option value="">Any time</option>
          {receivedPeriods.map((p) => (
            <option key={p} value={p}>
              {receivedPeriodLabels[p]}
            </option>
          ))}
        </select>
      </div>
      <div className="admin-field">
        <label htmlFor="enq-year">Academic year</label>
        <select id="enq-year" name="academicYear" defaultValue={filters.academicYear} key={filters.academicYear}>
          <option value="">All years</option>
          {years.map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </select>
      </div>
      <div className="admin-field">
        <label htmlFor="enq-class">Class</label>
        <select id="enq-class" name="class" defaultValue={filters.class} key={filters.class}>
          <option value="">All classes</option>
          {classes.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </div>
      <div className="admin-field">
        <label htmlFor="enq-status">Status</label>
        <select id="enq-status" name="status" defaultValue={filters.status} key={filters.status}>
          <option value="">All statuses</option>
          {enquiryStatuses.map((s) => (
            <option key={s} value={s}>
              {enquiryStatusLabels[s]}
            </option>
          ))}
        </select>
      </div>
      <div className="admin-field">
        <label htmlFor="enq-q">Search</label>
        <input id="enq-q" type="search" name="q" defaultValue={filters.q} key={filters.q} />
      </div>
      <button type="submit" className="button button--small">
        Filter
      </button>
      {filtered ? (
        <Link className="admin-filters__reset" to="/admin/enquiries">
          Clear filters
        </Link>
      ) : null}
    </Form>
  );
}
