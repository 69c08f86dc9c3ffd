import { type FormEvent, useState } from "react";
import { kolkataDateTime } from "../../../contract/dates.ts";
import type { EnquiryView, WeeklyCount } from "../../../contract/staff.ts";
import {
  type EnquiryStatus,
  enquiryStatuses,
  enquiryStatusLabels,
  receivedPeriods,
} from "../../../contract/staff-rules.ts";
import { useDirtyParts, useReportDirty } from "../kit/dirty-parts.ts";
import { useUnsavedChanges } from "../kit/unsaved-changes.tsx";
import { WeeklyChart } from "../kit/weekly-chart.tsx";
import { useAdmin } from "../shell/admin-shell.tsx";
import { ApiError, api, load } from "../shell/api.ts";
import { classes, EnquiryFilterForm, type EnquiryFilters, years } from "./enquiry-filters.tsx";

type Status = EnquiryStatus;

const statuses: readonly string[] = enquiryStatuses;

type Enquiry = EnquiryView;

interface EnquiriesData {
  filters: EnquiryFilters;
  items: Enquiry[];
  weekly: WeeklyCount[] | null;
}

function filtersOf(url: URL): EnquiryFilters {
  const get = (k: string) => (url.searchParams.get(k) ?? "").trim().slice(0, 200);
  const status = get("status");
  const received = get("received");
  return {
    received: (receivedPeriods as readonly string[]).includes(received) ? received : "",
    academicYear: years.includes(get("academicYear")) ? get("academicYear") : "",
    class: classes.includes(get("class")) ? get("class") : "",
    status: statuses.includes(status) ? status : "",
    q: get("q"),
  };
}

function filterQuery(f: EnquiryFilters): string {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(f)) if (v) p.set(k, v);
  const s = p.toString();
  return s ? `?${s}` : "";
}

export async function loadEnquiries(request: Request): Promise<EnquiriesData> {
  const filters = filtersOf(new URL(request.url));
  const [items, weekly] = await Promise.all([
    load<Enquiry[]>(request, `/api/admin/enquiries${filterQuery(filters)}`),
    api<WeeklyCount[]>("/api/admin/enquiries/weekly?weeks=26").catch(() => null),
  ]);
  return { filters, items, weekly };
}

/** dd/mm/yyyy hh:mm in India time, whatever the browser locale. */
const received = (iso: string) => kolkataDateTime(iso);

/** The admissions inbox: filters, status and notes per enquiry, CSV export and the weekly chart. */
export function EnquiriesPage({ data }: { data: EnquiriesData }) {
  const { filters, items } = data;
  // A status or note changed and not saved: leaving (or filtering) asks first.
  const [dirty, onDirty] = useDirtyParts();
  const [leaveDialog] = useUnsavedChanges(dirty);
  const filtered = Object.values(filters).some(Boolean);
  return (
    <>
      <h1>Enquiries</h1>
      <EnquiryFilterForm filters={filters} filtered={filtered} />

      <div className="admin-page__head">
        <p className="admin-count" aria-live="polite">
          {items.length} enquir{items.length === 1 ? "y" : "ies"}
          {filtered ? " found" : ""}
        </p>
        <a
          className="button button--small button--ghost"
          href={`/api/admin/enquiries.csv${filterQuery(filters)}`}
          download
        >
          Download CSV{filtered ? " (these filters)" : ""}
        </a>
      </div>

      {items.length ? (
        <ul className="admin-rows admin-enquiries">
          {items.map((e) => (
            <li key={e.id}>
              <EnquiryCard enquiry={e} onDirty={onDirty} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="admin-empty">{filtered ? "No enquiries match these filters." : "No enquiries yet."}</p>
      )}

      {data.weekly ? (
        <section aria-labelledby="enq-weekly-title">
          <h2 id="enq-weekly-title">Admission season</h2>
          <WeeklyChart weeks={data.weekly} id="enq-weekly" />
        </section>
      ) : null}
      {leaveDialog}
    </>
  );
}

function EnquiryCard({ enquiry, onDirty }: { enquiry: Enquiry; onDirty: (part: string, dirty: boolean) => void }) {
  const { announce } = useAdmin();
  const [saved, setSaved] = useState(enquiry);
  const [status, setStatus] = useState<Status>(enquiry.status);
  const [notes, setNotes] = useState(enquiry.notes);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const base = `enq-${enquiry.id}`;
  const changed = status !== saved.status || notes !== saved.notes;
  useReportDirty(onDirty, enquiry.id, changed);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    setError("");
    try {
      const next = await api<Enquiry>(`/api/admin/enquiries/${encodeURIComponent(enquiry.id)}`, {
        method: "PATCH",
        body: { status, notes },
      });
      setSaved(next ?? { ...saved, status, notes });
      announce(`Saved: enquiry for ${enquiry.name} is ${enquiryStatusLabels[status].toLowerCase()}.`);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : "Saving failed. Please try again.");
    } finally {
      setBusy(false);
    }
  };

  return (
    <article className="admin-row admin-enquiry" aria-labelledby={`${base}-name`}>
      <div className="admin-enquiry__head">
        <h2 id={`${base}-name`} className="admin-enquiry__name">
          {enquiry.name}
        </h2>
        <span className={`admin-badge admin-badge--${saved.status}`}>{enquiryStatusLabels[saved.status]}</span>
      </div>
      <dl className="admin-enquiry__facts">
        <div>
          <dt>Parent</dt>
          <dd>{enquiry.fatherName}</dd>
        </div>
        <div>
          <dt>Mobile</dt>
          <dd>
            <a href={`tel:+91${enquiry.phone}`}>{enquiry.phone}</a>
          </dd>
        </div>
        <div>
          <dt>E-mail</dt>
          <dd>
            <a href={`mailto:${enquiry.email}`}>{enquiry.email}</a>
          </dd>
        </div>
        <div>
          <dt>Class</dt>
          <dd>
            {enquiry.class} ({enquiry.school.toUpperCase()}), {enquiry.academicYear}
          </dd>
        </div>
        <div>
          <dt>Received</dt>
          <dd>{received(enquiry.createdAt)}</dd>
        </div>
      </dl>
      <form className="admin-enquiry__form" onSubmit={onSubmit} noValidate>
        <div className="admin-field">
          <label htmlFor={`${base}-status`}>Status</label>
          <select id={`${base}-status`} value={status} onChange={(e) => setStatus(e.currentTarget.value as Status)}>
            {enquiryStatuses.map((s) => (
              <option key={s} value={s}>
                {enquiryStatusLabels[s]}
              </option>
            ))}
          </select>
        </div>
        <div className="admin-field admin-enquiry__notes">
          <label htmlFor={`${base}-notes`}>Notes</label>
          <textarea
            id={`${base}-notes`}
            rows={2}
            maxLength={5000}
            value={notes}
            onChange={(e) => setNotes(e.currentTarget.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${base}-error` : undefined}
          />
        </div>
        <button type="submit" className="button button--small" disabled={busy || !changed}>
          {busy ? "Saving…" : `Save`}
          <span className="visually-hidden"> enquiry for {enquiry.name}</span>
        </button>
        {error ? (
          <p className="admin-field__error" id={`${base}-error`} role="alert">
            {error}
          </p>
        ) : null}
      </form>
    </article>
  );
}
